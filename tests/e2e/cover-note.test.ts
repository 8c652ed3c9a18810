import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEASE_EXPIRY_MESSAGES, yearsFromToday } from '#domain/dates';
import { COVER_NOTE_MESSAGES } from '#domain/motor/cover-note';
import type { CoverVerification } from '#domain/motor/proposal-calls';
import { proposalPath } from '#domain/motor/purchase-paths';
import type { TestSmtpServer } from '#server/testing/smtp';
import { smtpSettings, startSmtpServer } from '#server/testing/smtp';
import {
  CUSTOMER,
  PLATE,
  buyCarInBrowser,
  buyFromComparison,
  fillLeasedCar,
  saveAndDownload,
  textOf,
} from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { banner, errorOf, field, refuseCalls } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';
import { ALL_FILES } from './purchase-pages';
import { purchaseApi } from './purchases';

// The proposal page and the cover note (motor sections 2.6 and 2.7): the whole journey in the browser
// to a downloaded cover note and its public check, the form's rules and refusals on purchases made
// through the API, the issued cover note on a return visit, and the e-mail over a real SMTP server.

const saveDetails = (page: Page) => page.getByRole('button', { name: 'Save Details', exact: true });
const formOpen = (page: Page) => saveDetails(page).waitFor();

describe('proposal and cover note', () => {
  // The tests buy and pay through the API as well as the pages: more writes than one visitor's.
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });
  let origin: string;
  let api: Awaited<ReturnType<typeof purchaseApi>>;
  let leasedCar: Quote;
  let motorcycle: Quote;
  let newCar: Quote;

  beforeAll(async () => {
    origin = journey.url();
    const quotes = await quoteApi(origin);
    [api, leasedCar, motorcycle, newCar] = await Promise.all([
      purchaseApi(origin),
      quotes.full({ hire_purchase: 'YES' }),
      quotes.thirdParty({ veh_reg_format: '10-SRI-1234', veh_reg_format_2: '12', veh_reg_format_3: '3456' }),
      quotes.full({ is_registered: 'U' }),
    ]);
  });

  it('goes from the quotation form to a downloaded cover note that its QR link shows In force', async () => {
    const { opened, amount, mobile, comparison } = await buyCarInBrowser(journey, 1280);
    const reqKey = new URL(opened.page.url()).pathname.split('/').pop()!;
    const { coverNoteNo } = await saveAndDownload(opened, origin, amount, 1280);

    // Back on the proposal, the cover note stands where the form was.
    const { page } = opened;
    await page.goto(`${origin}${proposalPath(reqKey)}`);
    const issued = page.getByRole('region', { name: 'Cover note issued' });
    await issued.waitFor();
    expect(await issued.innerText()).toContain(coverNoteNo);
    expect(await issued.innerText()).toContain(CUSTOMER.email);
    expect(await saveDetails(page).count()).toBe(0);
    const download = issued.getByRole('link', { name: 'Download Cover Note' });
    expect(await download.getAttribute('download')).not.toBeNull();
    const pdf = await page.request.get(new URL((await download.getAttribute('href'))!, origin).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await checkPage(opened, 'proposal-issued-1280');

    // BUY NOW of the paid quotation again: the server answers where the buyer is, the cover note.
    await page.goto(comparison);
    await buyFromComparison(page, origin, mobile);
    await page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await page.waitForURL((url) => url.pathname === proposalPath(reqKey));
    await page.getByRole('region', { name: 'Cover note issued' }).getByText(coverNoteNo).waitFor();
  }, 150_000);

  it('checks each field once left, keeps what was typed through errors and a reload, works by keyboard', async () => {
    const reqKey = await api.paidProposal(leasedCar, ALL_FILES);
    const opened = await journey.open(proposalPath(reqKey), 360);
    const { page } = opened;
    await formOpen(page);
    // Every input carries its spec name; the quotation's answers travel hidden.
    expect(await field(page, 'is_registered').inputValue()).toBe('R');
    expect(await field(page, 'is_leasing').inputValue()).toBe('1');
    expect(await field(page, 'veh_reg_format').inputValue()).toBe('WP ABC-1234');

    await field(page, 'engine_no').fill('ab');
    await field(page, 'engine_no').blur();
    await expect.poll(() => errorOf(page, 'engine_no')).toBe('enter minimum 3 characters');
    expect(await errorOf(page, 'chassis_no')).toBeNull();
    await saveDetails(page).click();
    await expect.poll(() => errorOf(page, 'chassis_no')).toBe('required');
    for (const name of ['veh_reg_format_1', 'veh_reg_format_2', 'veh_reg_format_3', 'financial_company'])
      expect(await errorOf(page, name), name).not.toBeNull();
    await field(page, 'lease_exp_date').fill('2001-01-01');
    await field(page, 'lease_exp_date').blur();
    await expect.poll(() => errorOf(page, 'lease_exp_date')).toBe(LEASE_EXPIRY_MESSAGES.past);
    await checkPage(opened, 'proposal-form-errors-360');

    // Typed, then a reload: nothing is lost.
    await fillLeasedCar(page);
    await page.reload();
    await formOpen(page);
    expect(await field(page, 'veh_reg_format_2').inputValue()).toBe(PLATE.parts[1]);
    expect(await field(page, 'financial_company_branch').inputValue()).toBe('Colombo Fort');
    expect(await field(page, 'lease_exp_date').inputValue()).toBe(yearsFromToday(3));

    // The server's field errors go under their inputs and win; the banner names an answer without one.
    await refuseCalls(page, '**/v2/cover-note/gen', {
      fieldErrors: {
        financial_company: [COVER_NOTE_MESSAGES.leasingCompany],
        is_leasing: [COVER_NOTE_MESSAGES.quoteMismatch],
      },
    });
    await saveDetails(page).click();
    await expect.poll(() => errorOf(page, 'financial_company')).toBe(COVER_NOTE_MESSAGES.leasingCompany);
    expect(await banner(page).textContent()).toContain(
      `Leased or not (from your quotation): ${COVER_NOTE_MESSAGES.quoteMismatch}`,
    );
    expect(await field(page, 'engine_no').inputValue()).toBe('2NZ-1234567');
    await checkPage(opened, 'proposal-server-errors-360');

    // A refusal without fields is said in the banner; the form stays as typed.
    await page.unroute('**/v2/cover-note/gen');
    await refuseCalls(page, '**/v2/cover-note/gen', {
      httpStatus: 409,
      message: COVER_NOTE_MESSAGES.alreadyIssued,
    });
    await saveDetails(page).click();
    await expect.poll(() => banner(page).textContent()).toContain(COVER_NOTE_MESSAGES.alreadyIssued);
    expect(await field(page, 'chassis_no').inputValue()).toBe('NZE141-1234567');

    // By keyboard: from the branch, Tab goes through the lease date's parts to Save Details, which
    // shows its focus; Enter saves.
    await page.unroute('**/v2/cover-note/gen');
    await field(page, 'financial_company_branch').focus();
    const focusedSave = () => saveDetails(page).evaluate((button) => button === document.activeElement);
    // Counted presses, not a time limit: a loaded machine is slow, not wrong.
    for (let presses = 0; presses < 8 && !(await focusedSave()); presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focusedSave()).toBe(true);
    expect(await saveDetails(page).evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === `/payment/${reqKey}`);
  }, 90_000);

  it("fills a returning customer's earlier details with a note, editable, and saves only on Save Details", async () => {
    const reqKey = await api.paidProposal(leasedCar, ALL_FILES);
    // The earlier proposal of this customer's car, as the server suggests it for a returning customer
    // (the suggestion itself is tested in proposal-suggestions.api.test.ts).
    const suggested = {
      policy_from: '2025-12-13',
      veh_reg_format: 'WP ABC-1234',
      veh_registration_no: 'WP-CAB-1234',
      engine_no: '2NZ-7654321',
      chassis_no: 'NZE141-7654321',
      financial_company: 'LOLC Finance',
      financial_company_branch: 'Kandy',
      lease_exp_date: yearsFromToday(2),
    };
    const saves: string[] = [];
    const opened = await journey.open(proposalPath(reqKey), 360, async (page) => {
      page.on('request', (request) => {
        if (request.url().includes('/v2/cover-note/gen')) saves.push(request.url());
      });
      await page.route('**/v3/proposal/load?*', async (route) => {
        const json = await (await route.fetch()).json();
        await route.fulfill({ json: { ...json, data: { ...json.data, suggested } } });
      });
    });
    const { page } = opened;
    await formOpen(page);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Filled in from' }).textContent())
      .toBe('Filled in from your policy of 2025-12-13: check they are still right.');
    expect(await field(page, 'veh_reg_format_2').inputValue()).toBe('CAB');
    expect(await field(page, 'chassis_no').inputValue()).toBe('NZE141-7654321');
    expect(await field(page, 'financial_company_branch').inputValue()).toBe('Kandy');
    expect(await field(page, 'lease_exp_date').inputValue()).toBe(suggested.lease_exp_date);
    await checkPage(opened, 'proposal-prefilled-360');

    await field(page, 'engine_no').fill('2NZ-1112223');
    expect(saves).toEqual([]);
    await saveDetails(page).click();
    await page.waitForURL((url) => url.pathname === `/payment/${reqKey}`);
    expect(saves).toHaveLength(1);
  }, 90_000);

  it("lays a third-party proposal out in its quote's format, and asks no plate of a new car", async () => {
    const reqKey = await api.paidProposal(motorcycle, ALL_FILES);
    const opened = await journey.open(proposalPath(reqKey), 1280);
    const { page } = opened;
    await formOpen(page);
    expect(await field(page, 'veh_reg_format').inputValue()).toBe('10-SRI-1234');
    expect(await field(page, 'veh_reg_format_1').count()).toBe(0);
    expect(await field(page, 'veh_reg_format_2').inputValue()).toBe('12');
    expect(await field(page, 'veh_reg_format_3').inputValue()).toBe('3456');
    expect(await field(page, 'engine_no').inputValue()).toBe('DHZCFG12345');
    expect(await page.getByRole('main').innerText()).toContain('12-SRI-3456');
    // Not leased: no leasing company is asked for.
    expect(await field(page, 'financial_company').count()).toBe(0);
    await checkPage(opened, 'proposal-third-party-1280');
    await saveDetails(page).click();
    await page.waitForURL((url) => url.pathname === `/payment/${reqKey}`);

    const unregistered = await api.paidProposal(newCar, ALL_FILES);
    const second = await journey.open(proposalPath(unregistered), 360);
    await formOpen(second.page);
    expect(await field(second.page, 'is_registered').inputValue()).toBe('U');
    expect(await field(second.page, 'veh_reg_format').count()).toBe(0);
    await checkPage(second, 'proposal-unregistered-360');
    await field(second.page, 'engine_no').fill('1NZ7654321');
    await field(second.page, 'chassis_no').fill('NZE1417654321');
    await saveDetails(second.page).click();
    await second.page.waitForURL((url) => url.pathname === `/payment/${unregistered}`);
    await second.page.getByRole('link', { name: 'Download Cover Note' }).waitFor();
  }, 90_000);

  it('says Not found on the verification page for a number never issued, or not a number at all', async () => {
    const unknown = await journey.open('/verify/CN-2026-ZZZZZZZZ', 360);
    await unknown.page.getByRole('alert').filter({ hasText: 'We have no cover note numbered' }).waitFor();
    expect(await unknown.page.title()).toBe('Verify a cover note | Kavacha');
    await checkPage(unknown, 'verify-not-found-360');

    const calls: string[] = [];
    const malformed = await journey.open('/verify/not-a-number', 1280, async (page) =>
      page.on('request', (request) => {
        if (request.url().includes('/v3/cover-note/verify')) calls.push(request.url());
      }),
    );
    await malformed.page.getByRole('alert').filter({ hasText: 'NOT-A-NUMBER' }).waitFor();
    expect(calls).toEqual([]);
  });

  it('offers a box for the number at /verify without one, and checks what is typed', async () => {
    const opened = await journey.open('/verify', 360);
    const { page } = opened;
    const box = page.getByRole('textbox', { name: 'Cover note number' });
    await box.waitFor();
    await checkPage(opened, 'verify-box-360');
    await box.fill(' cn-2026-zzzzzzzz ');
    await page.getByRole('button', { name: 'Check cover note' }).click();
    await page.waitForURL((url) => url.pathname === '/verify/CN-2026-ZZZZZZZZ');
    await page.getByRole('alert').filter({ hasText: 'We have no cover note numbered' }).waitFor();
  });

  it.each([
    ['expired', 'its period of cover has ended'],
    ['cancelled', 'has been cancelled: the vehicle is not covered by it'],
  ] as const)(
    "says Not in force (%s), in words and not by colour alone, with only a roadside check's facts",
    async (reason, line) => {
      const notInForce: CoverVerification = {
        cover_note_no: 'CN-2024-7K3M9Q2X',
        status: 'not_in_force',
        reason,
        period_from: '2024-03-01',
        period_from_time: '14:07',
        period_to: '2025-02-28',
        period_to_time: '23:59',
        registration_no: null,
        insurer: 'HNB General Insurance',
        type_of_cover: 'Third Party',
      };
      const opened = await journey.open(`/verify/${notInForce.cover_note_no.toLowerCase()}`, 1280, (page) =>
        page.route('**/v3/cover-note/verify?*', (route) =>
          route.fulfill({ json: { status: 200, success: true, data: notInForce, error: null } }),
        ),
      );
      await opened.page.getByRole('heading', { name: 'Not in force' }).waitFor();
      const text = await opened.page.getByRole('main').innerText();
      expect(text).toContain(line);
      expect(text).toMatch(/Period of cover\s+2024-03-01 14:07 to 2025-02-28 23:59/);
      expect(text).toMatch(/Registration number\s+Not registered yet/);
      expect(text).toMatch(/Insurer\s+HNB General Insurance/);
      expect(text).toMatch(/Type of cover\s+Third Party/);
      await checkPage(opened, `verify-${reason}-1280`);
    },
  );
});

describe('the cover note e-mail over SMTP', () => {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startSmtpServer();
  });
  afterAll(() => server?.close());
  const journey = useJourney(() => smtpSettings(server));

  it('e-mails the customer a link that downloads the cover note', async () => {
    const origin = journey.url();
    const { opened, amount } = await buyCarInBrowser(journey, 360);
    const { fileUrl, coverNoteNo } = await saveAndDownload(opened, origin, amount, 360);

    // The purchase's and the payment's messages went to the same address first (decision 027).
    const coverNoteMail = () => server.messages.find((sent) => sent.subject.includes(coverNoteNo));
    await expect.poll(coverNoteMail, { timeout: 10_000 }).toBeDefined();
    const mail = coverNoteMail();
    expect(mail!.to).toEqual([CUSTOMER.email]);
    expect(mail!.text).toContain(CUSTOMER.name);
    expect(mail!.text).toContain(coverNoteNo);
    expect(mail!.text).toContain(fileUrl);
    const response = await fetch(fileUrl);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(await textOf(new Uint8Array(await response.arrayBuffer()))).toContain(coverNoteNo);
  }, 120_000);
});
