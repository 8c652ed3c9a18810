import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { today } from '#domain/dates';
import { COVER_NOTE_NO, verifyPath } from '#domain/motor/cover-note';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { coverNoteSchema } from '#domain/motor/proposal-calls';
import { formatRupees } from '#domain/money';
import { refusal } from '#server/testing/envelopes';
import { pdfText } from '#server/testing/pdf-text';
import { createTestApp } from '#server/testing/test-app';
import { periodOfCover } from './cover-note-facts';
import { SAMPLE_NOTICE } from './cover-note-pdf';
import type { ProposalClient } from '#server/testing/proposals';
import { LEASE_EXPIRY, LEASED, proposalClient, RECIPIENT } from '#server/testing/proposals';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: ProposalClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await proposalClient(context);
});
afterAll(() => context.app.close());

/** The text of the PDF an answer links to, opened as from the e-mail: no auth_key. */
async function pdfOf(url: string) {
  const file = await client.open(url);
  expect(file.status).toBe(200);
  return (await pdfText(new Uint8Array(file.content))).text;
}

describe('POST /v2/cover-note/gen', () => {
  it('issues the cover note of a paid car: its link, the PDF, the e-mail and SMS, the application completed', async () => {
    const bought = await client.paid();
    const before = await client.written(bought.applicationId);
    const { status, body } = await client.generate(client.form(bought.reqKey));

    expect(status).toBe(200);
    const answer = coverNoteSchema.parse(body.data);
    expect(answer.cover_note_no).toMatch(COVER_NOTE_NO);
    expect(answer.cover_note_no.slice(3, 7)).toBe(today().slice(0, 4));
    expect(answer.url).toMatch(new RegExp(`^${client.site}/v3/cover-note/file/[\\w-]{24}$`));
    expect(answer).toEqual({
      cover_note_no: answer.cover_note_no,
      url: answer.url,
      cn_url: answer.url,
      email: RECIPIENT.email,
      mobile_number: RECIPIENT.mobile,
      issued_at: answer.issued_at,
    });
    expect(await client.written(bought.applicationId)).toEqual({
      proposals: 1,
      coverNotes: 1,
      mails: before.mails + 1,
      sms: before.sms + 1,
      files: before.files + 1,
    });

    const [proposal] = await client.proposalsOf(bought.applicationId);
    expect(proposal).toMatchObject({
      vehRegFormat: 'WP ABC-1234',
      vehRegistrationNo: 'WP-CAB-1234',
      engineNo: '2NZ-7654321',
      chassisNo: 'NZE141-1234567',
      isRegistered: 'R',
      isLeasing: false,
      financialCompanyId: null,
    });
    const [coverNote] = await client.coverNotesOf(bought.applicationId);
    const period = periodOfCover(today());
    expect(coverNote).toMatchObject({ periodFrom: period.from, periodTo: period.to });
    expect((await client.applicationOf(bought.applicationId)).status).toBe('completed');
    expect(await client.eventsOf(bought.applicationId, 'completed')).toEqual([
      { detail: { cover_note_no: answer.cover_note_no } },
    ]);

    const verifyUrl = client.site + verifyPath(answer.cover_note_no);
    const [mail] = (await client.messagesTo('mail', RECIPIENT.email)).slice(-1);
    expect(mail!.id).toBe(coverNote!.mailMessageId);
    const { subject, text } = mail!.payload as { subject: string; text: string };
    expect(subject).toBe(`Your motor insurance cover note ${answer.cover_note_no}`);
    for (const part of [
      'Dear Mr K Perera,',
      bought.item.company_name,
      'Toyota Axio, WP-CAB-1234',
      answer.url,
      verifyUrl,
    ])
      expect(text).toContain(part);
    const [sms] = (await client.messagesTo('sms', RECIPIENT.mobile)).slice(-1);
    expect(sms!.id).toBe(coverNote!.smsMessageId);
    expect((sms!.payload as { text: string }).text).toContain(answer.url);

    const pdf = await pdfOf(answer.url);
    for (const part of [
      'Motor insurance cover note',
      `Cover note number ${answer.cover_note_no}`,
      SAMPLE_NOTICE,
      bought.item.company_name,
      'Name Mr K Perera',
      'Address 12, Galle Road, Colombo',
      'Identity NIC 900011234V',
      'Registration number WP-CAB-1234',
      'Make and model Toyota Axio',
      'Year of manufacture 2018',
      'Engine capacity 1,500 cc',
      'Engine number 2NZ-7654321',
      'Chassis number NZE141-1234567',
      'Type of cover Comprehensive',
      'Sum insured Rs. 6,500,000.00',
      `Total premium ${formatRupees(bought.row.amountCents)}`,
      verifyUrl,
    ])
      expect(pdf).toContain(part);
    expect(pdf).not.toContain('Financial interest');

    const loaded = await client.load(bought.reqKey);
    expect(loaded.status).toBe(200);
    expect(loaded.body.data.cover_note).toEqual(answer);
  });
});

