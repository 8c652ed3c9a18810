import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { TITLES } from '#domain/people/title-list';
import { atEachWidth, checkPage, useJourney } from './journey';
import { banner, choose, errorOf, field, loaded, openForm, pathOf, refuseCalls, stored } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';

// The motor inquiry page (motor section 2.2): the redirects, the form with its fixed '94', Clear, the
// call box (decision 032), the inquiry posted once per stored inquiry id, the success dialog, and the
// FriMi launch data.

const INQUIRY_CALL = '/inquiry-api/v1/inquire';
const SUCCESS =
  'Success! Your inquiry has been submitted successfully. One of our representatives will contact you shortly.';

const dialog = (page: Page) => page.getByRole('dialog');
const callBox = (page: Page) => page.getByRole('checkbox', { name: 'Call me about these quotes' });

/** Counts the page's calls to a path from now on. */
function countCalls(page: Page, path: string, method = 'GET') {
  const calls: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path)
      calls.push(method === 'POST' ? request.postDataJSON() : {});
  });
  return calls;
}

async function fillContact(page: Page, mobile = '771234567') {
  await field(page, 'cx_surname').selectOption('Dr');
  await field(page, 'cx_name').fill('Kamal Silva');
  await field(page, 'cx_mobile').fill(mobile);
  await field(page, 'cx_email').fill('kamal.silva@example.com');
}

