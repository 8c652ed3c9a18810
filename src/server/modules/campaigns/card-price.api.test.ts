// The banks' card offers applied (issue 25, second part, decision 062) through the real app: a quote made
// under a bank's promo code carries it, and its premium list has the bank's card holders' price of every
// quotation, worked out here from the answer's own numbers with the offer's rate and cap. At payment the
// card decides: the bank's test card (in its seeded sandbox BIN range) is charged the card price through
// the sandbox gateway over real HTTP, another bank's card the usual price, and DFCC's per-day rules count
// the card's payments of the day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPricesSchema } from '#domain/campaigns';
import { centsOfRupees, centsToRupees } from '#domain/money';
import { today } from '#domain/dates';
import { CARD_MESSAGES } from '#domain/motor/payment';
import { payments, quotes } from '#server/db/schema';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusalChecker } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: Awaited<ReturnType<typeof quoteClient>>;
let staff: ConsoleClient;
let pay: PaymentClient;

beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000', TARIFF_RELOAD_SECONDS: '0' });
  client = await quoteClient(context.app);
  staff = await consoleClient(context);
  pay = await paymentClient(context);
});
afterAll(() => context.app.close());

/** What the card holder pays: the rate's discount, rounded down to the cent, at most the cap. */
const expected = (payableCents: number, bp: number, capCents = Infinity) =>
  payableCents - Math.min(Math.floor((payableCents * bp) / 10_000), capCents);

describe('the premium list of a quote made from a bank page', () => {
  it('keeps the promo code and prices every quotation for the card holders (NTB, 10%, no cap)', async () => {
    const list = await client.premiums({ promo: 'ntb-credit-card' });
    expect(list.created).toMatchObject({ promo: 'NTB-CREDIT-CARD', notice: null });
    expect(list.params.promo).toBe('NTB-CREDIT-CARD');
    const card = cardPricesSchema.parse(list.card_offer);
    expect(card).toMatchObject({
      bank: 'ntb',
      bank_name: 'Nations Trust Bank',
      promo_code: 'NTB-CREDIT-CARD',
    });
    const priced = list.quotations.filter((item) => item.total_premium !== null);
    expect(priced.length).toBeGreaterThan(1);
    expect(Object.keys(card.prices).sort()).toEqual(priced.map((item) => item.company_code).sort());
    for (const item of priced) {
      const payable = item.disc_total_premium ?? item.total_premium!;
      expect(centsOfRupees(card.prices[item.company_code]!), item.company_code).toBe(expected(payable, 1000));
    }
  });

  it("applies Union Bank's cap of Rs. 15,000 to the cent", async () => {
    const list = await client.premiums({ promo: 'UB-CREDIT-CARD', sum_insured: 30_000_000 });
    const card = cardPricesSchema.parse(list.card_offer);
    const priced = list.quotations.filter((item) => item.total_premium !== null);
    const capped = priced.filter(
      (item) => (item.disc_total_premium ?? item.total_premium!) * 0.15 > 1_500_000,
    );
    expect(capped.length, 'a premium large enough for the cap').toBeGreaterThan(0);
    for (const item of priced) {
      const payable = item.disc_total_premium ?? item.total_premium!;
      expect(centsOfRupees(card.prices[item.company_code]!)).toBe(expected(payable, 1500, 1_500_000));
    }
  });

  it('has no card prices for a quote without a bank promo code', async () => {
    const list = await client.premiums();
    expect(list.card_offer).toBeUndefined();
  });

  it("gives the usual price once an admin ends the bank's offer", async () => {
    const ended = await staff.admin('PATCH', '/api/console/campaigns/sey', {
      discount_bp: 1000,
      cap_rupees: null,
      cap_per_day: false,
      max_payments_per_day: null,
      starts_on: '2020-01-01',
      ends_on: '2020-12-31',
    });
    expect(ended.status).toBe(200);
    const list = await client.premiums({ promo: 'SEY-CREDIT-CARD' });
    const card = cardPricesSchema.parse(list.card_offer);
    for (const item of list.quotations.filter((each) => each.total_premium !== null))
      expect(centsOfRupees(card.prices[item.company_code]!)).toBe(
        item.disc_total_premium ?? item.total_premium,
      );
  });

  it('refuses a promo code with a NUL or of 10,000 characters at its field, and no quote is made', async () => {
    const quotesMade = () => context.database.db.$count(quotes);
    const expectRefused = refusalChecker(quotesMade);
    for (const promo of ['NTB-CREDIT-CARD\u0000', 'N'.repeat(10_000), ['NTB-CREDIT-CARD']])
      await expectRefused(() => client.full({ promo }), 422, fieldRefusal({ promo: [expect.any(String)] }));
  });
});