describe('POST /v2/cover-note/gen: vehicles', () => {
  it('issues the cover note of a third-party motorcycle, with the registration its quote had', async () => {
    const bought = await client.paid({}, 'T');
    const body = client.form(bought.reqKey, {
      veh_reg_format_2: 'BFK',
      veh_reg_format_3: '4521',
      engine_no: 'DHZCFG12345',
      chassis_no: 'MD2A11CZ5GCA12345',
    });
    const { status, body: answer } = await client.generate(body);

    expect(status).toBe(200);
    const pdf = await pdfOf(answer.data.url);
    for (const part of [
      'Registration number WP-BFK-4521',
      'Vehicle type Motor-Cycle',
      'Make and model Bajaj Pulsar 150',
      'Year of manufacture N/A',
      'Engine capacity 149 cc',
      'Type of cover Third Party',
      `Total premium ${formatRupees(bought.row.amountCents)}`,
    ])
      expect(pdf).toContain(part);
    expect(pdf).not.toContain('Sum insured');
    expect(pdf).not.toContain('Included covers');
  });

  it('issues the cover note of a leased car with its financial interest', async () => {
    const bought = await client.paid({ hire_purchase: 'YES' });
    const { status, body } = await client.generate(client.form(bought.reqKey, LEASED));

    expect(status).toBe(200);
    const [proposal] = await client.proposalsOf(bought.applicationId);
    expect(proposal).toMatchObject({
      isLeasing: true,
      financialCompanyBranch: 'Kandy',
      leaseExpDate: LEASE_EXPIRY,
    });
    const pdf = await pdfOf(body.data.url);
    for (const part of [
      'Financial interest',
      'Leasing company LOLC Finance',
      'Branch Kandy',
      `Lease expiry date ${LEASE_EXPIRY}`,
    ])
      expect(pdf).toContain(part);
  });

  it('issues the cover note of a vehicle not registered yet: no number, named by its chassis', async () => {
    const bought = await client.paid({ is_registered: 'U' });
    const { status, body } = await client.generate(client.form(bought.reqKey, { is_registered: 'U' }));

    expect(status).toBe(200);
    const [proposal] = await client.proposalsOf(bought.applicationId);
    expect(proposal).toMatchObject({ isRegistered: 'U', vehRegistrationNo: null });
    expect(await pdfOf(body.data.url)).toContain('Registration number Not registered yet');
    const [mail] = (await client.messagesTo('mail', RECIPIENT.email)).slice(-1);
    expect((mail!.payload as { text: string }).text).toContain(
      'Vehicle: Toyota Axio, chassis number NZE141-1234567',
    );
  });
});

describe('a completed application', () => {
  it('stays paid: the payment page offers no new checkout and the proposal still loads', async () => {
    const bought = await client.paid();
    await client.generate(client.form(bought.reqKey));

    const summary = await client.api(`/v3/payments/summary?hash_code=${bought.paySecHash}`);
    expect(summary.body.data).toMatchObject({ paid: true, req_key: bought.reqKey });
    expect(await client.api('/v3/payments/checkout', { hash_code: bought.paySecHash })).toEqual({
      status: 409,
      body: refusal(PAYMENT_MESSAGES.alreadyPaid),
    });
    expect((await client.load(bought.reqKey)).status).toBe(200);
  });
});
