import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#domain/money';
import { OTP_REFUSALS } from '#domain/otp';
import { NAME_MESSAGES } from '#domain/people/name';
import { renewalDateRange, today } from '#domain/dates';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';
import { CAR_PATH, banner, errorOf, field, fillCar, openForm, pathOf, refuseCalls } from './motor-form';
import type { Quote } from './motor-quotes';
import { byCode, quoteApi } from './motor-quotes';
import { fillContact, freshMobile, lastCode, verifyMobile } from './one-time-codes';

// Personal Information (motor section 2.5): the whole journey from the quotation form to the document
// uploader's URL, and on quotes made through the API: Get OTP only for valid contact details, a wrong
// code in the red alert, a known customer's details, NIC and date of birth, renewal, and the redirects.

const UPLOADER = /^\/user\/document\/uploader\/[\w-]{22,}\?app_code=ONLINE$/;

const accountPath = (quote: Quote, qotNumber: string, extra = '') =>
  `/account?unq_hash=${quote.unqHash}&qot_number=${qotNumber}${extra}`;
const getOtp = (page: Page) => page.getByRole('button', { name: 'Get OTP', exact: true });
const uploadDocument = (page: Page) => page.getByRole('button', { name: 'Upload Document', exact: true });
const otpAlert = (page: Page) => page.getByRole('alert').filter({ hasText: 'code' });

/** The body of the next call whose path ends with `path`. */
const nextBody = (page: Page, path: string): Promise<Record<string, unknown>> =>
  page
    .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path)
    .then((request) => request.postDataJSON());

async function fillDetails(page: Page) {
  await field(page, 'nic_number').fill('851234567V');
  await field(page, 'street_one').fill('Galle Road');
  await field(page, 'city').fill('Colombo');
}