/** The sandbox's test cards of three banks (README), as the page sends their digits. */
const NTB = { number: '4551010000000004', card_bin: '45510100', card_last4: '0004' };
const UB = { number: '4552010000000003', card_bin: '45520100', card_last4: '0003' };
const DFCC = { number: '4554010000000001', card_bin: '45540100', card_last4: '0001' };
const digits = ({ card_bin, card_last4 }: typeof NTB) => ({ card_bin, card_last4 });

const cardPrice = (hash: string, card: Record<string, unknown>) =>
  pay.api(
    `/v3/payments/card_price?${new URLSearchParams({ hash_code: hash, ...card } as Record<string, string>)}`,
  );

/** What the NTB quotes' applications were charged, for the console's numbers. */
const ntbCharged: number[] = [];

/** Pays the application with `card` at the price the server decides for it; answers the payment row. */
async function payWith(hash: string, card: typeof NTB) {
  const checkout = await pay.checkout(hash, digits(card));
  expect(checkout.status).toBe(200);
  const paid = await pay.pay(checkout.body.data, card.number);
  expect(paid.body.data?.status, JSON.stringify(paid.body)).toBe('paid');
  const [row] = await context.database.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, checkout.body.data.order_id));
  return { row: row!, checkout: checkout.body.data };
}

