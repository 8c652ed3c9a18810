import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import type { Locale } from '#domain/i18n';
import { expect } from 'vitest';
import { yearsFromToday } from '#domain/dates';
import { formatRupees } from '#domain/money';
import { COVER_NOTE_FILE_PREFIX } from '#domain/motor/cover-note';
import { pdfText } from '#server/testing/pdf-text';
import type { OpenedPage } from '../support/browser';
import { escapeRegExp, patternOf } from '../support/say';
import { checkPage } from './journey';
import { chooseLanguage, journeyLocale, say } from './journey-language';
import type { useJourney } from './journey';
import { CAR_PATH, field, fillCar, loaded, openForm } from './motor-form';
import { freshMobile, verifyMobile } from './one-time-codes';
import {
  NIC_BACK,
  NIC_FRONT,
  REGISTRATION,
  nicBackPng,
  nicFrontPdf,
  declareAnswers,
  payWith,
  premiumOf,
  registrationPng,
  submitButton,
  upload,
  waitForTiles,
} from './purchase-pages';

// The motor journey end to end in the browser, as a customer makes it: the quotation form, the inquiry,
// the premium list and Compare Now, BUY NOW, the one-time code, the three documents, a test card, then
// the proposal form, Save Details, the result page's Download Cover Note and the cover note's own check.

export const CUSTOMER = { name: 'Kamal Perera', email: 'kamal.perera@example.com' };
/** The plate the journey types on the proposal form, and the number it makes. */
export const PLATE = { parts: ['WP', 'cab', '1234'], number: 'WP-CAB-1234' } as const;

const saveDetails = (page: Page) => page.getByRole('button', { name: say('Save Details'), exact: true });

/** How the journey reads a one-time code and pays: by default the demo's outbox and its sandbox card page. */
export interface BuyingWays {
  readCode?: (mobile: string) => Promise<string>;
  /** From the documents page once submitted, until the gateway sends the customer back. */
  pay?: (page: Page, amount: number) => Promise<void>;
  /** Buys a renewal of a policy ending that day (yyyy-mm-dd) instead of a new policy. */
  renewalDate?: string;
  /** Chooses this language on the quotation form first (the journey's `say` must speak it). */
  locale?: Locale;
  /** Checks each page on the way (axe, no sideways scroll, no errors) and screenshots it. */
  checkEach?: boolean;
}

const payBySandboxCard = async (page: Page, amount: number) => {
  await field(page, 'card_number').waitFor();
  await payWith(page, '4242 4242 4242 4242', amount);
};

/** From the quotation form to the proposal page of a paid car: the page, the mobile and the amount paid. */
export async function buyCarInBrowser(
  journey: ReturnType<typeof useJourney>,
  width: number,
  { readCode, pay = payBySandboxCard, renewalDate, locale, checkEach = false }: BuyingWays = {},
) {
  const origin = journey.url();
  const mobile = freshMobile();
  const opened = await openForm(journey.open(CAR_PATH, width));
  const { page } = opened;
  const check = async (name: string) => {
    if (checkEach) await checkPage(opened, `${name}-${journeyLocale()}-${width}`);
  };
  if (locale) await chooseLanguage(page, locale);
  await fillCar(page);
  await check('quotation-form');
  await page.getByRole('button', { name: say('Submit') }).click();

  await field(page, 'cx_name').waitFor();
  await field(page, 'cx_name').fill(CUSTOMER.name);
  await field(page, 'cx_mobile').fill(mobile);
  await field(page, 'cx_email').fill(CUSTOMER.email);
  await check('inquiry');
  await page.getByRole('button', { name: say('Submit') }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: say('See your quotes') })
    .click();

  // Two quotes compared, then bought from the comparison table.
  const boxes = page.getByRole('checkbox', {
    name: patternOf(say, 'Compare<0> {companyName}</0>', { companyName: null }),
  });
  await boxes.first().waitFor();
  for (const box of [boxes.nth(0), boxes.nth(1)]) {
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await box.check();
  }
  await check('premium-list');
  const compareNow = `${say('Compare Now')} ${say('({count} selected)', { count: 2 })}`;
  await page.getByRole('link', { name: compareNow }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/Cover-Comparison'));
  await page.getByRole('table').waitFor();
  await check('comparison');
  const comparison = page.url();
  await buyFromComparison(page, origin, mobile, readCode);
  if (renewalDate !== undefined) {
    await page.getByLabel(say('Renewal'), { exact: true }).check();
    await page.locator('main select[name="existing_insurer"]:not([disabled]) option:nth-child(2)').waitFor({
      state: 'attached',
    });
    await field(page, 'existing_insurer').selectOption({ index: 1 });
    await field(page, 'renwal_date').fill(renewalDate);
  }
  await check('personal-information');
  await page.getByRole('button', { name: say('Upload Document'), exact: true }).click();

  await page.waitForURL((url) => url.pathname.startsWith('/user/document/uploader/'));
  await waitForTiles(page);
  const amount = await premiumOf(page);
  await upload(page, REGISTRATION, registrationPng);
  await upload(page, NIC_FRONT, nicFrontPdf);
  await upload(page, NIC_BACK, nicBackPng);
  await check('uploader');
  await submitButton(page).click();
  await declareAnswers(page, checkEach ? () => check('declaration') : undefined);

  await pay(page, amount);
  await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
  await saveDetails(page).waitFor();
  return { opened, mobile, amount, comparison };
}

