import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app';
import { crmLeads, inquiries, outbox, quotes } from '#server/db/schema';
import type { Crm } from '#server/integrations/crm/crm';
import { builtinCrm } from '#server/integrations/crm/builtin-crm';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

// The worker polls once a minute here: a lead that arrives at once was sent because the inquiry woke it.
let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  context = await createTestApp({ OUTBOX_POLL_MS: '60000' });
  client = await quoteClient(context.app);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const rows = async (table: typeof inquiries | typeof outbox | typeof crmLeads) =>
  (await db().select({ n: count() }).from(table))[0]!.n;
const stored = async () => ({
  inquiries: await rows(inquiries),
  outbox: await rows(outbox),
  leads: await rows(crmLeads),
});
/** What is stored once the worker has delivered every message, so no earlier test's lead still lands. */
const settled = async () => {
  await vi.waitFor(async () => {
    const [pending] = await db().select({ n: count() }).from(outbox).where(eq(outbox.status, 'pending'));
    expect(pending!.n).toBe(0);
  });
  return stored();
};

const CONTACT = {
  cx_surname: 'Mrs',
  cx_name: 'Nimali Perera',
  cx_mobile: '771234567',
  cx_email: 'nimali@example.lk',
};

/** The fields the inquiry page posts (motor section 3) about the quote `unq_hash`. */
const inquiryAbout = (unqHash: string, fields: Record<string, unknown> = {}) => ({
  ...CONTACT,
  vehicle_type: 'Car',
  insurance_type: 'Motor Insurance',
  prem_link: `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${unqHash}`,
  unq_hash: unqHash,
  promo_code: 'no-promo',
  media_code: 'Web-Motor',
  main_category: 'Motor',
  sub_category: 'Car',
  product_type: 'full-insurance',
  cx_message: 'Comparison Request',
  inquiry_type: 'Comparison Request',
  inquiry_code: 'Web-Motor',
  inquiry_media: 'WEB',
  email_subject_json: '{"subject":"Your quote"}',
  email_body_json: { body: '<a href="https://evil.example">claim your prize</a>' },
  ...fields,
});

const leadOf = async (inquiryId: number) =>
  vi.waitFor(
    async () => {
      const [lead] = await db()
        .select()
        .from(crmLeads)
        .where(eq(crmLeads.reference, `inquiry ${inquiryId}`));
      if (!lead) throw new Error(`no lead yet for inquiry ${inquiryId}`);
      return lead;
    },
    { timeout: 2_000, interval: 20 },
  );

/** The outbox row of a lead once the worker has recorded its delivery. */
const sentMessage = (id: number) =>
  vi.waitFor(async () => {
    const [message] = await db().select().from(outbox).where(eq(outbox.id, id));
    expect(message!.status).toBe('sent');
    return message!;
  });