describe('the payment of a quote made from a bank page', () => {
  it("charges the bank's card the card price and another bank's card the usual price, said before paying", async () => {
    const application = await pay.submitted({ promo: 'NTB-CREDIT-CARD' });
    const usual = application.amountCents;
    const summary = await pay.summary(application.paySecHash);
    expect(summary.body.data.card_offer).toEqual({ bank: 'ntb', bank_name: 'Nations Trust Bank' });

    const mine = await cardPrice(application.paySecHash, digits(NTB));
    expect(mine.body.data).toEqual({
      amount: centsToRupees(expected(usual, 1000)),
      usual_amount: centsToRupees(usual),
      discount: centsToRupees(usual - expected(usual, 1000)),
      bank_name: 'Nations Trust Bank',
      reason: 'discount',
    });
    const other = await cardPrice(application.paySecHash, digits(UB));
    expect(other.body.data).toMatchObject({
      amount: centsToRupees(usual),
      discount: '0.00',
      reason: 'other_card',
    });

    // A checkout priced for the NTB card takes no other card, and its card cannot be changed unsigned.
    const priced = await pay.checkout(application.paySecHash, digits(NTB));
    expect((await pay.pay(priced.body.data, UB.number)).body).toEqual(
      fieldRefusal({ card_number: [CARD_MESSAGES.otherCard] }),
    );
    const forged = await pay.pay(priced.body.data, UB.number, { card_mask: '' });
    expect(forged.status).toBe(400);

    const { row } = await payWith(application.paySecHash, NTB);
    expect(row).toMatchObject({
      amountCents: expected(usual, 1000),
      discountCents: usual - expected(usual, 1000),
      campaignBank: 'ntb',
      cardBin: '45510100',
      cardLast4: '0004',
      cardDay: today(),
      status: 'paid',
      applied: true,
    });
    expect((await pay.summary(application.paySecHash)).body.data.paid).toBe(true);
    ntbCharged.push(row.amountCents);
  });

  it("charges the usual price to another bank's card", async () => {
    const application = await pay.submitted({ promo: 'NTB-CREDIT-CARD' });
    const { row } = await payWith(application.paySecHash, UB);
    expect(row).toMatchObject({ amountCents: application.amountCents, discountCents: 0, campaignBank: null });
    ntbCharged.push(row.amountCents);
  });

  it('gives no card price to a quote made without a bank promo code, whatever the card', async () => {
    const application = await pay.submitted();
    expect((await pay.summary(application.paySecHash)).body.data.card_offer).toBeNull();
    expect((await cardPrice(application.paySecHash, digits(NTB))).body.data).toMatchObject({
      amount: centsToRupees(application.amountCents),
      bank_name: null,
      reason: 'no_offer',
    });
    const { row } = await payWith(application.paySecHash, NTB);
    expect(row.amountCents).toBe(application.amountCents);
  });

  it("counts DFCC's Rs. 15,000 a day and 2 payments a day per card", async () => {
    const cap = 1_500_000;
    let left = cap;
    for (const turn of [1, 2, 3]) {
      const application = await pay.submitted({ promo: 'DFCC-CREDIT-CARD', sum_insured: 2_000_000 });
      const usual = application.amountCents;
      const discount = turn > 2 ? 0 : Math.min(Math.floor((usual * 1500) / 10_000), left);
      const answer = await cardPrice(application.paySecHash, digits(DFCC));
      expect(answer.body.data, `payment ${turn}`).toMatchObject({
        amount: centsToRupees(usual - discount),
        reason: discount > 0 ? 'discount' : 'day_limit',
      });
      const { row } = await payWith(application.paySecHash, DFCC);
      expect(row.amountCents, `payment ${turn}`).toBe(usual - discount);
      left -= discount;
    }
    expect(left, 'the two payments had their discounts').toBeLessThan(cap);
  });

  it('refuses hostile card digits at their field, and makes no attempt', async () => {
    const application = await pay.submitted({ promo: 'NTB-CREDIT-CARD' });
    const attempts = () => pay.paymentsOf(application.applicationId);
    const expectRefused = refusalChecker(attempts);
    const hash_code = application.paySecHash;
    for (const card_bin of ['4551010\u0000', '4'.repeat(10_000), ['45510100'], 45510100])
      await expectRefused(
        () => pay.checkout(hash_code, { card_bin, card_last4: '0004' }),
        422,
        fieldRefusal({ card_bin: [CARD_MESSAGES.bin] }),
      );
    await expectRefused(
      () => pay.checkout(hash_code, { card_bin: '45510100' }),
      422,
      fieldRefusal({ card_last4: [CARD_MESSAGES.last4] }),
    );
    const refused = await cardPrice(hash_code, { card_bin: '4551\u0000100', card_last4: '0004' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors.card_bin).toEqual([CARD_MESSAGES.bin]);
  });
});

describe("the console's Bank offers in numbers", () => {
  it("counts each campaign's leads, converted leads, sales and premium", async () => {
    const lead = await client.call('POST', '/inquiry-api/v1/inquire', {
      cx_name: 'Sanjeewa Bandara',
      cx_email: 'sanjeewa@example.lk',
      cx_mobile: '94778621045',
      inquiry_type: 'promotion',
      bank_type: 'ntb',
    });
    expect(lead.status).toBe(200);
    const converted = await staff.admin('PATCH', `/api/console/leads/${lead.body.data.inquiry_id}`, {
      status: 'converted',
    });
    expect(converted.status).toBe(200);
    const answer = await staff.admin('GET', '/api/console/campaigns');
    const stats = answer.body.data.stats as { bank: string }[];
    expect(stats.map((row) => row.bank)).toEqual([
      'ntb',
      'ub',
      'hsbc',
      'dfcc',
      'scb',
      'ndb',
      'hnb',
      'sey',
      'pb',
    ]);
    expect(stats.find((row) => row.bank === 'ntb')).toEqual({
      bank: 'ntb',
      leads: 1,
      converted: 1,
      sales: 2,
      premium: centsToRupees(ntbCharged[0]! + ntbCharged[1]!),
    });
    expect(stats.find((row) => row.bank === 'dfcc')).toMatchObject({ leads: 0, converted: 0, sales: 3 });
    expect(stats.find((row) => row.bank === 'hnb')).toEqual({
      bank: 'hnb',
      leads: 0,
      converted: 0,
      sales: 0,
      premium: '0.00',
    });
  });
});