describe('motor inquiry page', () => {
  const journey = useJourney();
  let car: Quote;
  let motorcycle: Quote;

  beforeAll(async () => {
    const api = await quoteApi(journey.url());
    [car, motorcycle] = await Promise.all([api.full(), api.thirdParty()]);
  });

  const carInquiry = () =>
    `/motor/Car/full-insurance/Inquiry?unq_hash=${car.unqHash}&promo=no-promo&channel=Web-Motor`;

  const open = (path: string, width: number, prepare?: (page: Page) => Promise<unknown>) =>
    openForm(journey.open(path, width, prepare));

  atEachWidth((width) => {
    it.each([
      ['/motor/Car/full-insurance/Inquiry'],
      ['/motor/Dual-Purpose/third-party/Inquiry?unq_hash=undefined&promo=no-promo'],
    ])('sends %s, which has no quote, to the car quotation form', async (path) => {
      const { page } = await journey.open(path, width);
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
      expect(pathOf(page)).toBe('/motor/Car/full-insurance/Quotation');
    });

    it('shows the quote and the form: title Mr, the fixed 94, the call box unticked', async () => {
      const opened = await open(carInquiry(), width);
      const { page } = opened;
      expect(await page.title()).toBe('Car / Jeep / SUV | Full Insurance | Inquiry');
      expect(await callBox(page).isChecked()).toBe(false);
      expect(await field(page, 'cx_surname').inputValue()).toBe('Mr');
      const titles = await field(page, 'cx_surname')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(titles).toEqual([...TITLES]);
      for (const [name, label] of [
        ['cx_surname', 'Title'],
        ['cx_name', 'Name'],
        ['cx_mobile', 'Mobile number'],
        ['cx_email', 'E-mail'],
      ]) {
        expect(await page.getByLabel(label!, { exact: true }).getAttribute('name')).toBe(name);
      }
      // The prefix is text beside the box: seen, never typed, never part of the value.
      const prefix = field(page, 'cx_mobile').locator('xpath=preceding-sibling::span');
      expect(await prefix.textContent()).toBe('94');
      expect(await field(page, 'cx_mobile').inputValue()).toBe('');

      const details = page.getByRole('region', { name: 'Insurance details' });
      // The model's own row of the details (the collapsed panel shows only a one-line summary).
      const modelRow = details.getByText('Axio', { exact: true });
      await modelRow.waitFor({ state: 'attached' });
      const toggle = page.getByRole('button', { name: 'Insurance Detail' });
      if (width < 768) {
        expect(await modelRow.isVisible()).toBe(false);
        await checkPage(opened, `inquiry-${width}`);
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await modelRow.waitFor();
        await checkPage(opened, `inquiry-${width}-details-open`);
      } else {
        expect(await toggle.isVisible()).toBe(false);
        expect(await modelRow.isVisible()).toBe(true);
        await checkPage(opened, `inquiry-${width}`);
      }
    });

    it('asks about the call for third party too', async () => {
      const { page } = await open(
        `/motor/Motor-Cycle/third-party/Inquiry?unq_hash=${motorcycle.unqHash}`,
        width,
      );
      expect(await page.title()).toBe('Motorcycle | Third Party | Inquiry');
      expect(await callBox(page).isChecked()).toBe(false);
    });

    it('shows each error once the field is left, and Clear empties the form', async () => {
      const opened = await open(carInquiry(), width);
      const { page } = opened;
      await field(page, 'cx_name').fill('Kamal 2');
      await field(page, 'cx_name').blur();
      await expect.poll(() => errorOf(page, 'cx_name')).toBe('Name is not valid');
      await field(page, 'cx_mobile').fill('77123');
      await field(page, 'cx_mobile').blur();
      await expect.poll(() => errorOf(page, 'cx_mobile')).toBe('mobile is not valid. ex: 947786...');
      await field(page, 'cx_email').focus();
      await field(page, 'cx_email').blur();
      await expect.poll(() => errorOf(page, 'cx_email')).toBe('required');
      await checkPage(opened, `inquiry-errors-${width}`);
      await field(page, 'cx_name').fill('Kamal');
      expect(await errorOf(page, 'cx_name')).toBeNull();

      await field(page, 'cx_surname').selectOption('Rev.');
      await page.getByRole('button', { name: 'Clear' }).click();
      expect(await field(page, 'cx_surname').inputValue()).toBe('Mr');
      for (const name of ['cx_name', 'cx_mobile', 'cx_email'])
        expect(await field(page, name).inputValue(), name).toBe('');
      expect(await stored(page)).toMatchObject({ cx_surname: 'Mr', cx_name: '', cx_mobile: '' });
    });

    it('confirms the quote, posts the inquiry once, and continues to the premium list', async () => {
      const opened = await open(carInquiry(), width);
      const { page } = opened;
      const posted = countCalls(page, INQUIRY_CALL, 'POST');
      const premiums = countCalls(page, '/v2/premiums');
      // A local number typed with its 0 is taken as the 9 digits after 94.
      await fillContact(page, '0771234567');
      await callBox(page).check();
      await page.getByRole('button', { name: 'Submit' }).click();
      await dialog(page).waitFor();
      expect((await dialog(page).innerText()).replace(/\s+/g, ' ')).toContain(SUCCESS);
      expect(premiums).toHaveLength(1);
      expect(posted).toEqual([
        expect.objectContaining({
          cx_surname: 'Dr',
          cx_name: 'Kamal Silva',
          cx_mobile: '94771234567',
          cx_email: 'kamal.silva@example.com',
          call_consent: true,
          unq_hash: car.unqHash,
          vehicle_type: 'Car',
          insurance_type: 'Motor Insurance',
          main_category: 'Motor',
          sub_category: 'Car',
          product_type: 'full-insurance',
          cx_message: 'Comparison Request',
          promo_code: 'no-promo',
          media_code: 'Web-Motor',
          inquiry_type: 'Comparison Request',
          inquiry_code: 'Web-Motor',
          inquiry_media: 'WEB',
          prem_link: expect.stringContaining(
            `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${car.unqHash}`,
          ),
        }),
      ]);
      const saved = await stored(page);
      expect(saved).toMatchObject({
        unq_hash_code: car.unqHash,
        inquiry_id: expect.stringMatching(/^\d+$/),
        cx_mobile: '771234567',
        cx_surname: 'Dr',
      });
      await checkPage(opened, `inquiry-success-${width}`);
      expect(
        await dialog(page)
          .getByRole('link', { name: 'See your quotes' })
          .evaluate((link) => link === document.activeElement),
      ).toBe(true);

      await dialog(page).getByRole('link', { name: 'See your quotes' }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/Premium-Comparison'));
      const premiumList = `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${car.unqHash}&promo=no-promo&channel=Web-Motor`;
      expect(pathOf(page)).toBe(premiumList);
      // Asked for, the call is promised on the list too.
      await page.getByText('A sales representative will call you').waitFor();

      // The inquiry page again (a link, a reload): the stored inquiry id sends it on, with no second post.
      await page.goto(`${new URL(page.url()).origin}${carInquiry()}`);
      await page.waitForURL((url) => url.pathname.endsWith('/Premium-Comparison'));
      expect(pathOf(page)).toBe(premiumList);
      expect(posted).toHaveLength(1);
      expect((await stored(page)).inquiry_id).toBe(saved.inquiry_id);
    });

    it("shows the server's field errors under their inputs", async () => {
      const refuse = (page: Page) =>
        refuseCalls(page, `**${INQUIRY_CALL}`, {
          fieldErrors: { cx_email: ['This e-mail address cannot receive mail'] },
        });
      const opened = await open(
        `/motor/Motor-Cycle/third-party/Inquiry?unq_hash=${motorcycle.unqHash}`,
        width,
        refuse,
      );
      const { page } = opened;
      await fillContact(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect.poll(() => errorOf(page, 'cx_email')).toBe('This e-mail address cannot receive mail');
      expect(await banner(page).textContent()).toContain('Some details need correcting');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await dialog(page).isVisible()).toBe(false);
      expect((await stored(page)).inquiry_id ?? '').toBe('');
      await checkPage(opened, `inquiry-server-errors-${width}`);
    });

    it('shows a failed premium check in the banner and posts nothing', async () => {
      const offline = (page: Page) =>
        page.route('**/v2/premiums*', (route) => route.abort('internetdisconnected'));
      const { page } = await open(carInquiry(), width, offline);
      const posted = countCalls(page, INQUIRY_CALL, 'POST');
      await fillContact(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain(
        "Can't reach Kavacha. Check your connection and try again.",
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(posted).toHaveLength(0);
      await banner(page).click();
      expect(await banner(page).count()).toBe(0);
    });

    it('prefills the name and mobile of the FriMi customer, then forgets the launch data', async () => {
      const { page } = await journey.open(
        '/motor/Three-Wheeler/full-insurance/Quotation?promo=FriMiLifeStyle?frimi-demo-0001-kavacha-lifestyle',
        width,
      );
      await page.locator('main select[name="vehicle_make"]:not([disabled])').waitFor();
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('kavacha.partnerCustomer')))
        .toContain('Nimal Perera');
      await field(page, 'vehicle_make').selectOption('Bajaj');
      await page.locator('main select[name="vehicle_model"]:not([disabled])').waitFor();
      await field(page, 'vehicle_model').selectOption({ index: 1 });
      await field(page, 'sum_insured').fill('1200000');
      await field(page, 'manufacture_year').selectOption('2020');
      await field(page, 'fuel_type').selectOption('Petrol');
      await field(page, 'engine_capacity').fill('200');
      await loaded(page, 'ncb');
      await field(page, 'ncb').selectOption('0');
      await choose(page, 'is_registered', 'R');
      await choose(page, 'hire_purchase', 'NO');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL((url) => url.pathname === '/motor/Three-Wheeler/full-insurance/Inquiry');
      expect(new URL(page.url()).searchParams.get('channel')).toBe('FriMi');
      expect(new URL(page.url()).searchParams.get('promo')).toBe('FriMiLifeStyle');
      await page.locator('main form').waitFor();
      expect(await field(page, 'cx_name').inputValue()).toBe('Nimal Perera');
      expect(await field(page, 'cx_mobile').inputValue()).toBe('771234567');
      expect(await page.evaluate(() => localStorage.getItem('kavacha.partnerCustomer'))).toBeNull();
      expect(await page.getByRole('status').filter({ hasText: 'standard website prices' }).count()).toBe(0);
    });
  });
});
