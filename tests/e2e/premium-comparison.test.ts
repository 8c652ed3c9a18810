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
const offers = (locator: Locator) => locator.getByRole('list', { name: 'Offers' }).getByRole('listitem');
const names = (page: Page) =>
  cards(page)
    .locator('h3 img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));

/** The whole of `locator` is on screen, and what is at its centre is itself (nothing lies over it). */
async function inClearView(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y, 'top on screen').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'bottom on screen').toBeLessThanOrEqual(viewport.height);
  const onTop = await locator.evaluate(
    (element, [x, y]) => {
      const found = document.elementFromPoint(x!, y!);
      return found !== null && element.contains(found);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(onTop, 'nothing covers it').toBe(true);
}

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
    // The cards after the first three come in later tasks; the list is busy until the last is there.
    const list = opened.page.getByRole('region', { name: 'Quotations' });
    await expect.poll(() => list.getAttribute('aria-busy')).toBeNull();
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
      expect(await offers(promo).allTextContents()).toEqual(['Web Exclusive · 10% OFF']);

      const fil = byCode(car, 'FIL');
      const filCard = card(page, fil.company_name);
      expect(await offers(filCard).allTextContents()).toEqual(['Without Agent · Buy Direct']);
      expect(await textOf(filCard)).toContain(formatRupees(fil.total_premium!));
      expect(await textOf(filCard)).toContain(`Valid until ${fil.valid_until}`);
      expect(await textOf(filCard)).toContain('Sample tariff (demo)');

      const amounts = await page.locator('article p.font-bold').allTextContents();
      expect(amounts).toHaveLength(car.quotations.length);
      for (const amount of amounts) expect(amount).toMatch(RUPEES);
      await checkPage(opened, `premiums-${width}`);
    });

    it('sorts by price or insurer and keeps only insurers whose cover includes what is ticked', async () => {
      const opened = await open(width, car);
      const { page } = opened;
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await sort.selectOption({ label: 'Insurer name' });
      const byName = car.quotations.map((item) => item.company_name).sort((a, b) => a.localeCompare(b, 'en'));
      expect(await names(page)).toEqual(byName);
      await sort.selectOption({ label: 'Lowest price' });
      expect(await names(page)).toEqual(car.quotations.map((item) => item.company_name));

      // Windscreen: the seeded tariffs give it to every insurer but a few (FALSE).
      await page.getByText('Filter', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'Windscreen' }).check();
      const withWindscreen = car.quotations.filter(
        (item) => (item.cover_details.windscreen ?? 'FALSE') !== 'FALSE',
      );
      expect(await names(page)).toEqual(withWindscreen.map((item) => item.company_name));
      await page.getByRole('checkbox', { name: 'Agency repair' }).check();
      const both = (await names(page)).length;
      expect(both).toBeGreaterThan(0);
      expect(both).toBeLessThan(withWindscreen.length);
      for (const name of await names(page))
        expect(await textOf(card(page, name!))).not.toMatch(/Agency repair: Not offered/);
      await checkPage(opened, `premiums-${width}-filtered`);

      // The URL keeps the order and the filters: a reload, or Back from a page further on, shows the
      // list as it was left.
      await sort.selectOption({ label: 'Insurer name' });
      const left = await names(page);
      await page.reload();
      await expect.poll(() => names(page)).toEqual(left);
      expect(await sort.inputValue()).toBe('insurer');
      expect(
        await page.getByRole('checkbox', { name: 'Agency repair', includeHidden: true }).isChecked(),
      ).toBe(true);
      // The filters wait behind their disclosure, which says how many are on.
      await page.getByText('Filter (2)', { exact: true }).click();

      for (const cover of ['Air bags', 'Replacement vehicle', 'Flood and natural perils'])
        await page.getByRole('checkbox', { name: cover }).check();
      if ((await cards(page).count()) === 0)
        expect(await page.getByText('No insurer here includes all of what you ticked.').isVisible()).toBe(
          true,
        );
    });

    it('names on each card the facts that set the insurer apart: 3, or 2 on a phone', async () => {
      const { page } = await open(width, car);
      const facts = page.getByRole('list', { name: 'What sets it apart' });
      expect(await facts.count()).toBe(car.quotations.length);
      const slic = await card(page, byCode(car, 'SLIC').company_name)
        .getByRole('list', { name: 'What sets it apart' })
        .getByRole('listitem')
        .allTextContents();
      expect(slic).toEqual(
        [
          'Excess: Rs. 5,000 a claim',
          'Agency repair: Vehicles up to 5 years old',
          'Windscreen: Up to Rs. 100,000',
        ].slice(0, width === 360 ? 2 : 3),
      );
    });

    it('shows two prices with BUY NOW on the first screen, clear of the Compare bar', async () => {
      const { page } = await open(width, car);
      if (width === 360) await page.setViewportSize({ width: 360, height: 640 });
      await screenshot(page, `premiums-${width}-first-screen`, false);
      for (const item of car.quotations.slice(0, 2)) {
        const itemCard = card(page, item.company_name);
        await inClearView(page, itemCard.locator('p.font-bold'));
        await inClearView(page, itemCard.getByRole('link', { name: `BUY NOW from ${item.company_name}` }));
      }
      // Tabbing to any BUY NOW brings it into view above the bar.
      const last = car.quotations.filter((item) => item.total_premium !== null).at(-1)!;
      await card(page, last.company_name)
        .getByRole('link', { name: /BUY NOW/ })
        .focus();
      await inClearView(page, card(page, last.company_name).getByRole('link', { name: /BUY NOW/ }));
    });

    it('shows the deals banner with the hotline and the quote reference, promising no call unasked', async () => {
      const { page } = await open(width, car);
      const banner = page.getByRole('region', { name: 'We found some great deals just for you!' });
      const text = await textOf(banner);
      // Decision 032: only a visitor who ticked 'Call me about these quotes' is told a call will come.
      expect(text).not.toContain('will call you');
      expect(text).toContain('For help choosing, call our hotline');
      expect(text).toContain(`Your reference: ${car.quotations[0]!.qot_number.split('-')[0]}`);
      const hotline = config.hotlines[0]!;
      expect(await banner.getByRole('link', { name: hotline.number }).getAttribute('href')).toBe(
        `tel:${hotline.number.replace(/[^\d+]/g, '')}`,
      );
    });

    it('keeps at most 3 chosen, oldest dropped, by mouse and keyboard; Compare Now from 2', async () => {
      const opened = await open(width, car);
      const { page } = opened;
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
      // The fourth tick says who left, where the eye is (above Compare Now), with an Undo.
      const notice = page.getByRole('status').filter({ hasText: 'taken out' });
      expect(await notice.textContent()).toBe(
        `${first!.company_name} was taken out: at most 3 can be compared.Undo`,
      );
      await inClearView(page, notice.getByRole('button', { name: 'Undo' }));
      const chosen = [second, third, fourth].map((item) => item!.qot_number);
      expect(readChosen(queryOf(page))).toEqual(chosen);
      await checkPage(opened, `premiums-${width}-three-chosen`);

      await notice.getByRole('button', { name: 'Undo' }).click();
      expect(await checkbox(page, first!.company_name).isChecked()).toBe(true);
      expect(await checkbox(page, fourth!.company_name).isChecked()).toBe(false);
      expect(readChosen(queryOf(page))).toEqual([first, second, third].map((item) => item!.qot_number));
      expect(await notice.count()).toBe(0);
      expect(
        await checkbox(page, first!.company_name).evaluate((box) => box === document.activeElement),
      ).toBe(true);
      await tick(page, fourth!.company_name);

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
      expect(lines).toContain('Basic premium (2.35% of market value)');
      expect(lines).toMatch(/Promotion: Web Exclusive \(10% of own-damage premium\)\s+- Rs\. [\d,]+\.\d{2}/);
      expect(lines).toContain('VAT (18% of premium and fees)');
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
