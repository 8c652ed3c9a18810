import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { daysFromToday, today } from '#domain/dates';
import { lastDayOfCover } from '#domain/motor/cover-period';
import { PERSONAL_INFO_MESSAGES } from '#domain/people/personal-info';
import { companies } from '#server/db/schema';
import { COVER_NOTE_NO, verifyPath } from '#domain/motor/cover-note';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { coverNoteSchema } from '#domain/motor/proposal-calls';
import { formatRupees } from '#domain/money';
import { documentClient } from '#server/testing/documents';
import { refusal } from '#server/testing/envelopes';
import { pdfText } from '#server/testing/pdf-text';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';
import { MOTOR_TRAFFIC_ACT_LINE, SAMPLE_NOTICE } from './cover-note-pdf';
import type { ProposalClient } from '#server/testing/proposals';
import { LEASE_EXPIRY, LEASED, proposalClient, RECIPIENT } from '#server/testing/proposals';

let context: TestContext;
let client: ProposalClient;
useTestApp(proposalClient, (made) => ({ context, client } = made));

/** The text of the PDF an answer links to, opened as from the e-mail: no auth_key. */
async function pdfOf(url: string) {
  const file = await client.open(url);
  expect(file.status).toBe(200);
  const { pages, text } = await pdfText(new Uint8Array(file.content));
  expect(pages).toBe(1);
  return text.replace(/\s+/g, ' ');
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
    // Cover asked to start today runs from the time of issue, to 23:59 of the day before the anniversary.
    const issuedAt = coverNote!.issuedAt;
    const issueTime = `${String(issuedAt.getHours()).padStart(2, '0')}:${String(issuedAt.getMinutes()).padStart(2, '0')}`;
    expect(coverNote).toMatchObject({
      periodFrom: today(),
      periodFromTime: issueTime,
      periodTo: lastDayOfCover(today()),
    });
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
      `Period of cover: ${today()} ${issueTime} to ${lastDayOfCover(today())} 23:59`,
      answer.url,
      verifyUrl,
    ])
      expect(text).toContain(part);
    const [sms] = (await client.messagesTo('sms', RECIPIENT.mobile)).slice(-1);
    expect(sms!.id).toBe(coverNote!.smsMessageId);
    expect((sms!.payload as { text: string }).text).toContain(answer.url);

    const pdf = await pdfOf(answer.url);
    const [insurer] = await context.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, bought.item.company_details.id));
    for (const part of [
      'MOTOR INSURANCE COVER NOTE',
      `COVER NOTE NUMBER ${answer.cover_note_no}`,
      SAMPLE_NOTICE,
      bought.item.company_name,
      'NAME Mr K Perera',
      'ADDRESS 12, Galle Road, Colombo',
      'IDENTITY NIC 900011234V',
      'REGISTRATION NUMBER WP-CAB-1234',
      'Toyota Axio · 2018 · Car',
      'ENGINE CAPACITY 1,500 cc',
      'ENGINE NUMBER 2NZ-7654321',
      'CHASSIS NUMBER NZE141-1234567',
      'Full Insurance',
      'Sum insured Rs. 6,500,000.00',
      `From ${today()} ${issueTime}`,
      `To ${lastDayOfCover(today())} 23:59`,
      MOTOR_TRAFFIC_ACT_LINE,
      'LIMITATIONS AS TO USE Use only for social, domestic and pleasure purposes',
      `24-HOUR CLAIMS HOTLINE ${insurer!.claimsHotline}`,
      `EXCESS ${insurer!.excess}`,
      `Total premium ${formatRupees(bought.row.amountCents)}`,
      verifyUrl,
    ])
      expect(pdf).toContain(part);
    expect(pdf).not.toContain('FINANCIAL INTEREST');

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
      'REGISTRATION NUMBER WP-BFK-4521',
      'Bajaj Pulsar 150 · Motor-Cycle',
      'ENGINE CAPACITY 149 cc',
      'COVER Third Party',
      `Total premium ${formatRupees(bought.row.amountCents)}`,
    ])
      expect(pdf).toContain(part);
    expect(pdf).not.toContain('Sum insured');
    expect(pdf).not.toContain('INCLUDED COVERS');
    expect(pdf).not.toContain('N/A');
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
    expect(pdf).toContain(`FINANCIAL INTEREST LOLC Finance, Kandy (lease to ${LEASE_EXPIRY})`);
  });

  it('issues the cover note of a vehicle not registered yet: no number, named by its chassis', async () => {
    const bought = await client.paid({ is_registered: 'U' });
    const { status, body } = await client.generate(client.form(bought.reqKey, { is_registered: 'U' }));

    expect(status).toBe(200);
    const [proposal] = await client.proposalsOf(bought.applicationId);
    expect(proposal).toMatchObject({ isRegistered: 'U', vehRegistrationNo: null });
    expect(await pdfOf(body.data.url)).toContain('REGISTRATION NUMBER NOT REGISTERED YET');
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

describe('when cover starts', () => {
  const insurerId = async () =>
    (await context.database.db.select().from(companies).where(eq(companies.type, 'I')).limit(1))[0]!.id;

  it('starts a later day chosen on the quote at 00:00', async () => {
    const start = daysFromToday(10);
    const bought = await client.paid({ cover_start_date: start });
    const { body } = await client.generate(client.form(bought.reqKey));

    const [coverNote] = await client.coverNotesOf(bought.applicationId);
    expect(coverNote).toMatchObject({
      periodFrom: start,
      periodFromTime: '00:00',
      periodTo: lastDayOfCover(start),
    });
    expect(await pdfOf(body.data.url)).toContain(`From ${start} 00:00 To ${lastDayOfCover(start)} 23:59`);
    const verified = (await client.verify(body.data.cover_note_no)).body.data;
    expect(verified).toMatchObject({
      status: 'not_in_force',
      reason: 'not_started',
      period_from: start,
      period_from_time: '00:00',
      period_to_time: '23:59',
    });
  });

  it('starts a renewal on its renewal date, whatever the quote asked', async () => {
    const renewal = daysFromToday(20);
    const bought = await client.paid({ cover_start_date: daysFromToday(3) }, 'C', {
      is_renewal: '1',
      renwal_date: renewal,
      existing_insurer: String(await insurerId()),
    });
    await client.generate(client.form(bought.reqKey));

    const [coverNote] = await client.coverNotesOf(bought.applicationId);
    expect(coverNote).toMatchObject({
      periodFrom: renewal,
      periodFromTime: '00:00',
      periodTo: lastDayOfCover(renewal),
    });
  });

  it('refuses a renewal date beyond the 30 days cover may start in', async () => {
    const documents = await documentClient(context.app, context.database.db);
    await expect(
      documents.application({}, 'C', {
        is_renewal: '1',
        renwal_date: daysFromToday(31),
        existing_insurer: String(await insurerId()),
      }),
    ).rejects.toThrow(PERSONAL_INFO_MESSAGES.renewalTooFar);
  });
});