describe('POST /inquiry-api/v1/inquire', () => {
  it('stores the inquiry with its quote and answers its id', async () => {
    const quote = (await client.full()).body.data;
    const { status, body } = await client.call(
      'POST',
      '/inquiry-api/v1/inquire',
      inquiryAbout(quote.unq_hash),
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      success: true,
      data: { inquiry_id: expect.any(Number) },
      error: null,
    });

    const [row] = await db().select().from(inquiries).where(eq(inquiries.id, body.data.inquiry_id));
    const [quoteRow] = await db()
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.unqHash, quote.unq_hash));
    expect(row).toMatchObject({
      quoteId: quoteRow!.id,
      title: 'Mrs',
      name: 'Nimali Perera',
      mobile: '94771234567',
      email: 'nimali@example.lk',
      vehicleType: 'Car',
      insuranceType: 'full-insurance',
      channel: 'Web-Motor',
      promo: 'no-promo',
    });
  });

  it("sends the lead to the CRM at once, with the quote's vehicle, cover, channel and promo", async () => {
    // The posted vehicle, media_code and promo_code say otherwise; the quote is what counts.
    const quote = (await client.thirdParty({ channel: 'IKMAN', promo: 'kavacha5' })).body.data;
    const posted = inquiryAbout(quote.unq_hash, { cx_mobile: '94719876543' });
    const { body } = await client.call('POST', '/inquiry-api/v1/inquire', posted);

    const lead = await leadOf(body.data.inquiry_id);
    expect(lead).toMatchObject({
      subject: 'Comparison Request',
      title: 'Mrs',
      name: 'Nimali Perera',
      mobile: '94719876543',
      email: 'nimali@example.lk',
      vehicleType: 'Motor-Cycle',
      insuranceType: 'third-party',
      unqHash: quote.unq_hash,
      channel: 'IKMAN',
      promo: 'KAVACHA5',
    });
    expect(await sentMessage(lead.outboxMessageId)).toMatchObject({
      kind: 'crm_lead',
      attempts: 1,
      lastError: null,
      lockedUntil: null,
      sentAt: expect.any(Date),
    });
  });

  it('is one inquiry per quote: posted again (a retry, a second tab) it answers the same id, no new lead', async () => {
    const quote = (await client.full()).body.data;
    const first = await client.call('POST', '/inquiry-api/v1/inquire', inquiryAbout(quote.unq_hash));
    await leadOf(first.body.data.inquiry_id);
    const before = await settled();
    const [again, secondTab] = await Promise.all([
      client.call('POST', '/inquiry-api/v1/inquire', inquiryAbout(quote.unq_hash)),
      client.call(
        'POST',
        '/inquiry-api/v1/inquire',
        inquiryAbout(quote.unq_hash, { cx_name: 'Kamal Silva' }),
      ),
    ]);
    expect(again.body.data).toEqual(first.body.data);
    expect(secondTab.body.data).toEqual(first.body.data);
    expect(await settled()).toEqual(before);
  });

  it('stores the call consent, unticked unless sent, and tells the CRM whether to call', async () => {
    const withConsent = (await client.full()).body.data;
    const without = (await client.full()).body.data;
    const asked = await client.call(
      'POST',
      '/inquiry-api/v1/inquire',
      inquiryAbout(withConsent.unq_hash, { call_consent: true }),
    );
    const notAsked = await client.call('POST', '/inquiry-api/v1/inquire', inquiryAbout(without.unq_hash));
    const consentOf = async (id: number) =>
      (await db().select().from(inquiries).where(eq(inquiries.id, id)))[0]!.callConsent;
    expect(await consentOf(asked.body.data.inquiry_id)).toBe(true);
    expect(await consentOf(notAsked.body.data.inquiry_id)).toBe(false);
    expect(await leadOf(asked.body.data.inquiry_id)).toMatchObject({ callRequested: true });
    expect(await leadOf(notAsked.body.data.inquiry_id)).toMatchObject({ callRequested: false });
  });

  it('takes the form fields and the unq_hash alone', async () => {
    const quote = (await client.full()).body.data;
    const posted = { ...CONTACT, unq_hash: quote.unq_hash };
    expect((await client.call('POST', '/inquiry-api/v1/inquire', posted)).status).toBe(200);
  });

  it('keeps the e-mail fields out of everything it stores', async () => {
    const quote = (await client.full()).body.data;
    await client.call('POST', '/inquiry-api/v1/inquire', inquiryAbout(quote.unq_hash));
    const payloads = await db().select({ payload: outbox.payload }).from(outbox);
    expect(JSON.stringify(payloads)).not.toMatch(/evil|subject":"Your quote/);
  });

  it.each([
    [{ cx_name: 'Nimali 2' }, { cx_name: ['Name is not valid'] }],
    [{ cx_name: '' }, { cx_name: ['required'] }],
    [{ cx_mobile: '07712345678' }, { cx_mobile: ['mobile is not valid. ex: 947786...'] }],
    [{ cx_email: 'nimali@' }, { cx_email: ['Email is not valid'] }],
    [{ unq_hash: '' }, { unq_hash: ['required'] }],
    [{ call_consent: 'yes' }, { call_consent: ['Invalid input: expected boolean, received string'] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    const quote = (await client.full()).body.data;
    const before = await settled();
    const { status, body } = await client.call(
      'POST',
      '/inquiry-api/v1/inquire',
      inquiryAbout(quote.unq_hash, fields),
    );
    expect(status).toBe(422);
    expect(body).toEqual({ status: 1002, success: false, data: null, error: { error_format: 1, errors } });
    expect(await stored()).toEqual(before);
  });

  it("answers 404 'Not found' for an unknown unq_hash and stores nothing", async () => {
    const before = await settled();
    const { status, body } = await client.call(
      'POST',
      '/inquiry-api/v1/inquire',
      inquiryAbout('no-such-quote-hash-000000'),
    );
    expect(status).toBe(404);
    expect(body.error).toEqual({ error_format: 0, message: 'Not found' });
    expect(await stored()).toEqual(before);
  });

  it("keeps a chat's callback transcript with the built-in CRM's lead", async () => {
    const { body } = await client.call('POST', '/inquiry-api/v1/inquire', {
      cx_name: 'Kasun Jayawardena',
      cx_email: 'kasun@example.lk',
      cx_mobile: '711234567',
      inquiry_type: 'callback',
      transcript: [
        { from: 'visitor', text: 'Which documents do I need?' },
        { from: 'visitor', text: 'Talk to a person' },
      ],
    });
    expect(await leadOf(body.data.inquiry_id)).toMatchObject({
      subject: 'Callback',
      callRequested: true,
      transcript: 'Visitor: Which documents do I need?\nVisitor: Talk to a person',
    });
  });

  it("adds a chat's hand-off within the hour of a callback to that lead's transcript, once", async () => {
    const contact = { cx_name: 'Ishara Fernando', cx_email: 'ishara@example.lk', cx_mobile: '774441122' };
    const post = (fields: Record<string, unknown> = {}) =>
      client.call('POST', '/inquiry-api/v1/inquire', { ...contact, inquiry_type: 'callback', ...fields });
    const first = (await post()).body.data.inquiry_id;
    const transcript = [{ from: 'visitor', text: 'Is flood cover included?' }];
    const answers = await Promise.all([post({ transcript }), post({ transcript }), post({ transcript })]);
    expect(answers.map((answer) => answer.body.data.inquiry_id)).toEqual([first, first, first]);
    await vi.waitFor(async () =>
      expect(await leadOf(first)).toMatchObject({
        transcript: 'Visitor: Is flood cover included?',
        addedTranscripts: [expect.any(Number)],
      }),
    );
    // A later conversation follows the first after a blank line.
    await post({ transcript: [{ from: 'visitor', text: 'And riots?' }] });
    await vi.waitFor(async () =>
      expect((await leadOf(first)).transcript).toBe(
        'Visitor: Is flood cover included?\n\nVisitor: And riots?',
      ),
    );
    const [row] = await db().select().from(inquiries).where(eq(inquiries.id, first));
    expect(row!.transcript).toBe('Visitor: Is flood cover included?\n\nVisitor: And riots?');
  });

  it('needs an auth_key', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/inquiry-api/v1/inquire',
      payload: inquiryAbout('any-hash'),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Unauthorized request');
  });
});