describe('personal information', () => {
  const journey = useJourney();
  let origin: string;
  let car: Quote;
  let motorcycle: Quote;

  beforeAll(async () => {
    origin = journey.url();
    const api = await quoteApi(origin);
    [car, motorcycle] = await Promise.all([api.full(), api.thirdParty()]);
  });

  const openAccount = async (path: string, width: number, prepare?: (page: Page) => Promise<unknown>) =>
    openForm(journey.open(path, width, prepare));

  atEachWidth((width) => {
    it('goes from the quotation form through the premium list to the document uploader', async () => {
      const mobile = freshMobile();
      const opened = await openForm(journey.open(CAR_PATH, width));
      const { page } = opened;
      await fillCar(page);
      await page.getByRole('button', { name: 'Submit' }).click();

      // The inquiry page asks for contact details before the premiums are shown (section 2.2).
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Inquiry');
      await field(page, 'cx_name').waitFor();
      await field(page, 'cx_surname').selectOption('Dr');
      await field(page, 'cx_name').fill('Kamal Perera');
      await field(page, 'cx_mobile').fill(mobile);
      await field(page, 'cx_email').fill('kamal.perera@example.com');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'See your quotes' }).click();

      await page.waitForURL((url) => url.pathname.endsWith('/Premium-Comparison'));
      const buyNow = page.getByRole('link', { name: /^BUY NOW from / }).first();
      await buyNow.waitFor();
      const company = (await buyNow.textContent())!.replace('BUY NOW from ', '');
      await buyNow.evaluate((link) => link.scrollIntoView({ block: 'center' }));
      await buyNow.click();

      await page.waitForURL((url) => url.pathname === '/account');
      await field(page, 'name_initials').waitFor();
      expect(await page.title()).toBe('Personal Information');
      const query = new URL(page.url()).searchParams;
      expect(query.get('qot_number')).toMatch(/^MQ\d+-\w+$/);
      const steps = page.getByRole('navigation', { name: 'Purchase steps' });
      expect(await steps.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining('Quotation'),
        expect.stringContaining('Personal Information'),
        expect.stringContaining('Documents'),
        expect.stringContaining('Payment'),
        expect.stringContaining('Vehicle details'),
        expect.stringContaining('Complete'),
      ]);
      expect(await steps.locator('[aria-current="step"]').textContent()).toBe('Personal Information');
      const chosen = page.getByRole('region', { name: 'Your quotation' });
      await chosen.getByRole('img', { name: company }).waitFor();
      expect(await chosen.innerText()).toMatch(/Rs\. \d{1,3}(,\d{3})*\.\d{2}/);

      // The inquiry's contact details start the form; the number is typed after the fixed 94.
      expect(await field(page, 'title').inputValue()).toBe('Dr');
      expect(await field(page, 'name_initials').inputValue()).toBe('Kamal Perera');
      expect(await field(page, 'mobile_number').inputValue()).toBe(mobile);
      expect(await field(page, 'email').inputValue()).toBe('kamal.perera@example.com');
      await checkPage({ ...opened, page }, `account-${width}`);

      await getOtp(page).click();
      await page
        .getByRole('status')
        .filter({ hasText: `+94${mobile}` })
        .waitFor();
      expect(await page.getByText(/You can ask for a new code in \d:\d\d/).isVisible()).toBe(true);
      expect(await field(page, 'mobile_number').getAttribute('readonly')).not.toBeNull();
      await field(page, 'otp_code').fill(await lastCode(origin, mobile));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByText('We don’t have your details yet', { exact: false }).waitFor();
      expect(await page.getByText('Mobile number verified').isVisible()).toBe(true);

      // Section 2.5: a NIC fills the date of birth.
      await fillDetails(page);
      await expect.poll(() => field(page, 'date_of_birth').inputValue()).toBe('1985-05-02');
      expect(await field(page, 'passport_number').count()).toBe(0);
      await checkPage({ ...opened, page }, `account-verified-${width}`);

      const bought = nextBody(page, '/v2/quote/buy');
      await uploadDocument(page).click();
      expect(await bought).toMatchObject({
        unq_hash: query.get('unq_hash'),
        quote_number: query.get('qot_number'),
        customer_id: expect.any(Number),
        cover_type: 'C',
        is_promo: '1',
        mobile_number: mobile,
        nic_number: '851234567V',
        date_of_birth: '1985-05-02',
        payment_type: 'FP',
        payment_media: 'ONLINE',
        ins_main_cat: 'MOTOR',
        ins_sub_cat: 'Car',
      });
      await page.waitForURL((url) => url.pathname.startsWith('/user/document/uploader/'));
      expect(pathOf(page)).toMatch(UPLOADER);
      // The tab forgets the personal details and the token once bought.
      expect(await page.evaluate(() => sessionStorage.getItem('kavacha.personalInfo'))).toBeNull();
    });

    it('allows Get OTP only once the contact details are valid', async () => {
      const opened = await openAccount(accountPath(car, car.quotations[0]!.qot_number), width);
      const { page } = opened;
      expect(await field(page, 'title').inputValue()).toBe('Mr');
      await expect.poll(() => getOtp(page).isDisabled()).toBe(true);
      await field(page, 'name_initials').fill('K A Perera');
      await field(page, 'mobile_number').fill('77123');
      await field(page, 'mobile_number').blur();
      await expect.poll(() => errorOf(page, 'mobile_number')).toBe('Mobile number must have 9 numbers');
      await field(page, 'email').fill('kamal@');
      await field(page, 'email').blur();
      await expect.poll(() => errorOf(page, 'email')).toBe('Email is not valid');
      expect(await getOtp(page).isDisabled()).toBe(true);
      await checkPage(opened, `account-contact-errors-${width}`);

      // A number pasted the way people write it is read as its 9 digits; a name the Sri Lankan way passes.
      await field(page, 'mobile_number').fill('+94 77 123 4567');
      await field(page, 'mobile_number').blur();
      expect(await field(page, 'mobile_number').inputValue()).toBe('771234567');
      await field(page, 'email').fill('kamal@example.com');
      await field(page, 'name_initials').fill('K. A. Perera');
      await expect.poll(() => getOtp(page).isDisabled()).toBe(false);
      expect(await page.getByText('12/100').isVisible()).toBe(true);
      await field(page, 'name_initials').fill('Perera1');
      await field(page, 'name_initials').blur();
      await expect.poll(() => errorOf(page, 'name_initials')).toBe(NAME_MESSAGES.personalInfo);
      expect(await getOtp(page).isDisabled()).toBe(true);
      await field(page, 'name_initials').fill('K. A. Perera');
      await expect.poll(() => getOtp(page).isDisabled()).toBe(false);
      await checkPage(opened, `account-contact-name-${width}`);
    });

    it('shows a wrong code in the red alert, and a new code after Change number', async () => {
      const mobile = freshMobile();
      const opened = await openAccount(accountPath(car, byCode(car, 'HNBG').qot_number), width);
      const { page } = opened;
      await fillContact(page, mobile);
      await getOtp(page).click();
      await field(page, 'otp_code').waitFor();
      const code = await lastCode(origin, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      await field(page, 'otp_code').fill(wrong);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await otpAlert(page).waitFor();
      expect(await otpAlert(page).textContent()).toBe(OTP_REFUSALS.wrongCode(4));
      expect(await field(page, 'otp_code').inputValue()).toBe(wrong);
      await checkPage(opened, `account-wrong-code-${width}`);

      // Too short a code is the form's own error, under the box.
      await field(page, 'otp_code').fill('123');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expect.poll(() => errorOf(page, 'otp_code')).toBe('OTP code length is not valid');

      await page.getByRole('button', { name: 'Change number' }).click();
      expect(await field(page, 'mobile_number').getAttribute('readonly')).toBeNull();
      expect(await field(page, 'otp_code').count()).toBe(0);
      await expect
        .poll(() => field(page, 'mobile_number').evaluate((box) => box === document.activeElement))
        .toBe(true);
    });

    it("fills a known customer's details, shows renewal fields, and checks the renewal date", async () => {
      const mobile = freshMobile();
      const hnbg = byCode(car, 'HNBG');
      const opened = await openAccount(accountPath(car, hnbg.qot_number), width);
      const { page } = opened;
      // The promotion's price 'FOR {promotion_status}' beside the struck total.
      const chosen = page.getByRole('region', { name: 'Your quotation' });
      await chosen.locator('s').waitFor();
      expect(await chosen.locator('s').textContent()).toBe(formatRupees(hnbg.total_premium!));
      expect(await chosen.innerText()).toContain(formatRupees(hnbg.disc_total_premium!));
      expect(await chosen.innerText()).toContain(`FOR ${hnbg.promotion_status}`);

      await fillContact(page, mobile);
      await verifyMobile(page, origin, mobile);
      await fillDetails(page);
      await page.getByLabel('Renewal', { exact: true }).check();
      await page.locator('main select[name="existing_insurer"]:not([disabled])').waitFor();
      const insurers = await field(page, 'existing_insurer')
        .locator('option')
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      expect(insurers.length).toBeGreaterThan(3);
      expect(insurers.slice(1).every((id) => /^\d+$/.test(id))).toBe(true);
      const range = renewalDateRange();
      expect(await field(page, 'renwal_date').getAttribute('min')).toBe(range.min);
      expect(await field(page, 'renwal_date').getAttribute('max')).toBe(range.max);

      await uploadDocument(page).click();
      await expect.poll(() => errorOf(page, 'existing_insurer')).toBe('required');
      expect(await errorOf(page, 'renwal_date')).toBe('required');
      await field(page, 'existing_insurer').selectOption(insurers[1]!);
      await field(page, 'renwal_date').fill(today());
      await uploadDocument(page).click();
      await expect.poll(() => errorOf(page, 'renwal_date')).toBe('Enter a future date');
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain('Enter a future date as Renewal Date.');
      await checkPage(opened, `account-renewal-${width}`);

      await page.getByLabel('New policy', { exact: true }).check();
      expect(await field(page, 'existing_insurer').count()).toBe(0);
      expect(await field(page, 'renwal_date').count()).toBe(0);
    });

    it('sends to the car quotation form without a quote or a quotation', async () => {
      const { page } = await journey.open(`/account?qot_number=${car.quotations[0]!.qot_number}`, width);
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
      const noNumber = await journey.open(`/account?unq_hash=${car.unqHash}`, width);
      await noNumber.page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
    });
  });

  it('offers Resend after the countdown, and verifies with the new code, by keyboard', async () => {
    const mobile = freshMobile();
    const installClock = (page: Page) => page.clock.install();
    const { page } = await openAccount(accountPath(car, car.quotations[0]!.qot_number), 1280, installClock);
    await fillContact(page, mobile);
    // Enter in a field presses the step's button: Get OTP here.
    await field(page, 'email').press('Enter');
    await field(page, 'otp_code').waitFor();
    const first = await lastCode(origin, mobile);
    expect(await page.getByText('You can ask for a new code in 0:30').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Resend', exact: true }).count()).toBe(0);

    await page.clock.runFor(31_000);
    const resent = nextBody(page, '/otp-auth-api/v2/otp/generate');
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    expect(await resent).toMatchObject({ mobile_number: mobile, is_resend: '1', otp_media: 'SMS' });
    await expect
      .poll(() => field(page, 'otp_code').evaluate((box) => box === document.activeElement))
      .toBe(true);
    await expect.poll(() => lastCode(origin, mobile)).not.toBe(first);
    await page.keyboard.type(await lastCode(origin, mobile));
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(
      await page
        .getByRole('heading', { name: 'Your details' })
        .evaluate((heading) => heading === document.activeElement),
    ).toBe(true);
  });

  it('says so for a quotation that is not part of the quote, with the way back', async () => {
    const opened = await journey.open(accountPath(car, 'MQ9999999-NOPE'), 360);
    const { page } = opened;
    const alert = page.getByRole('alert').filter({ hasText: 'MQ9999999-NOPE' });
    await alert.waitFor();
    expect(await alert.getByRole('link', { name: 'Back to Premium Comparison' }).getAttribute('href')).toBe(
      `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${car.unqHash}`,
    );
    await checkPage(opened, 'account-unknown-quotation-360');
  });

  it('buys third party on /v3/quote/buy, and a returning customer is updated, not registered', async () => {
    const mobile = freshMobile();
    const item = motorcycle.quotations.find((quotation) => quotation.total_premium !== null)!;
    const path = accountPath(motorcycle, item.qot_number, '&channel=Web-Motor&promo=no-promo');
    const first = await openAccount(path, 1280);
    await fillContact(first.page, mobile);
    await verifyMobile(first.page, origin, mobile);
    await fillDetails(first.page);
    // Kept through a reload, the verification too (the tab's session).
    await first.page.reload();
    await field(first.page, 'city').waitFor();
    expect(await field(first.page, 'city').inputValue()).toBe('Colombo');
    const bought = nextBody(first.page, '/v3/quote/buy');
    await uploadDocument(first.page).click();
    expect(await bought).toMatchObject({ cover_type: 'T', is_promo: '0', ins_sub_cat: 'Motor-Cycle' });
    await first.page.waitForURL((url) => url.pathname.startsWith('/user/document/uploader/'));
    expect(pathOf(first.page)).toMatch(UPLOADER);

    // Another tab, the same customer: the lookup fills the details, and Upload Document updates them.
    const again = await openAccount(path, 1280);
    const { page } = again;
    await fillContact(page, mobile);
    await verifyMobile(page, origin, mobile);
    await page.getByText('Welcome back!', { exact: false }).waitFor();
    await expect.poll(() => field(page, 'city').inputValue()).toBe('Colombo');
    expect(await field(page, 'street_one').inputValue()).toBe('Galle Road');
    expect(await field(page, 'nic_number').inputValue()).toBe('851234567V');
    await screenshot(page, 'account-returning-1280');
    const registered: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/consumer-api/v3/register')) registered.push(request.url());
    });
    const updated = nextBody(page, '/consumer-api/v3/update');
    await uploadDocument(page).click();
    expect(await updated).toMatchObject({ customer_id: expect.any(Number), city: 'Colombo' });
    await page.waitForURL((url) => url.pathname.startsWith('/user/document/uploader/'));
    expect(registered).toEqual([]);
  });

  it("keeps what was typed when the purchase is refused, with the server's messages", async () => {
    const mobile = freshMobile();
    const opened = await openAccount(accountPath(car, car.quotations[0]!.qot_number), 360);
    const { page } = opened;
    await fillContact(page, mobile);
    await verifyMobile(page, origin, mobile);
    await fillDetails(page);

    await refuseCalls(page, '**/v2/quote/buy', { fieldErrors: { street_one: ['Street is too long'] } });
    await uploadDocument(page).click();
    await expect.poll(() => errorOf(page, 'street_one')).toBe('Street is too long');
    expect(await banner(page).textContent()).toContain('Some details need correcting');
    expect(await field(page, 'city').inputValue()).toBe('Colombo');

    await page.unroute('**/v2/quote/buy');
    const expired =
      "This quotation was valid until 2026-01-01. Please refresh your quote to see today's premiums.";
    await refuseCalls(page, '**/v2/quote/buy', { httpStatus: 409, message: expired });
    await uploadDocument(page).click();
    await expect
      .poll(async () => (await banner(page).count()) && banner(page).textContent())
      .toContain(expired);
    expect(await page.getByRole('link', { name: 'Refresh your quote' }).getAttribute('href')).toBe(
      `/motor/Car/full-insurance/Quotation?unq_hash=${car.unqHash}`,
    );
    expect(await page.getByRole('link', { name: 'Back to Premium Comparison' }).count()).toBe(1);
    expect(await field(page, 'nic_number').inputValue()).toBe('851234567V');
    expect(pathOf(page)).toMatch(/^\/account\?/);
    await checkPage(opened, 'account-refused-360');
  });
});
