import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';
import {
  CAR_PATH,
  banner,
  errorOf,
  field,
  fillCar,
  fillMotorcycle,
  loaded,
  nextQuoteBody,
  openForm,
  pathOf,
  refuseCalls,
  stored,
} from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';

// The motor quotation form (motor section 2.1), continued: errors and the danger banner, the stored form,
// a saved quote, Clear and its from-home flag, and Submit on to the Inquiry page.

describe('motor quotation form: errors, storage and submit', () => {
  const journey = useJourney();
  let origin: string;
  let motorcycle: Quote;

  beforeAll(async () => {
    origin = journey.url();
    motorcycle = await (await quoteApi(origin)).thirdParty({ purpose_of_use: 'Hiring' });
  });

  const open = (path: string, width: number, prepare?: (page: Page) => Promise<unknown>) =>
    openForm(journey.open(path, width, prepare));

  atEachWidth((width) => {
    it('shows an error once a field is left, and removes it when the field changes', async () => {
      const { page } = await open(CAR_PATH, width);
      await loaded(page, 'vehicle_make');
      const sum = field(page, 'sum_insured');
      await sum.focus();
      expect(await errorOf(page, 'sum_insured')).toBeNull();
      await sum.blur();
      await expect
        .poll(() => errorOf(page, 'sum_insured'))
        .toBe('Enter the market value: what the vehicle would sell for today');
      expect(await sum.getAttribute('aria-invalid')).toBe('true');
      await sum.fill('90000');
      expect(await errorOf(page, 'sum_insured')).toBeNull();
      await sum.blur();
      await expect
        .poll(() => errorOf(page, 'sum_insured'))
        .toBe('Enter the market value as a whole number of rupees above Rs. 100,000');
      await sum.press('End');
      await sum.press('Backspace');
      // The separators follow the digits as they are typed or deleted (decision 031).
      expect(await sum.inputValue()).toBe('9,000');
      expect(await errorOf(page, 'sum_insured')).toBeNull();
      // Fields not yet visited show nothing until Submit checks them all.
      expect(await errorOf(page, 'vehicle_make')).toBeNull();
      await sum.fill('6500000');
      await sum.press('Enter');
      // Each field's message is waited for: a field's own check on blur can show before Submit's check of all.
      for (const name of [
        'vehicle_make',
        'vehicle_model',
        'fuel_type',
        'engine_capacity',
        'manufacture_year',
      ])
        await expect.poll(() => errorOf(page, name), { message: name }).toBe('required');
      expect(await errorOf(page, 'sum_insured')).toBeNull();
      await screenshot(page, `quotation-errors-${width}`);
    });

    it('checks third-party parts and engine and chassis numbers', async () => {
      const opened = await open('/motor/Motor-Cycle/third-party/Quotation', width);
      const { page } = opened;
      await loaded(page, 'vehicle_make');
      await field(page, 'veh_reg_format_2').fill('B1');
      // Engine capacity, like every field, shows its message once left.
      const capacity = field(page, 'engine_capacity');
      await capacity.fill('0');
      expect(await errorOf(page, 'engine_capacity')).toBeNull();
      await capacity.blur();
      await expect
        .poll(() => errorOf(page, 'engine_capacity'))
        .toBe('Enter an engine capacity from 45 to 2,500 cc');
      await field(page, 'engine_no').fill('ab');
      // Left first, so that its message (shown on blur) has moved the page before Submit is pressed.
      await field(page, 'engine_no').blur();
      await expect.poll(() => errorOf(page, 'engine_no')).toBe('enter minimum 3 characters');
      await page.getByRole('button', { name: 'Submit' }).click();
      const expected = {
        engine_capacity: 'Enter an engine capacity from 45 to 2,500 cc',
        engine_no: 'enter minimum 3 characters',
        chassis_no: 'required',
        veh_reg_format_1: 'required',
        veh_reg_format_2: 'not valid',
        veh_reg_format_3: 'required',
      };
      for (const [name, message] of Object.entries(expected))
        await expect.poll(() => errorOf(page, name), { message: name }).toBe(message);
      await checkPage(opened, `quotation-third-party-errors-${width}`);
    });

    it("shows the server's field errors under their inputs and scrolls up to the banner", async () => {
      const refuse = (page: Page) =>
        refuseCalls(page, '**/v2/quote/full', {
          fieldErrors: {
            vehicle_model: ['Choose a model of this make from the list'],
            sum_insured: ['Sum insured is too high for this model', 'second message'],
          },
        });
      const opened = await open(CAR_PATH, width, refuse);
      const { page } = opened;
      await fillCar(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect
        .poll(() => errorOf(page, 'vehicle_model'))
        .toBe('Choose a model of this make from the list');
      expect(await errorOf(page, 'sum_insured')).toBe('Sum insured is too high for this model');
      expect(await banner(page).textContent()).toContain(
        'Some details need correcting: see the messages under the fields below.',
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await banner(page).evaluate((button) => button === document.activeElement)).toBe(true);
      await checkPage(opened, `quotation-server-errors-${width}`);
      // Changing a field removes its error and the general one.
      await field(page, 'sum_insured').fill('7000000');
      expect(await errorOf(page, 'sum_insured')).toBeNull();
      expect(await errorOf(page, 'vehicle_model')).not.toBeNull();
      expect(await banner(page).count()).toBe(0);
      expect(pathOf(page)).toBe(CAR_PATH);
    });

    it('shows a failed submit in the danger banner, which a click clears', async () => {
      const offline = (page: Page) =>
        page.route('**/v2/quote/full', (route) => route.abort('internetdisconnected'));
      const { page } = await open(CAR_PATH, width, offline);
      await fillCar(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain(
        "Can't reach Kavacha. Check your connection and try again.",
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, `quotation-banner-${width}`);
      await banner(page).click();
      expect(await banner(page).count()).toBe(0);
      expect(pathOf(page)).toBe(CAR_PATH);
    });

    it('shows a refused auth_key first in the banner', async () => {
      const refuse = (page: Page) =>
        refuseCalls(page, '**/v2/token', { httpStatus: 401, message: 'Unauthorized request' });
      const { page } = await open(CAR_PATH, width, refuse);
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain('Unauthorized request');
    });

    it('keeps what was typed through a reload', async () => {
      const { page } = await open('/motor/Motor-Cycle/third-party/Quotation', width);
      await fillMotorcycle(page);
      await field(page, 'veh_reg_format').selectOption('WP AB-1234');
      await field(page, 'veh_reg_format_1').selectOption('SP');
      await field(page, 'veh_reg_format_2').fill('QA');
      await page.reload();
      await page.locator('main form').waitFor();
      await loaded(page, 'vehicle_model');
      const values = Object.fromEntries(
        await Promise.all(
          [
            'vehicle_make',
            'vehicle_model',
            'veh_reg_format',
            'veh_reg_format_1',
            'veh_reg_format_2',
            'engine_no',
          ].map(async (name) => [name, await field(page, name).inputValue()]),
        ),
      );
      expect(values).toEqual({
        vehicle_make: 'Bajaj',
        vehicle_model: 'Pulsar 150',
        veh_reg_format: 'WP AB-1234',
        veh_reg_format_1: 'SP',
        veh_reg_format_2: 'QA',
        engine_no: 'DHZCFG12345',
      });
      expect(await stored(page)).toMatchObject({
        ...values,
        insurance_type: 'third-party',
        bank_name: 'ONLINE',
        inquiry_code: 'webonline',
      });
    });

    it('fills the form from a saved quote, whose types replace the path', async () => {
      const asked: string[] = [];
      const { page } = await open(`${CAR_PATH}?unq_hash=${motorcycle.unqHash}&promo=KAVACHA5`, width, (p) =>
        Promise.resolve(p.on('request', (request) => asked.push(request.url()))),
      );
      expect(pathOf(page)).toBe(
        `/motor/Motor-Cycle/third-party/Quotation?unq_hash=${motorcycle.unqHash}&promo=KAVACHA5`,
      );
      expect(await page.title()).toBe('Motorcycle | Third Party | Quotation');
      expect(asked.filter((url) => url.includes('/v2/quote/params'))).toHaveLength(1);
      await loaded(page, 'vehicle_model');
      expect(await field(page, 'vehicle_make').inputValue()).toBe('Bajaj');
      expect(await field(page, 'vehicle_model').inputValue()).toBe('Pulsar 150');
      expect(await field(page, 'purpose_of_use').inputValue()).toBe('Hiring');
      expect(await field(page, 'veh_reg_format_2').inputValue()).toBe('BFK');
      expect(await field(page, 'engine_no').inputValue()).toBe('DHZCFG12345');
      expect(await field(page, 'engine_capacity').inputValue()).toBe('149');
      // What is typed afterwards is the visitor's: a reload keeps it rather than the saved parameters.
      await field(page, 'engine_no').fill('NEWENGINE1');
      await page.reload();
      await page.locator('main form').waitFor();
      expect(await field(page, 'engine_no').inputValue()).toBe('NEWENGINE1');
      expect(asked.filter((url) => url.includes('/v2/quote/params'))).toHaveLength(1);
    });

    it('holds the form with a skeleton while a saved quote loads', async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = (page: Page) =>
        page.route('**/v2/quote/params*', (route) => held.then(() => route.continue()));
      const opened = await journey.open(`${CAR_PATH}?unq_hash=${motorcycle.unqHash}`, width, hold);
      const { page } = opened;
      await page
        .getByRole('status')
        .filter({ hasText: 'Loading your saved quote' })
        .waitFor({ state: 'attached' });
      expect(await page.locator('main form').count()).toBe(0);
      await checkPage(opened, `quotation-loading-${width}`);
      release();
      await page.locator('main form').waitFor();
      await page.waitForURL((url) => url.pathname === '/motor/Motor-Cycle/third-party/Quotation');
    });

    it('says so when the saved quote cannot be found, and keeps the form usable', async () => {
      const { page } = await open(`${CAR_PATH}?unq_hash=no-such-quote-hash-000000`, width);
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain(
        "We couldn't load your saved quote (Not found). Fill in the form below to get a new quote.",
      );
      expect(pathOf(page)).toBe(`${CAR_PATH}?unq_hash=no-such-quote-hash-000000`);
    });

    it('Clear resets the form and goes to the car form with the from-home flag, which ignores unq_hash', async () => {
      const { page } = await open(`/motor/Dual-Purpose/full-insurance/Quotation?promo=KAVACHA5`, width);
      await loaded(page, 'vehicle_make');
      await field(page, 'vehicle_make').selectOption('Toyota');
      await field(page, 'sum_insured').fill('4500000');
      await page.getByLabel('No', { exact: true }).check();
      await page.getByRole('button', { name: 'Clear' }).click();
      await page.waitForURL((url) => url.pathname === CAR_PATH);
      expect(pathOf(page)).toBe(`${CAR_PATH}?from=home`);
      await page.waitForFunction(() => document.title === 'Car / Jeep / SUV | Full Insurance | Quotation');
      expect(await field(page, 'vehicle_type').inputValue()).toBe('Car');
      expect(await field(page, 'vehicle_make').inputValue()).toBe('');
      expect(await field(page, 'sum_insured').inputValue()).toBe('');
      // Price-affecting answers start unselected (decision 031).
      expect(await page.getByLabel('Yes', { exact: true }).isChecked()).toBe(false);
      expect(await stored(page)).toMatchObject({
        vehicle_type: 'Car',
        vehicle_make: '',
        hire_purchase: '',
      });

      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.goto(`${origin}${CAR_PATH}?from=home&unq_hash=${motorcycle.unqHash}`);
      await page.locator('main form').waitFor();
      await loaded(page, 'vehicle_make');
      expect(pathOf(page)).toBe(`${CAR_PATH}?from=home&unq_hash=${motorcycle.unqHash}`);
      expect(asked.some((url) => url.includes('/v2/quote/params'))).toBe(false);
      expect(await field(page, 'vehicle_make').inputValue()).toBe('');
    });

    it('submits full insurance and goes to the Inquiry page with the answered promo and channel', async () => {
      const { page } = await open(`${CAR_PATH}?promo=nosuchcode`, width);
      await fillCar(page);
      await field(page, 'ncb').selectOption('0');
      const body = nextQuoteBody(page);
      await page.getByRole('button', { name: 'Submit' }).click();
      expect(await body).toMatchObject({
        cover_type: 'C',
        vehicle_make: 'Toyota',
        sum_insured: 6_500_000,
        ncb: '0',
        hire_purchase: 'YES',
        promo: 'nosuchcode',
        bank_name: 'ONLINE',
      });
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Inquiry');
      // Section 2.2: after a successful quote the page starts at the top. The URL changes a moment before
      // the new page renders, so wait for a field only the Inquiry page has.
      await field(page, 'cx_name').waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const query = new URL(page.url()).searchParams;
      expect(Object.fromEntries(query)).toEqual({
        unq_hash: expect.stringMatching(/^[\w-]{20,}$/),
        promo: 'no-promo',
        channel: 'Web-Motor',
      });
      expect((await stored(page)).unq_hash_code).toBe(query.get('unq_hash'));
      // The quote's notice (why the promo was not applied) is shown on the next page.
      const notice = page.getByRole('status').filter({ hasText: 'NOSUCHCODE' });
      expect(await notice.textContent()).toBe(
        'Promo code NOSUCHCODE is not available. Your quote uses our standard website prices.',
      );
    });

    it('keeps the FriMi customer for the inquiry, and falls back to Web-Motor when not found', async () => {
      const { page } = await open(
        `${CAR_PATH}?promo=FriMiLifeStyle?frimi-demo-0002-kavacha-lifestyle`,
        width,
      );
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('kavacha.partnerCustomer')))
        .toContain('Dilani Fernando');

      const missing = await open(`${CAR_PATH}?promo=FriMiLifeStyle?no-such-frimi-customer-000`, width);
      await banner(missing.page).waitFor();
      expect(await banner(missing.page).textContent()).toContain(
        'FriMi LifeStyle User Not Found. Your quote will be made without the FriMi offer.',
      );
      await fillCar(missing.page);
      const body = nextQuoteBody(missing.page);
      await missing.page.getByRole('button', { name: 'Submit' }).click();
      expect(await body).toMatchObject({ channel: 'Web-Motor', promo: 'no-promo' });
      await missing.page.waitForURL((url) => url.pathname.endsWith('/Inquiry'));
    });
  });
});
