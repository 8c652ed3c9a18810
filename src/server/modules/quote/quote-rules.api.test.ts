// The rules behind a premium list, through the real app: tariff versions and locked prices, acceptance
// rules, and promotions by channel, promo code and dates.
import { addDays, subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate, today } from '#domain/dates';
import { fullQuoteSchema } from '#domain/motor/quote';
import type { PremiumsAnswer, QuotationItem } from '#domain/motor/quote-answers';
import { companies, promotions, tariffs } from '#server/db/schema';
import { rateFull } from '#server/rating/full';
import type { Tariff } from '#server/rating/tariff';
import { TARIFF_A } from '#server/rating/test-tariffs';
import { CAR, quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import { quoteService } from './quote.service';

let app: TestApp;
let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
// Tariffs and promotions added by a test are used at once.
beforeAll(async () => {
  context = await createTestApp({ TARIFF_RELOAD_SECONDS: '0' });
  app = context.app;
  client = await quoteClient(app);
});
afterAll(() => app.close());

const db = () => context.database.db;
const day = (offset: number) =>
  formatIsoDate(offset >= 0 ? addDays(new Date(), offset) : subDays(new Date(), -offset));
const companyId = async (code: string) =>
  (await db().select({ id: companies.id }).from(companies).where(eq(companies.code, code)))[0]!.id;
const of = (list: QuotationItem[], code: string) => list.find((item) => item.company_code === code)!;

/** Tariff A of the engine tests, as Sri Lanka Insurance's new version from today. */
const NEW_SLIC_TARIFF: Tariff = {
  ...TARIFF_A,
  full: {
    ...TARIFF_A.full,
    acceptance: { max_age: 15, max_sum_insured: 5_000_000_000, declined_makes: ['Mercedes-Benz'] },
  },
};

describe('tariff versions and locked prices', () => {
  let before: { created: { unq_hash: string }; quotes: PremiumsAnswer['quotes'] };
  beforeAll(async () => {
    before = await client.premiums();
    await db()
      .insert(tariffs)
      .values({
        companyId: await companyId('SLIC'),
        version: 'test-2',
        effectiveFrom: today(),
        isSample: false,
        data: NEW_SLIC_TARIFF,
      });
  });

  it('prices new quotes on the version in force', async () => {
    const { quotations } = await client.premiums();
    const slic = of(quotations, 'SLIC');
    expect(slic).toMatchObject({ tariff_version: 'test-2', sample_tariff: false });
    const expected = rateFull(NEW_SLIC_TARIFF, fullQuoteSchema.parse(CAR), {
      quoteYear: new Date().getFullYear(),
      statutory: context.config.statutory,
    });
    expect(expected.priced && expected.breakdown).toEqual(slic.breakdown);
  });

  it('keeps the price a quote showed, from memory and from the database', async () => {
    const again = await client.call('GET', `/v2/premiums?unq_hash=${before.created.unq_hash}`);
    expect(again.body.data.quotes.SLIC).toEqual(before.quotes.SLIC);
    const restarted = quoteService(context.database, context.config, app.log);
    const stored = JSON.parse((await restarted.premiumsJson(before.created.unq_hash)).toString());
    expect(stored.data.quotes.SLIC.tariff_version).toBe('2026-sample-2');
    expect(stored.data.quotes.SLIC.total_premium).toBe(before.quotes.SLIC!.total_premium);
  });

  describe('acceptance rules', () => {
    it.each([
      [
        { manufacture_year: new Date().getFullYear() - 16 },
        'Vehicles older than 15 years are quoted by the insurer directly',
      ],
      [{ sum_insured: 50_000_001 }, 'Sums insured above Rs. 50,000,000 are quoted by the insurer directly'],
      [
        { vehicle_make: 'Mercedes-Benz', vehicle_model: 'C-Class' },
        'Mercedes-Benz vehicles are quoted by the insurer directly',
      ],
      [{ purpose_of_use: 'Rent' }, 'Rent use is quoted by the insurer directly'],
      [
        {
          vehicle_type: 'Motor-Cycle',
          vehicle_make: 'Bajaj',
          vehicle_model: 'Pulsar 150',
          sum_insured: 600_000,
        },
        'Motor-Cycle vehicles are quoted by the insurer directly',
      ],
    ])('lists %j without a premium, after the priced ones', async (fields, reason) => {
      const { quotations } = await client.premiums(fields);
      const slic = of(quotations, 'SLIC');
      expect(slic).toMatchObject({
        total_premium: null,
        disc_total_premium: null,
        is_promo_discount: '0',
        breakdown: null,
        decline_reason: reason,
      });
      expect(Object.keys(slic.cover_details)).toContain('flood');
      const firstDeclined = quotations.findIndex((item: QuotationItem) => item.total_premium === null);
      expect(
        quotations.slice(firstDeclined).every((item: QuotationItem) => item.total_premium === null),
      ).toBe(true);
      expect(firstDeclined).toBeGreaterThan(0);
    });
  });
});

describe('promotions', () => {
  const promotion = (companyId: number, fields: Partial<typeof promotions.$inferInsert>) => ({
    companyId,
    channel: null,
    promoCode: null,
    coverType: null,
    startsOn: day(-10),
    endsOn: day(10),
    discountBp: null,
    status: 'Test',
    value: '',
    color: '#123456',
    ...fields,
  });

  beforeAll(async () => {
    const [orient, sanasa, mbsl] = await Promise.all(['ORI', 'SGI', 'MBSL'].map(companyId));
    await db()
      .insert(promotions)
      .values([
        promotion(orient!, {
          status: 'Year-end Sale',
          value: '20% OFF',
          discountBp: 2_000,
          endsOn: day(0),
          channel: 'Web-Motor',
          coverType: 'C',
        }),
        promotion(orient!, {
          status: 'Free Towing',
          value: 'FREE',
          color: '#0F766E',
          sort: 1,
        }),
        promotion(orient!, {
          status: 'Third badge',
          value: 'X',
          sort: 2,
        }),
        promotion(sanasa!, {
          status: 'Ended',
          discountBp: 1_000,
          endsOn: day(-1),
        }),
        promotion(sanasa!, {
          status: 'Not yet',
          discountBp: 1_000,
          startsOn: day(1),
        }),
        promotion(mbsl!, {
          status: 'ikman only',
          discountBp: 1_000,
          channel: 'IKMAN',
        }),
      ]);
  });

  it('applies a discount in force today (its last day included) with at most two badges', async () => {
    const { quotations } = await client.premiums();
    const orient = of(quotations, 'ORI');
    expect(orient).toMatchObject({
      is_promo_discount: '1',
      promotion_status: 'Year-end Sale',
      promotion_value: '20% OFF',
      promotion_color: '#123456',
      promotion_2_status: 'Free Towing',
      promotion_2_value: 'FREE',
      promotion_2_color: '#0F766E',
    });
    const full = orient.breakdown!;
    const discounted = orient.discounted_breakdown!;
    const ownDamage = full.net_premium;
    expect(discounted.promotion).toEqual({
      code: 'promotion',
      label: 'Year-end Sale',
      rate_bp: 2_000,
      amount: -Math.round(ownDamage * 0.2),
    });
    expect(discounted.net_premium).toBe(ownDamage - Math.round(ownDamage * 0.2));
    expect(orient.disc_total_premium).toBe(discounted.total);
    expect(orient.disc_total_premium!).toBeLessThan(orient.total_premium!);
  });

  it('ignores promotions out of their dates or for another channel', async () => {
    const { quotations } = await client.premiums();
    expect(of(quotations, 'SGI')).toMatchObject({ is_promo_discount: '0', promotion_status: null });
    expect(of(quotations, 'MBSL')).toMatchObject({ is_promo_discount: '0', promotion_status: null });
  });

  it('gives third-party quotes the badges but no discount', async () => {
    const { quotations } = await client.premiums({}, 'T');
    expect(of(quotations, 'ORI')).toMatchObject({
      is_promo_discount: '0',
      disc_total_premium: null,
      promotion_status: 'Free Towing',
    });
  });

  it('labels company FIL Without Agent', async () => {
    expect(of((await client.premiums()).quotations, 'FIL').promotion_status).toBe('Without Agent');
  });
});
