import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#domain/money';
import type { PublicConfig } from '#domain/public-config';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';
import type { Quote } from './motor-quotes';
import { byCode, priceToPay, quoteApi } from './motor-quotes';

// Premium Comparison (motor section 2.3) on quotes made through the API: a car for full insurance (HNBG's
// web promotion, FIL's Without Agent badge), an old car that some insurers decline, a motorcycle for
// third party.

const PAGE = '/motor/Car/full-insurance/Premium-Comparison';
const TP_PAGE = '/motor/Motor-Cycle/third-party/Premium-Comparison';
const RUPEES = /^Rs\. \d{1,3}(,\d{3})*\.\d{2}$/;

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, company: string) =>
  cards(page).filter({ has: page.getByRole('img', { name: company, exact: true }) });
const checkbox = (page: Page, company: string) => page.getByRole('checkbox', { name: `Compare ${company}` });
/** Ticks a box brought to mid-screen first: at the foot of a phone screen the Compare bar lies over it. */
async function tick(page: Page, company: string) {
  const box = checkbox(page, company);
  await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await box.check();
}
const compareNow = (page: Page) =>
  page.locator('main').locator('button, a').filter({ hasText: 'Compare Now' });
const queryOf = (page: Page) => new URL(page.url()).searchParams;
const textOf = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).innerText);

