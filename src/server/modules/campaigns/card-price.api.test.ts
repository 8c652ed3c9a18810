// The banks' card offers applied (issue 25, second part, decision 062) through the real app: a quote made
// under a bank's promo code carries it, and its premium list has the bank's card holders' price of every
// quotation, worked out here from the answer's own numbers with the offer's rate and cap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPricesSchema } from '#domain/campaigns';
import { centsOfRupees } from '#domain/money';
import { quotes } from '#server/db/schema';
import type { ConsoleClient } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { fieldRefusal, refusalChecker } from '#server/testing/envelopes';
import { quoteClient } from '#server/testing/quote-requests';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: Awaited<ReturnType<typeof quoteClient>>;
let staff: ConsoleClient;

beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000', TARIFF_RELOAD_SECONDS: '0' });
  client = await quoteClient(context.app);
  staff = await consoleClient(context);
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
    expect(card).toMatchObject({ bank: 'ntb', bank_name: 'Nations Trust Bank', promo_code: 'NTB-CREDIT-CARD' });
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
    const capped = priced.filter((item) => (item.disc_total_premium ?? item.total_premium!) * 0.15 > 1_500_000);
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
      expect(centsOfRupees(card.prices[item.company_code]!)).toBe(item.disc_total_premium ?? item.total_premium);
  });

  it('refuses a promo code with a NUL or of 10,000 characters at its field, and no quote is made', async () => {
    const quotesMade = () => context.database.db.$count(quotes);
    const expectRefused = refusalChecker(quotesMade);
    for (const promo of ['NTB-CREDIT-CARD\u0000', 'N'.repeat(10_000), ['NTB-CREDIT-CARD']])
      await expectRefused(() => client.full({ promo }), 422, fieldRefusal({ promo: [expect.any(String)] }));
  });
});