/** On the comparison table: BUY NOW of the first quotation, the one-time code and the personal form. */
export async function buyFromComparison(
  page: Page,
  origin: string,
  mobile: string,
  readCode?: (mobile: string) => Promise<string>,
) {
  await page.getByRole('table').waitFor();
  await page
    .getByRole('link', { name: new RegExp(`^${escapeRegExp(say('BUY NOW'))} `) })
    .first()
    .click();

  await page.waitForURL((url) => url.pathname === '/account');
  await field(page, 'name_initials').waitFor();
  await verifyMobile(page, origin, mobile, readCode);
  await field(page, 'nic_number').fill('851234567V');
  await field(page, 'street_one').fill('Galle Road');
  await field(page, 'city').fill('Colombo');
}

/** Fills the proposal form of a registered, leased car as its papers say. */
export async function fillLeasedCar(page: Page) {
  const [province, letters, digits] = PLATE.parts;
  await field(page, 'veh_reg_format_1').selectOption(province);
  await field(page, 'veh_reg_format_2').fill(letters);
  await field(page, 'veh_reg_format_3').fill(digits);
  await field(page, 'engine_no').fill('2NZ-1234567');
  await field(page, 'chassis_no').fill('NZE141-1234567');
  await loaded(page, 'financial_company');
  await field(page, 'financial_company').selectOption({ index: 1 });
  await field(page, 'financial_company_branch').fill('Colombo Fort');
  await field(page, 'lease_exp_date').fill(yearsFromToday(3));
}

/** A PDF's bytes read as text. */
export const textOf = async (pdf: Uint8Array) => (await pdfText(pdf)).text;

/** The cover note's number and its verification address, as the PDF prints them under the QR code. */
export function verifyLinkOf(text: string, origin: string) {
  const link = text.match(/https?:\/\/\S+\/verify\/CN-\d{4}-[0-9A-Z]{8}/)?.[0];
  expect(link, 'the verification link under the QR code').toBeDefined();
  expect(new URL(link!).origin).toBe(origin);
  return { link: link!, number: link!.split('/').pop()! };
}

/**
 * On the proposal page of a paid car: fills the form, Save Details, the result page, Download Cover
 * Note (its text: the customer, the plate, the premium), then the check its QR code links to: In force.
 */
export async function saveAndDownload(opened: OpenedPage, origin: string, amount: number, width: number) {
  const { page } = opened;
  await fillLeasedCar(page);
  await checkPage(opened, `proposal-form-${journeyLocale()}-${width}`);
  await saveDetails(page).click();

  await page.waitForURL((url) => url.pathname.startsWith('/payment/'));
  const query = new URL(page.url()).searchParams;
  expect(query.get('title')).toBe('completed');
  expect(query.get('status')).toBe('success');
  expect(query.get('buttonText')).toBe('Download Cover Note');
  const fileUrl = new URL(query.get('dynamicLink')!);
  expect(fileUrl.origin).toBe(origin);
  expect(fileUrl.pathname.startsWith(COVER_NOTE_FILE_PREFIX)).toBe(true);
  await page
    .getByText(
      patternOf(
        say,
        'Your cover note {coverNoteNo} is ready and has been e-mailed to {email}, with a link by SMS.',
        { coverNoteNo: null, email: CUSTOMER.email },
      ),
    )
    .waitFor();
  const button = page.getByRole('link', { name: say('Download Cover Note') });
  expect(await button.getAttribute('download')).not.toBeNull();
  await checkPage(opened, `cover-note-result-${journeyLocale()}-${width}`);

  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^cover-note-CN-\d{4}-[0-9A-Z]{8}\.pdf$/);
  const text = await textOf(await readFile((await download.path())!));
  expect(text).toContain(CUSTOMER.name);
  expect(text).toContain(PLATE.number);
  expect(text).toContain(formatRupees(amount));
  const verify = verifyLinkOf(text, origin);
  expect(download.suggestedFilename()).toBe(`cover-note-${verify.number}.pdf`);

  await page.goto(verify.link);
  await page.getByRole('heading', { name: say('In force') }).waitFor();
  const card = await page.getByRole('main').innerText();
  expect(card).toContain(verify.number);
  expect(card).toContain(PLATE.number);
  expect(card).not.toContain(CUSTOMER.name);
  await checkPage(opened, `verify-in-force-${journeyLocale()}-${width}`);
  return { fileUrl: fileUrl.href, pdf: text, coverNoteNo: verify.number };
}
