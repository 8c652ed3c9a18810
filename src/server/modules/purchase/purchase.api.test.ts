import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { PURCHASE_MESSAGES } from '#domain/motor/purchase';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { applications, companies, quotes } from '#server/db/schema';
import { PERSONAL_INFO } from '#server/testing/customers';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestCustomer, TestQuote } from '#server/testing/purchases';
import { priced, purchaseClient, purchaseOf } from '#server/testing/purchases';
import { createTestApp } from '#server/testing/test-app';

// A number gets 3 codes in 15 minutes, so each customer here has a number of its own.
let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof purchaseClient>>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await purchaseClient(context.app, context.database.db);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const companyOfType = async (type: 'I' | 'F') =>
  (await db().select({ id: companies.id }).from(companies).where(eq(companies.type, type)))[0]!.id;

describe('POST /v2/quote/buy and /v3/quote/buy', () => {
  let kamal: TestCustomer;
  let ikman: TestQuote;
  beforeAll(async () => {
    kamal = await client.customers.customer('774000001');
    ikman = await client.quoting.premiums({ promo: 'IKMAN.LK' });
  });

  it("stores the application with the quotation as listed, its price locked, and the quote's channel", async () => {
    expect(ikman.created.channel).toBe('IKMAN');
    const discounted = priced(ikman).find((item) => item.is_promo_discount === '1')!;
    const { status, body } = await client.buy(kamal, ikman, discounted);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 200,
      success: true,
      error: null,
      data: { pay_sec_hash: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/), req_key: null },
    });

    const row = await client.applicationOf(body.data.pay_sec_hash);
    const [quoteRow] = await db().select().from(quotes).where(eq(quotes.unqHash, ikman.created.unq_hash));
    expect(row).toMatchObject({
      quoteId: quoteRow!.id,
      qotNumber: discounted.qot_number,
      companyId: discounted.id,
      customerId: kamal.customerId,
      coverType: 'C',
      quotation: discounted,
      amountCents: discounted.disc_total_premium,
      channel: 'IKMAN',
      promo: 'no-promo',
      isRenewal: false,
      existingInsurerId: null,
      renewalDate: null,
      status: 'created',
    });
    expect(discounted.disc_total_premium).toBeLessThan(discounted.total_premium!);
    expect(row.reqKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(row.reqKey).not.toBe(row.paySecHash);
    // The personal form alone: none of the quote's, payment, bank or channel fields.
    expect(row.personalInfo).toEqual({
      ...PERSONAL_INFO,
      mobile_number: '774000001',
      product_code: 'motor-full',
      step: '1',
      otp_media: 'SMS',
    });
    expect((await client.eventsOf(row.id)).map((event) => event.status)).toEqual(['created']);
  });

  it('charges the total premium of a quotation without a promotional price', async () => {
    const plain = priced(ikman).find((item) => item.is_promo_discount === '0')!;
    const { body } = await client.buy(kamal, ikman, plain);
    expect((await client.applicationOf(body.data.pay_sec_hash)).amountCents).toBe(plain.total_premium);
  });

  it('sells third party on /v3 and keeps each cover type to its own path', async () => {
    const thirdParty = await client.quoting.premiums({}, 'T');
    const item = priced(thirdParty)[0]!;
    const { status, body } = await client.buy(kamal, thirdParty, item, { ins_sub_cat: 'Motor-Cycle' });
    expect(status).toBe(200);
    expect(await client.applicationOf(body.data.pay_sec_hash)).toMatchObject({
      coverType: 'T',
      amountCents: item.total_premium,
      channel: 'Web-Motor',
      promo: 'no-promo',
    });

    const onV2 = () =>
      client.customers.buy(kamal.token, '/v2/quote/buy', purchaseOf(kamal, thirdParty, item));
    const full = purchaseOf(kamal, ikman, priced(ikman)[0]!);
    const onV3 = () => client.customers.buy(kamal.token, '/v3/quote/buy', full);
    await client.expectRefused(onV2, 400, refusal(PURCHASE_MESSAGES.wrongPath('/v3/quote/buy')));
    await client.expectRefused(onV3, 400, refusal(PURCHASE_MESSAGES.wrongPath('/v2/quote/buy')));
  });

  it('stores a renewal with its insurer and date', async () => {
    const insurer = await companyOfType('I');
    const renewal = { is_renewal: '1', existing_insurer: String(insurer), renwal_date: daysFromToday(20) };
    const { status, body } = await client.buy(kamal, ikman, priced(ikman)[1]!, renewal);
    expect(status).toBe(200);
    expect(await client.applicationOf(body.data.pay_sec_hash)).toMatchObject({
      isRenewal: true,
      existingInsurerId: insurer,
      renewalDate: renewal.renwal_date,
    });
  });

  it.each([
    ['a leasing company', async () => String(await companyOfType('F'))],
    ['an unknown id', async () => '999999'],
    ['beyond any id', async () => '99999999999'],
    ['a name', async () => 'Ceylinco'],
  ])('refuses a renewal whose existing insurer is %s', async (_case, existing) => {
    const renewal = { is_renewal: '1', existing_insurer: await existing(), renwal_date: daysFromToday(20) };
    await client.expectRefused(
      () => client.buy(kamal, ikman, priced(ikman)[2]!, renewal),
      422,
      fieldRefusal({ existing_insurer: [PURCHASE_MESSAGES.unknownInsurer] }),
    );
  });
});

