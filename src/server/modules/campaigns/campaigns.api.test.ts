// The banks' card offers through the real app (issue 25, decision 061): the promotion page's offer as seeded
// from section 9 with its bank's instalment plans, 404 for a bank or offer without one, the pages' leads
// filed as inquiries without a quote and as Leads in a server that speaks vtiger's protocol, hostile input
// refused at its field, and an admin's change of an offer.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BANKS, campaignOfferSchema } from '#domain/campaigns';
import { inquiries, outbox } from '#server/db/schema';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusal, refusalChecker } from '#server/testing/envelopes';
import { QUICK_CRM } from '#server/testing/leads';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import type { VtigerPeer } from '#server/testing/vtiger-peer';
import { startVtigerPeer } from '#server/testing/vtiger-peer';

let peer: VtigerPeer;
let context: TestContext;
let client: Awaited<ReturnType<typeof quoteClient>>;
let staff: ConsoleClient;

beforeAll(async () => {
  peer = await startVtigerPeer();
  context = await createTestApp({ ...peer.env, ...QUICK_CRM, RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  client = await quoteClient(context.app);
  staff = await consoleClient(context);
});
afterAll(async () => {
  await context.app.close();
  await peer.close();
});
beforeEach(() => {
  peer.leads.length = 0;
});

const db = () => context.database.db;
const offerPage = (bank: string, offer = 'credit-card-offer') =>
  `/v1/campaigns/online-web/motor/${bank}/${offer}`;
const getOffer = async (bank: string, offer?: string) => {
  const response = await context.app.inject({ url: offerPage(bank, offer) });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe('GET /v1/campaigns/{campaign_type}/{category}/{promo_type}/{offer}', () => {
  it("answers every bank's offer of section 9, without an auth_key, cacheable", async () => {
    const offers = [];
    for (const bank of BANKS) {
      const { status, body, headers } = await getOffer(bank);
      expect(status, bank).toBe(200);
      expect(headers['cache-control']).toBe('public, max-age=300');
      offers.push(campaignOfferSchema.parse(body.data));
    }
    const numbers = offers.map((offer) => [
      offer.bank,
      offer.discount_bp,
      offer.cap_amount,
      offer.cap_per_day,
      offer.max_payments_per_day,
    ]);
    expect(numbers).toEqual([
      ['ntb', 1000, null, false, null],
      ['ub', 1500, '15000.00', false, null],
      ['hsbc', 1000, null, false, null],
      ['dfcc', 1500, '15000.00', true, 2],
      ['scb', 1100, '16500.00', false, null],
      ['ndb', 1000, null, false, null],
      ['hnb', null, null, false, null],
      ['sey', 1000, null, false, null],
      ['pb', null, null, false, null],
    ]);
    // The instalment plans are the instalments module's own (decision 054), for the banks that have them.
    const terms = (await context.app.inject({ url: '/v1/instalment_terms' })).json().data.terms;
    for (const offer of offers)
      expect(offer.instalments, offer.bank).toEqual(
        terms.find((term: { bank: string }) => term.bank === offer.bank) ?? null,
      );
    expect(offers.find((offer) => offer.bank === 'hnb')?.instalments?.convert_within_days).toBe(5);
    expect(offers.every((offer) => offer.running && offer.promo_code.endsWith('-CREDIT-CARD'))).toBe(true);
  });

  it.each([
    ['an unknown bank', offerPage('boc')],
    ['an unknown offer', offerPage('ntb', 'debit-card-offer')],
    ['another category', '/v1/campaigns/online-web/life/ntb/credit-card-offer'],
    ['another campaign type', '/v1/campaigns/print/motor/ntb/credit-card-offer'],
  ])("answers 404 'Not found' for %s", async (_, url) => {
    const response = await context.app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal('Not found'));
  });

  it('answers a NUL in the path as a field error at that segment', async () => {
    const response = await context.app.inject({ url: `${offerPage('ntb')}%00` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().error.errors)).toEqual(['offer']);
  });
});

/** The bank page's lead as it posts it (content section 3). */
const promotion = (fields: Record<string, unknown> = {}) => ({
  cx_name: 'Sanjeewa Bandara',
  cx_email: 'sanjeewa@example.lk',
  cx_mobile: '94778621045',
  cx_message: 'Credit card offer',
  inquiry_code: 'Web-Promotion',
  inquiry_media: 'web',
  inquiry_type: 'promotion',
  promo_code: 'NTB-CREDIT-CARD',
  insurance_type: 'Motor Insurance',
  bank_type: 'ntb',
  email_subject_json: { subject: 'Credit card offer' },
  email_body_json: { cx_name: 'Sanjeewa Bandara' },
  ...fields,
});
const smallBusiness = (fields: Record<string, unknown> = {}) => ({
  ...promotion({ inquiry_type: 'small-business', insurance_type: 'Group Health Insurance', promo_code: '' }),
  bank_type: undefined,
  cx_company: 'Lanka Spice Exports (Pvt) Ltd',
  ...fields,
});
const ask = (body: Record<string, unknown>) => client.call('POST', '/inquiry-api/v1/inquire', body);
const rowOf = async (id: number) => (await db().select().from(inquiries).where(eq(inquiries.id, id)))[0]!;
const stored = async () => ({
  inquiries: (await db().select({ n: count() }).from(inquiries))[0]!.n,
  outbox: (await db().select({ n: count() }).from(outbox))[0]!.n,
});
const expectRefused = refusalChecker(stored);

describe('the promotion page lead', () => {
  it("files a campaign lead with its bank's promo code and a vtiger Lead that asks for a call", async () => {
    const { status, body } = await ask(promotion({ bank_type: 'ub', promo_code: 'SOMETHING-ELSE' }));
    expect(status).toBe(200);
    const id = body.data.inquiry_id;
    const [lead] = await peer.waitForLeads(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      kind: 'campaign',
      quoteId: null,
      name: 'Sanjeewa Bandara',
      mobile: '94778621045',
      email: 'sanjeewa@example.lk',
      callConsent: true,
      insuranceType: 'Motor Insurance',
      // The offer's code, not the posted one.
      promo: 'UB-CREDIT-CARD',
      company: null,
    });
    expect(lead).toEqual(
      expect.objectContaining({
        firstname: 'Sanjeewa',
        lastname: 'Bandara',
        leadsource: 'Web',
        leadstatus: 'Pending',
        phone: '+94778621045',
        email: 'sanjeewa@example.lk',
        description:
          `Credit card offer: Union Bank (inquiry ${id}) | Call: asked for a call | Insurance: Motor Insurance | ` +
          `Promo: UB-CREDIT-CARD | [kavacha-lead:${row.crmMessageId}]`,
      }),
    );
    const [message] = await db().select().from(outbox).where(eq(outbox.id, row.crmMessageId!));
    expect(JSON.stringify(message!.payload)).not.toContain('SOMETHING-ELSE');
  });

  it("files the same person's lead once within the hour, and another bank's as another", async () => {
    const first = await ask(promotion({ cx_mobile: '771112233' }));
    const again = await ask(promotion({ cx_mobile: '0771112233' }));
    expect(again.body.data).toEqual(first.body.data);
    const other = await ask(promotion({ cx_mobile: '771112233', bank_type: 'hnb' }));
    expect(other.body.data.inquiry_id).not.toBe(first.body.data.inquiry_id);
    expect((await rowOf(other.body.data.inquiry_id)).promo).toBe('HNB-CREDIT-CARD');
    expect(await peer.waitForLeads(2)).toHaveLength(2);
  });

  it('is listed in the console inbox as a campaign lead', async () => {
    const { body } = await ask(promotion({ cx_name: 'Ishara Gunasekara', bank_type: 'scb' }));
    const list = await staff.admin('GET', '/api/console/leads?kind=campaign&q=Ishara');
    expect(list.body.data.rows).toEqual([
      expect.objectContaining({ id: body.data.inquiry_id, kind: 'campaign', promo: 'SCB-CREDIT-CARD' }),
    ]);
  });

  it.each([
    [{ cx_name: '' }, { cx_name: ['required'] }],
    [{ cx_email: 'sanjeewa@' }, { cx_email: ['Email is not valid'] }],
    [{ cx_mobile: '' }, { cx_mobile: ['required'] }],
    [{ cx_mobile: '9477862104' }, { cx_mobile: ['mobile is not valid. ex: 94778621045'] }],
    [{ cx_mobile: ['94778621045'] }, { cx_mobile: [expect.any(String)] }],
    [{ bank_type: 'boc' }, { bank_type: ['This offer is not known'] }],
    [{ bank_type: undefined }, { bank_type: ['This offer is not known'] }],
    [{ bank_type: ['ntb'] }, { bank_type: ['This offer is not known'] }],
    [{ cx_name: 'x'.repeat(100_000) }, { cx_name: [expect.any(String)] }],
    [{ promo_code: 'x'.repeat(41) }, { promo_code: ['Text is too long'] }],
    [{ insurance_type: { a: 1 } }, { insurance_type: [expect.any(String)] }],
    [{ cx_message: 'x'.repeat(201) }, { cx_message: ['Text is too long'] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    await expectRefused(() => ask(promotion(fields)), 422, fieldRefusal(errors));
  });

  it.each(['cx_name', 'cx_email', 'cx_mobile', 'bank_type', 'promo_code', 'insurance_type', 'inquiry_code'])(
    'refuses a NUL in %s at that field and stores nothing',
    async (field) => {
      const sent = promotion();
      await expectRefused(
        () => ask({ ...sent, [field]: `${String(sent[field as keyof typeof sent])}\u0000` }),
        422,
        fieldRefusal({ [field]: [expect.any(String)] }),
      );
    },
  );
});

describe('the small-business page lead', () => {
  it('files a campaign lead with the company, for group health insurance', async () => {
    const { status, body } = await ask(smallBusiness());
    expect(status).toBe(200);
    const id = body.data.inquiry_id;
    const [lead] = await peer.waitForLeads(1);
    const row = await rowOf(id);
    expect(row).toMatchObject({
      kind: 'campaign',
      company: 'Lanka Spice Exports (Pvt) Ltd',
      insuranceType: 'Group Health Insurance',
      promo: null,
    });
    expect(lead!.description).toBe(
      `Small business group health (inquiry ${id}) | Call: asked for a call | ` +
        `Company: Lanka Spice Exports (Pvt) Ltd | Insurance: Group Health Insurance | [kavacha-lead:${row.crmMessageId}]`,
    );
    // The console's lead shows the company (decision 062).
    const shown = await staff.admin('GET', `/api/console/leads/${id}`);
    expect(shown.body.data).toMatchObject({ id, company: 'Lanka Spice Exports (Pvt) Ltd' });
  });

  it.each([
    [{ cx_company: '' }, { cx_company: ['required'] }],
    [{ cx_company: 'x'.repeat(101) }, { cx_company: ['Use at most 100 characters'] }],
    [{ cx_company: 'Lanka\u0000' }, { cx_company: [expect.any(String)] }],
    [{ cx_mobile: '12' }, { cx_mobile: ['mobile is not valid. ex: 947xxxxxxxx'] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    await expectRefused(() => ask(smallBusiness(fields)), 422, fieldRefusal(errors));
  });
});

describe("the console's bank offers", () => {
  it('lists every offer for an admin, and changes one with its page and the audit log following', async () => {
    const list = await staff.admin('GET', '/api/console/campaigns');
    expect(list.status).toBe(200);
    expect(list.body.data.offers.map((offer: { bank: string }) => offer.bank)).toEqual([...BANKS]);

    const changed = await staff.admin('PATCH', '/api/console/campaigns/ntb', {
      discount_bp: 1250,
      cap_rupees: 20000,
      cap_per_day: false,
      max_payments_per_day: null,
      starts_on: '2026-01-01',
      ends_on: '2099-12-31',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ bank: 'ntb', discount_bp: 1250, cap_amount: '20000.00' });
    expect((await getOffer('ntb')).body.data).toMatchObject({
      discount_bp: 1250,
      cap_amount: '20000.00',
      starts_on: '2026-01-01',
      ends_on: '2099-12-31',
      running: true,
    });
    const audit = (await staff.auditRows()).at(-1);
    expect(audit).toMatchObject({ action: 'campaign.change', subject: 'campaign_offer:ntb' });

    const ended = await staff.admin('PATCH', '/api/console/campaigns/ntb', {
      discount_bp: 1000,
      starts_on: '2020-01-01',
      ends_on: '2020-12-31',
    });
    expect(ended.body.data).toMatchObject({ cap_amount: null, running: false });
  });

  it.each([
    [{ discount_bp: 0 }, { discount_bp: ['Enter a whole number from 1 to 10,000'] }],
    [{ discount_bp: 10_001 }, { discount_bp: ['Enter a whole number from 1 to 10,000'] }],
    [{ discount_bp: [1000] }, { discount_bp: ['Enter a whole number from 1 to 10,000'] }],
    [{ cap_rupees: 1.5 }, { cap_rupees: ['Enter a whole number from 1 to 10,000,000'] }],
    [{ cap_rupees: '15,000' }, { cap_rupees: ['Enter a whole number from 1 to 10,000,000'] }],
    [{ cap_per_day: true }, { cap_per_day: ['A cap a day needs a cap'] }],
    [{ starts_on: '2026-02-30' }, { starts_on: ['Enter a date as yyyy-mm-dd'] }],
    [{ starts_on: '2026-12-01', ends_on: '2026-11-30' }, { ends_on: ['End on or after the start'] }],
    [{ ends_on: '2026-11-30\u0000' }, { ends_on: [expect.any(String)] }],
  ])('refuses %j with field errors and changes nothing', async (fields, errors) => {
    const before = (await getOffer('sey')).body.data;
    const answer = await staff.admin('PATCH', '/api/console/campaigns/sey', { discount_bp: 1000, ...fields });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(fieldRefusal(errors));
    expect((await getOffer('sey')).body.data).toEqual(before);
  });

  it('answers 422 for a bank that has no offer', async () => {
    const answer = await staff.admin('PATCH', '/api/console/campaigns/boc', { discount_bp: 1000 });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(fieldRefusal({ bank: ['No such bank'] }));
  });
});