describe('premium comparison', () => {
  const journey = useJourney();
  let car: Quote;
  let oldCar: Quote;
  let motorcycle: Quote;
  let config: PublicConfig;

  beforeAll(async () => {
    const { page } = await journey.open('/page404', 1280);
    const origin = new URL(page.url()).origin;
    config = JSON.parse((await page.locator('meta[name="kavacha-config"]').getAttribute('content')) ?? '{}');
    const api = await quoteApi(origin);
    [car, oldCar, motorcycle] = await Promise.all([
      api.full(),
      api.full({ manufacture_year: new Date().getFullYear() - 16 }),
      api.thirdParty(),
    ]);
  });

  const open = async (width: number, quote: Quote, path = PAGE, extra = '') => {
    const opened = await journey.open(`${path}?unq_hash=${quote.unqHash}${extra}`, width);
    await cards(opened.page).first().waitFor();
    return opened;
  };

  atEachWidth((width) => {
    it('lists every quotation cheapest first, with logo, price, promotion and badges', async () => {
      const opened = await open(width, car);
      const { page } = opened;
      expect(await page.title()).toBe('Car / Jeep / SUV | Full Insurance | Premium Comparison');
      expect(await page.getByText('Select up to 3 models for comparison').isVisible()).toBe(true);

      const logos = await cards(page)
        .locator('h3 img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
      expect(logos).toEqual(car.quotations.map((item) => item.company_name));
      const prices = car.quotations.map(priceToPay);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const hnbg = byCode(car, 'HNBG');
      const promo = card(page, hnbg.company_name);
      expect(await promo.locator('s').textContent()).toBe(formatRupees(hnbg.total_premium!));
      expect(await textOf(promo)).toContain(formatRupees(hnbg.disc_total_premium!));
      expect(await textOf(promo)).toContain('FOR Web Exclusive');
      expect(await promo.getByRole('listitem').allTextContents()).toEqual(['Web Exclusive · 10% OFF']);

      const fil = byCode(car, 'FIL');
      const filCard = card(page, fil.company_name);
      expect(await filCard.getByRole('listitem').allTextContents()).toEqual(['Without Agent · Buy Direct']);
      expect(await textOf(filCard)).toContain(formatRupees(fil.total_premium!));
      expect(await textOf(filCard)).toContain(`Valid until ${fil.valid_until}`);
      expect(await textOf(filCard)).toContain('Sample tariff (demo)');

      const amounts = await page.locator('article p.font-bold').allTextContents();
      expect(amounts).toHaveLength(car.quotations.length);
      for (const amount of amounts) expect(amount).toMatch(RUPEES);
      await checkPage(opened, `premiums-${width}`);
    });

    it('shows the deals banner with the hotline and the quote reference', async () => {
      const { page } = await open(width, car);
      const banner = page.getByRole('region', { name: 'We found some great deals just for you!' });
      const text = await textOf(banner);
      expect(text).toContain('A sales representative will call you');
      expect(text).toContain(`Your reference: ${car.quotations[0]!.qot_number.split('-')[0]}`);
      const hotline = config.hotlines[0]!;
      expect(await banner.getByRole('link', { name: hotline.number }).getAttribute('href')).toBe(
        `tel:${hotline.number.replace(/[^\d+]/g, '')}`,
      );
    });

    it('keeps at most 3 chosen, oldest dropped, by mouse and keyboard; Compare Now from 2', async () => {
      const { page } = await open(width, car);
      const [first, second, third, fourth] = car.quotations;
      const button = compareNow(page);
      expect(await button.evaluate((element) => element.tagName)).toBe('BUTTON');
      expect(await button.isDisabled()).toBe(true);
      expect(await textOf(button)).toContain('0');

      await tick(page, first!.company_name);
      expect(await compareNow(page).isDisabled()).toBe(true);
      expect(await page.getByText('Tick 1 more to compare.').isVisible()).toBe(true);

      // Keyboard: Space on a focused checkbox toggles it.
      await checkbox(page, second!.company_name).focus();
      await page.keyboard.press('Space');
      const link = page.getByRole('link', { name: 'Compare Now (2 selected)' });
      expect(await link.getAttribute('href')).toBe(
        `/motor/Car/full-insurance/Cover-Comparison?unq_hash=${car.unqHash}&qot_number0=${first!.qot_number}&qot_number1=${second!.qot_number}`,
      );

      await tick(page, third!.company_name);
      await tick(page, fourth!.company_name);
      expect(await checkbox(page, first!.company_name).isChecked()).toBe(false);
      expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(3);
      expect(await page.getByRole('status').filter({ hasText: 'removed' }).textContent()).toBe(
        `${fourth!.company_name} added; ${first!.company_name} removed, as at most 3 can be compared. 3 of 3 selected.`,
      );
      const chosen = [second, third, fourth].map((item) => item!.qot_number);
      expect(readChosen(queryOf(page))).toEqual(chosen);
      await screenshot(page, `premiums-${width}-three-chosen`);

      // The URL, replaced in place, restores the comparison on reload.
      await page.reload();
      await cards(page).first().waitFor();
      for (const item of [second, third, fourth])
        expect(await checkbox(page, item!.company_name).isChecked()).toBe(true);
      await page.getByRole('link', { name: 'Compare Now (3 selected)' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/Cover-Comparison'));
      expect(readChosen(queryOf(page))).toEqual(chosen);
    });

    it('shows the premium breakdown and BUY NOW with the channel and promo', async () => {
      const { page } = await open(width, car, PAGE, '&channel=Web-Motor&promo=no-promo');
      const hnbg = byCode(car, 'HNBG');
      const promo = card(page, hnbg.company_name);
      await promo.getByText('Premium breakdown').click();
      const lines = await textOf(promo.locator('dl'));
      expect(lines).toContain('Basic premium (2.35%)');
      expect(lines).toContain('Promotion: Web Exclusive (10%)');
      expect(lines).toContain('VAT (18%)');
      expect(lines).toMatch(
        new RegExp(`Total premium\\s+${escapeRegExp(formatRupees(hnbg.disc_total_premium!))}`),
      );
      await screenshot(page, `premiums-${width}-breakdown`);

      expect(
        await promo.getByRole('link', { name: `BUY NOW from ${hnbg.company_name}` }).getAttribute('href'),
      ).toBe(
        `/account?unq_hash=${car.unqHash}&qot_number=${hnbg.qot_number}&channel=Web-Motor&promo=no-promo`,
      );
    });

    it('offers Contact Us with the reason when an insurer gives no price online', async () => {
      const opened = await open(width, oldCar);
      const { page } = opened;
      const declined = oldCar.quotations.filter((item) => item.total_premium === null);
      expect(declined.length).toBeGreaterThan(0);
      expect(oldCar.quotations.slice(-declined.length)).toEqual(declined);
      for (const item of declined) {
        const declinedCard = card(page, item.company_name);
        expect(await textOf(declinedCard)).toContain(item.decline_reason!);
        expect(await declinedCard.getByRole('link', { name: /BUY NOW/ }).count()).toBe(0);
        const contact = declinedCard.getByRole('link', { name: `Contact Us about ${item.company_name}` });
        const hotline = `tel:${config.hotlines[0]!.number.replace(/[^\d+]/g, '')}`;
        const website = item.company_details.website;
        expect(await contact.getAttribute('href')).toBe(website ? new URL(website).href : hotline);
      }
      // MBSL has no website of its own: its Contact Us is our hotline.
      expect(declined.some((item) => item.company_details.website === null)).toBe(true);
      await checkPage(opened, `premiums-${width}-declined`);
    });

    it('shows third party without selection, subtitle, banner or Compare Now', async () => {
      const opened = await open(width, motorcycle, TP_PAGE);
      const { page } = opened;
      expect(await page.title()).toBe('Motorcycle | Third Party | Premium Comparison');
      expect(await page.getByRole('checkbox').count()).toBe(0);
      expect(await page.getByText('Select up to 3 models for comparison').count()).toBe(0);
      expect(await page.getByText('Compare Now').count()).toBe(0);
      expect(await page.getByText('We found some great deals just for you!').count()).toBe(0);
      const fixed = page.getByText('Third-party cover: what the law requires for every vehicle on the road.');
      expect(await fixed.count()).toBe(motorcycle.quotations.length);
      await checkPage(opened, `premiums-${width}-third-party`);
    });

    it('redirects to the third-party van quotation without a quote', async () => {
      const { page } = await journey.open(PAGE, width);
      await page.waitForURL((url) => url.pathname === '/motor/Dual-Purpose/third-party/Quotation');
      const undefinedHash = await journey.open(`${PAGE}?unq_hash=undefined`, width);
      await undefinedHash.page.waitForURL(
        (url) => url.pathname === '/motor/Dual-Purpose/third-party/Quotation',
      );
    });

    it('empties the cart and says what to do when the premiums fail to load', async () => {
      const offline = (page: Page) =>
        page.route('**/v2/premiums*', (route) => route.abort('internetdisconnected'));
      const chosen = car.quotations
        .slice(0, 2)
        .map((item, index) => `&qot_number${index}=${item.qot_number}`);
      const opened = await journey.open(`${PAGE}?unq_hash=${car.unqHash}${chosen.join('')}`, width, offline);
      const { page } = opened;
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toContain(
        "Can't reach Kavacha. Check your connection and try again.",
      );
      await page.waitForURL((url) => !url.searchParams.has('qot_number0'));
      expect(queryOf(page).get('unq_hash')).toBe(car.unqHash);
      expect(await page.getByRole('link', { name: 'Start a new quotation' }).getAttribute('href')).toBe(
        '/motor/Car/full-insurance/Quotation',
      );
      await checkPage(opened, `premiums-${width}-failed`);

      await page.unroute('**/v2/premiums*');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await cards(page).first().waitFor();
      expect(await page.getByRole('checkbox', { checked: true }).count()).toBe(0);
    });
  });

  it('holds the cards’ place with skeletons while the premiums load', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = (page: Page) => page.route('**/v2/premiums*', (route) => held.then(() => route.continue()));
    const { page } = await journey.open(`${PAGE}?unq_hash=${car.unqHash}`, 360, hold);
    await page.getByRole('status').filter({ hasText: 'Loading the premiums' }).waitFor({ state: 'attached' });
    await screenshot(page, 'premiums-360-loading');
    release();
    await cards(page).first().waitFor();
  });

  it('collapses the insurance details behind Edit Detail at 360px', async () => {
    const opened = await open(360, car, PAGE, '&promo=KAVACHA5&channel=Web-Motor');
    const { page } = opened;
    const toggle = page.getByRole('button', { name: 'Edit Detail' });
    const details = page.getByRole('region', { name: 'Insurance details' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await details.getByText('Market value').isVisible()).toBe(false);
    expect(await textOf(details)).toContain('Toyota Axio 2018');

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panelId = await toggle.getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).isVisible()).toBe(true);
    const text = await textOf(details);
    for (const line of [
      'Car / Jeep / SUV',
      'Full Insurance',
      'Toyota',
      'Axio',
      'Rs. 6,500,000.00',
      'Petrol',
      '2 years',
    ])
      expect(text).toContain(line);
    expect(await details.getByRole('link', { name: 'Edit these details' }).getAttribute('href')).toBe(
      `/motor/Car/full-insurance/Quotation?unq_hash=${car.unqHash}&promo=KAVACHA5&channel=Web-Motor`,
    );
    await checkPage(opened, 'premiums-360-details-open');

    await page.keyboard.press('Space');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the insurance details beside the list at 1280px, with no toggle', async () => {
    const { page } = await open(1280, motorcycle, TP_PAGE);
    expect(await page.getByRole('button', { name: 'Edit Detail' }).isVisible()).toBe(false);
    const details = page.getByRole('region', { name: 'Insurance details' });
    const text = await textOf(details);
    for (const line of ['Motorcycle', 'Third Party', 'WP-BFK-4521', 'DHZCFG12345'])
      expect(text).toContain(line);
  });
});

function readChosen(query: URLSearchParams): string[] {
  return ['qot_number0', 'qot_number1', 'qot_number2'].map((key) => query.get(key) ?? '').filter(Boolean);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