describe('buying the same quotation again', () => {
  let nimal: TestCustomer;
  let quote: TestQuote;
  beforeAll(async () => {
    nimal = await client.customers.customer('775000001');
    quote = await client.quoting.premiums();
  });

  it('answers the same pay_sec_hash and keeps one application', async () => {
    const item = priced(quote)[0]!;
    const first = await client.buy(nimal, quote, item);
    const before = await client.stored();
    const second = await client.buy(nimal, quote, item);
    expect(second.body.data.pay_sec_hash).toBe(first.body.data.pay_sec_hash);
    expect(await client.stored()).toEqual(before);
  });

  it('replaces the form while the application is new, and records it', async () => {
    const item = priced(quote)[1]!;
    const { body } = await client.buy(nimal, quote, item, { street_one: 'Gale Road' });
    const mended = await client.buy(nimal, quote, item, { street_one: 'Galle Road' });
    expect(mended.body.data.pay_sec_hash).toBe(body.data.pay_sec_hash);
    const row = await client.applicationOf(body.data.pay_sec_hash);
    expect(row.personalInfo).toMatchObject({ street_one: 'Galle Road' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    const events = await client.eventsOf(row.id);
    expect(events.map((event) => event.status)).toEqual(['created', 'updated']);
    expect(events[1]!.detail).toMatchObject({ previous: { personalInfo: { street_one: 'Gale Road' } } });
  });

  it('keeps the form of an application that has moved on', async () => {
    const item = priced(quote)[2]!;
    const { body } = await client.buy(nimal, quote, item);
    const { pay_sec_hash } = body.data;
    await db()
      .update(applications)
      .set({ status: 'submitted' })
      .where(eq(applications.paySecHash, pay_sec_hash));
    const before = await client.stored();
    const again = await client.buy(nimal, quote, item, { street_one: 'Other Road' });
    expect(again.body.data.pay_sec_hash).toBe(pay_sec_hash);
    const row = await client.applicationOf(pay_sec_hash);
    expect(row.personalInfo).toMatchObject({ street_one: 'Galle Road' });
    expect(await client.stored()).toEqual(before);
  });

  it('makes one application of purchases sent at once', async () => {
    const item: QuotationItem = priced(quote)[3]!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => client.buy(nimal, quote, item)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.pay_sec_hash)).size).toBe(1);
    const rows = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.customerId, nimal.customerId), eq(applications.qotNumber, item.qot_number)));
    expect(rows).toHaveLength(1);
    expect(await client.eventsOf(rows[0]!.id)).toHaveLength(1);
  });
});
