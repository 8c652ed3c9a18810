import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { COVER_START_MESSAGES } from '#domain/motor/cover-period';
import { crmLeads, inquiries, outbox, quotes } from '#server/db/schema';
import { quoteClient } from '#server/testing/quote-requests';
import { createTestApp } from '#server/testing/test-app';

// POST /v2/quote/reprice (decision 032): the premium list changes NCB, market value, cover start or
// covers; a new quote
// of the same vehicle and sale answers, the old one stays as it was, and no inquiry or lead is made.

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  context = await createTestApp();
  client = await quoteClient(context.app);
});
afterAll(() => context.app.close());

const rows = async (table: typeof quotes | typeof inquiries | typeof outbox | typeof crmLeads) =>
  (await context.database.db.select({ n: count() }).from(table))[0]!.n;
const counts = async () => ({
  quotes: await rows(quotes),
  inquiries: await rows(inquiries),
  outbox: await rows(outbox),
  leads: await rows(crmLeads),
});
/** What is stored once the outbox has delivered every lead, so no earlier lead lands mid-test. */
const stored = async () => {
  await vi.waitFor(async () => {
    const [pending] = await context.database.db
      .select({ n: count() })
      .from(outbox)
      .where(eq(outbox.status, 'pending'));
    expect(pending!.n).toBe(0);
  });
  return counts();
};
const premiumsOf = async (unqHash: string) =>
  (await client.call('GET', `/v2/premiums?unq_hash=${unqHash}`)).body.data;
const totals = (premiums: { quotes: Record<string, { total_premium: unknown }> }) =>
  Object.values(premiums.quotes).map((quotation) => quotation.total_premium);

describe('POST /v2/quote/reprice', () => {
  it('prices the same vehicle and sale with the new NCB as a new quote, and makes no lead', async () => {
    const first = await client.premiums({ ncb: '0', promo: 'kavacha5' });
    await client.call('POST', '/inquiry-api/v1/inquire', {
      cx_surname: 'Mr',
      cx_name: 'Sunil Fernando',
      cx_mobile: '712345678',
      cx_email: 'sunil@example.lk',
      unq_hash: first.created.unq_hash,
    });
    const before = await stored();

    const { status, body } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: first.created.unq_hash,
      ncb: '5',
      sum_insured: '6,500,000',
      covers: ['flood'],
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      unq_hash: expect.any(String),
      cover_type: 'C',
      channel: 'Web-Motor',
      promo: 'KAVACHA5',
      notice: null,
    });
    expect(body.data.unq_hash).not.toBe(first.created.unq_hash);
    expect(await stored()).toEqual({ ...before, quotes: before.quotes + 1 });

    const repriced = await premiumsOf(body.data.unq_hash);
    const { quoted_on: _q, valid_until: _v, ...unchanged } = first.params;
    expect(repriced.params).toMatchObject({ ...unchanged, ncb: '5', covers: ['flood'] });
    expect(totals(repriced)).not.toEqual(totals(first));
    // The first quote is as it was: the quotation a visitor may already be buying keeps its number and price.
    expect(totals(await premiumsOf(first.created.unq_hash))).toEqual(totals(first));
  });

  it('answers the same prices as the quotation form for the same answers', async () => {
    const first = await client.premiums({ ncb: '0' });
    const { body } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: first.created.unq_hash,
      ncb: '3',
      sum_insured: 5_000_000,
      covers: [],
    });
    const direct = await client.premiums({ ncb: '3', sum_insured: 5_000_000 });
    expect(totals(await premiumsOf(body.data.unq_hash))).toEqual(totals(direct));
  });

  it.each([
    [{ ncb: '9' }, { ncb: ['Choose 0 to 5 years'] }],
    [
      { sum_insured: '99,000' },
      { sum_insured: ['Enter the market value as a whole number of rupees above Rs. 100,000'] },
    ],
    [{ covers: ['no-such-cover'] }, { 'covers.0': ['Unknown cover'] }],
    [{ cover_start_date: daysFromToday(-1) }, { cover_start_date: [COVER_START_MESSAGES.past] }],
    [{ cover_start_date: daysFromToday(31) }, { cover_start_date: [COVER_START_MESSAGES.tooFar] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    const first = await client.premiums();
    const before = await stored();
    const { status, body } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: first.created.unq_hash,
      ncb: '1',
      sum_insured: 6_500_000,
      covers: [],
      ...fields,
    });
    expect(status).toBe(422);
    expect(body.error).toEqual({ error_format: 1, errors });
    expect(await stored()).toEqual(before);
  });

  it('moves the cover start within the window as a new quote, the old one keeping its day', async () => {
    const first = await client.premiums({ ncb: '2', cover_start_date: daysFromToday(3) });
    const before = await stored();
    const { status, body } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: first.created.unq_hash,
      ncb: '2',
      sum_insured: first.params.sum_insured,
      covers: [],
      cover_start_date: daysFromToday(30),
    });
    expect(status).toBe(200);
    expect(await stored()).toEqual({ ...before, quotes: before.quotes + 1 });
    const { quoted_on: _q, valid_until: _v, ...unchanged } = first.params;
    expect((await premiumsOf(body.data.unq_hash)).params).toMatchObject({
      ...unchanged,
      cover_start_date: daysFromToday(30),
    });
    expect((await premiumsOf(first.created.unq_hash)).params.cover_start_date).toBe(daysFromToday(3));
  });

  it('refuses a third-party quote, which has no NCB, market value or covers', async () => {
    const created = (await client.thirdParty()).body.data;
    const { status, body } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: created.unq_hash,
      ncb: '1',
      sum_insured: 6_500_000,
      covers: [],
    });
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({
      unq_hash: ['Only a full insurance quote can be changed on the premium list'],
    });
  });

  it('answers 404 for a hash that names no quote', async () => {
    const { status } = await client.call('POST', '/v2/quote/reprice', {
      unq_hash: 'no-such-quote-hash-000000',
      ncb: '1',
      sum_insured: 6_500_000,
      covers: [],
    });
    expect(status).toBe(404);
  });
});