describe('a CRM that fails', () => {
  // A second app on the same database whose CRM fails its first call, either before filing the lead or
  // after (as a timeout would look), and retries after 20 ms. The first app's worker sleeps meanwhile.
  let flakyApp: TestApp;
  let failures: 'before filing' | 'after filing';
  let calls = 0;
  beforeAll(async () => {
    const builtin = builtinCrm(db());
    const crm: Crm = {
      ...builtin,
      async createLead(lead, key) {
        calls++;
        if (calls === 1 && failures === 'before filing') throw new Error('CRM unavailable');
        await builtin.createLead(lead, key);
        if (calls === 1) throw new Error('CRM timed out');
      },
    };
    const outboxSettings = { pollMs: 20, retry: { firstMs: 20, maxMs: 1_000 } };
    flakyApp = await buildApp({
      config: { ...context.config, outbox: outboxSettings },
      database: context.database,
      web: false,
      integrations: { crm },
    });
    await flakyApp.ready();
  });
  afterAll(() => flakyApp.close());

  it.each(['before filing', 'after filing'] as const)(
    'failing %s: the lead is retried and filed exactly once',
    async (when) => {
      failures = when;
      calls = 0;
      const flakyClient = await quoteClient(flakyApp);
      const quote = (await flakyClient.full()).body.data;
      const { body } = await flakyClient.call(
        'POST',
        '/inquiry-api/v1/inquire',
        inquiryAbout(quote.unq_hash),
      );
      const lead = await leadOf(body.data.inquiry_id);

      const message = await sentMessage(lead.outboxMessageId);
      const lastError = when === 'before filing' ? 'CRM unavailable' : 'CRM timed out';
      expect(message).toMatchObject({ attempts: 2, lastError });
      expect(calls).toBe(2);
      const filed = await db()
        .select({ n: count() })
        .from(crmLeads)
        .where(eq(crmLeads.reference, `inquiry ${body.data.inquiry_id}`));
      expect(filed[0]!.n).toBe(1);
    },
  );
});
