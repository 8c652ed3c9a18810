// Engine capacity through the quote calls (docs/decisions/022): refused when missing or out of range
// and nothing stored; kept with the quote and answered by /v2/quote/params; the third-party premium by
// its band, in third-party and full-insurance quotes alike; not asked of an electric vehicle.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_CAPACITY_MESSAGES } from '#domain/motor/engine-capacity';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { today } from '#domain/dates';
import { companies, quotes, tariffs } from '#server/db/schema';
import { SAMPLE_TARIFFS } from '#server/db/seed/data/tariffs';
import { quoteClient } from '#server/testing/quote-requests';
import { createTestApp } from '#server/testing/test-app';
import { quoteService } from './quote.service';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000', TARIFF_RELOAD_SECONDS: '0' });
  client = await quoteClient(context.app);
});
afterAll(() => context.app.close());

const storedQuotes = async () => (await context.database.db.select({ n: count() }).from(quotes))[0]!.n;
const { wholeNumber, range, electric } = ENGINE_CAPACITY_MESSAGES;
const CAR_RANGE = range(500, 8_000);
const MOTORCYCLE_RANGE = range(45, 2_500);
/** A third-party car, for the car bands. */
const TP_CAR = { vehicle_type: 'Car', vehicle_make: 'Toyota', vehicle_model: 'Axio' };
const thirdPartyOf = (list: QuotationItem[], code: string) =>
  list.find((item) => item.company_code === code)?.breakdown?.third_party_premium;

describe('engine_capacity on POST /v2/quote/full and /v3/quote/tp', () => {
  it.each([
    ['missing', undefined, 'required', 'required'],
    ['blank', '', 'required', 'required'],
    ['0', 0, CAR_RANGE, MOTORCYCLE_RANGE],
    ['negative', -1500, wholeNumber, wholeNumber],
    ['not whole', 1499.5, wholeNumber, wholeNumber],
    ['text', '1.5 litres', wholeNumber, wholeNumber],
    ['huge', 1e15, CAR_RANGE, MOTORCYCLE_RANGE],
    ['above the type', 9_000, CAR_RANGE, MOTORCYCLE_RANGE],
  ])(
    'refuses a capacity %s with its field error and stores nothing',
    async (_case, engine_capacity, full, tp) => {
      const before = await storedQuotes();
      for (const [sent, message] of [
        [await client.full({ engine_capacity }), full],
        [await client.thirdParty({ engine_capacity }), tp],
      ] as const) {
        expect(sent.status).toBe(422);
        expect(sent.body).toEqual({
          status: 1002,
          success: false,
          data: null,
          error: { error_format: 1, errors: { engine_capacity: [message] } },
        });
      }
      expect(await storedQuotes()).toBe(before);
    },
  );

  it('keeps the capacity with the quote and answers it with the parameters', async () => {
    const { body } = await client.full({ engine_capacity: '1496' });
    const params = await client.call('GET', `/v2/quote/params?unq_hash=${body.data.unq_hash}`);
    expect(params.status).toBe(200);
    expect(params.body.data).toMatchObject({ engine_capacity: 1_496, fuel_type: 'Petrol' });
    const thirdParty = await client.premiums({ engine_capacity: 149 }, 'T');
    expect(thirdParty.params.engine_capacity).toBe(149);
  });

  it('prices third party by capacity band: the published Rs. 3,250 for 1,001-1,500 cc, more above', async () => {
    const small = await client.premiums({ ...TP_CAR, engine_capacity: 1_300 }, 'T');
    const large = await client.premiums({ ...TP_CAR, engine_capacity: 2_500 }, 'T');
    expect(thirdPartyOf(small.quotations, 'SLIC')).toBe(325_000);
    expect(thirdPartyOf(large.quotations, 'SLIC')).toBe(550_000);
    const hired = await client.premiums({ ...TP_CAR, engine_capacity: 1_300, purpose_of_use: 'Hiring' }, 'T');
    expect(thirdPartyOf(hired.quotations, 'SLIC')).toBe(487_500);
  });

  it('prices the third-party part of a full-insurance premium by the band too', async () => {
    const small = await client.premiums({ engine_capacity: 1_300 });
    const large = await client.premiums({ engine_capacity: 2_500 });
    expect(thirdPartyOf(small.quotations, 'SLIC')).toBe(325_000);
    expect(thirdPartyOf(large.quotations, 'SLIC')).toBe(550_000);
  });

  it('does not ask an electric vehicle, rates it on the lowest band, and refuses a capacity for it', async () => {
    const leaf = {
      vehicle_make: 'Nissan',
      vehicle_model: 'Leaf',
      fuel_type: 'Electric',
      engine_capacity: '',
    };
    const full = await client.premiums(leaf);
    expect(full.params).not.toHaveProperty('engine_capacity');
    expect(thirdPartyOf(full.quotations, 'SLIC')).toBe(275_000);
    const thirdParty = await client.premiums({ ...TP_CAR, ...leaf }, 'T');
    expect(thirdParty.params).toMatchObject({ fuel_type: 'Electric' });
    expect(thirdPartyOf(thirdParty.quotations, 'SLIC')).toBe(275_000);

    const refused = await client.full({ ...leaf, engine_capacity: 1_500 });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ engine_capacity: [electric] });
  });

  it('checks a third-party fuel type against the list', async () => {
    const refused = await client.thirdParty({ fuel_type: 'Steam' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.errors).toEqual({ fuel_type: ['Choose a fuel type from the list'] });
  });
});

// Last: it puts a tariff version in force for SLIC.
describe('a tariff of one premium a vehicle type, as seeded before bands (version 1)', () => {
  it('prices every capacity alike, and the quotes priced on it still read after a restart', async () => {
    const { db } = context.database;
    const slic = SAMPLE_TARIFFS.find((tariff) => tariff.company_code === 'SLIC')!;
    const flat = { ...slic.data, third_party: { ...slic.data.third_party, premiums: { Car: 325_000 } } };
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'SLIC'));
    // Written as the old rows hold it: the column's type describes the read (banded) shape.
    await db.insert(tariffs).values({
      companyId: company!.id,
      version: '2026-sample-1',
      effectiveFrom: today(),
      isSample: true,
      data: flat as unknown as typeof slic.data,
    });
    const large = await client.premiums({ ...TP_CAR, engine_capacity: 2_500 }, 'T');
    expect(thirdPartyOf(large.quotations, 'SLIC')).toBe(325_000);

    const restarted = quoteService(context.database, context.config, context.app.log);
    const read = JSON.parse((await restarted.premiumsJson(large.created.unq_hash)).toString());
    expect(read.data.quotes).toEqual(large.quotes);
  });
});
