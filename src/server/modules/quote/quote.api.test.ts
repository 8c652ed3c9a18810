import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import { formatIsoDate, today } from '#domain/dates';
import { premiumsSchema, type QuotationItem } from '#domain/motor/quote-answers';
import { INSURERS } from '#server/db/seed/data/companies';
import { quotes } from '#server/db/schema';
import { CAR, MOTORCYCLE, quoteClient } from '#server/testing/quote-requests';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import { quoteService } from './quote.service';

let app: TestApp;
let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof quoteClient>>;
beforeAll(async () => {
  context = await createTestApp();
  app = context.app;
  client = await quoteClient(app);
});
afterAll(() => app.close());

const storedQuotes = async () => (await context.database.db.select({ n: count() }).from(quotes))[0]!.n;
const price = (item: QuotationItem) => item.disc_total_premium ?? item.total_premium ?? Infinity;

describe('POST /v2/quote/full', () => {
  it('answers a random unq_hash of at least 128 bits, sold through Web-Motor without a promo', async () => {
    const { status, body } = await client.full();
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 200,
      success: true,
      data: { cover_type: 'C', channel: 'Web-Motor', promo: 'no-promo', notice: null },
    });
    expect(body.data.unq_hash).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect((await client.full()).body.data.unq_hash).not.toBe(body.data.unq_hash);
  });

  it('prices the car on every insurer, cheapest first, with each field of the quotation item', async () => {
    const { params, quotes, quotations } = await client.premiums();
    expect(premiumsSchema.parse({ params, quotes })).toBeTruthy();
    expect(quotations.map((item: QuotationItem) => item.company_code).sort()).toEqual(
      INSURERS.map((insurer) => insurer.company_code).sort(),
    );
    const prices = quotations.map(price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const validUntil = formatIsoDate(addDays(new Date(`${today()}T12:00:00`), 30));
    for (const item of quotations as QuotationItem[]) {
      expect(item.valid_until).toBe(validUntil);
      expect(item.sample_tariff).toBe(true);
      expect(item.company_logo).toMatch(/^\/images\/insurers\/[a-z]+\.svg$/);
      expect(item.breakdown?.total).toBe(item.total_premium);
      expect(Object.keys(item.cover_details)).toContain('tpp_limit');
    }
    const fil = quotations.find((item: QuotationItem) => item.company_code === 'FIL');
    expect(fil?.promotion_status).toBe('Without Agent');
  });

  it('gives every quotation its own number', async () => {
    const first = await client.premiums();
    const second = await client.premiums();
    const numbers = [...first.quotations, ...second.quotations].map((item: QuotationItem) => item.qot_number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('keeps the breakdown of each quotation adding up to its total', async () => {
    const { quotations } = await client.premiums({ fuel_type: 'Hybrid', ncb: '5', hire_purchase: 'YES' });
    for (const item of quotations as QuotationItem[]) {
      const b = item.breakdown!;
      const lines = [b.net_premium, b.third_party_premium, b.srcc, b.terrorism, b.policy_fee];
      const covers = b.covers.reduce((total, line) => total + line.amount, 0);
      expect(b.taxable).toBe(lines.reduce((a, c) => a + c, 0) + covers);
      expect(b.total).toBe(b.taxable + b.vat.amount + b.stamp_duty + b.road_safety_fund.amount);
      expect(b.road_safety_fund.amount).toBe(Math.round(b.third_party_premium / 100));
      expect(b.stamp_duty).toBe(2_500);
      expect(b.adjustments.map((line) => line.code)).toEqual(expect.arrayContaining(['fuel']));
    }
  });

  it.each([
    [
      { sum_insured: 100_000 },
      { sum_insured: ['Enter the market value as a whole number of rupees above Rs. 100,000'] },
    ],
    [
      { sum_insured: '150000.50' },
      { sum_insured: ['Enter the market value as a whole number of rupees above Rs. 100,000'] },
    ],
    [{ vehicle_make: '' }, { vehicle_make: ['required'] }],
    [
      { fuel_type: undefined, ncb: undefined },
      {
        fuel_type: ['required'],
        ncb: ['Choose the years without a claim on your last policy (No if none)'],
      },
    ],
    // Price-affecting answers have no default (decision 031).
    [
      { hire_purchase: '', is_registered: undefined },
      {
        hire_purchase: ['Choose whether the vehicle is on hire purchase or lease'],
        is_registered: ['Choose whether the vehicle is registered or brand new (unregistered)'],
      },
    ],
    [
      { sum_insured: '1,500,000,000' },
      { sum_insured: ['No vehicle has a market value above Rs. 1,000,000,000: check the market value'] },
    ],
    [
      { manufacture_year: 1959 },
      { manufacture_year: [`Enter a year from 1960 to ${new Date().getFullYear()}`] },
    ],
    [{ ncb: '6' }, { ncb: ['Choose 0 to 5 years'] }],
    [
      { vehicle_type: 'Boat' },
      { vehicle_type: ['Choose one of Car, Motor-Cycle, Three-Wheeler, Dual-Purpose'] },
    ],
    [{ vehicle_make: 'Trabant' }, { vehicle_make: ['Choose a make from the list'] }],
    [{ vehicle_model: 'Pulsar 150' }, { vehicle_model: ['Choose a model of this make from the list'] }],
    [
      {
        vehicle_type: 'Motor-Cycle',
        vehicle_make: 'Bajaj',
        vehicle_model: 'Pulsar 150',
        fuel_type: 'Diesel',
      },
      { fuel_type: ['Choose a fuel type from the list'] },
    ],
    [{ purpose_of_use: 'Racing' }, { purpose_of_use: ['Choose a purpose of use from the list'] }],
    [{ covers: ['jet_pack'] }, { 'covers.0': ['Unknown cover'] }],
  ])('refuses %j with field errors and stores nothing', async (fields, errors) => {
    const before = await storedQuotes();
    const { status, body } = await client.full(fields);
    expect(status).toBe(422);
    expect(body).toEqual({ status: 1002, success: false, data: null, error: { error_format: 1, errors } });
    expect(await storedQuotes()).toBe(before);
  });

  it('accepts names in any case and stores them as the lists spell them', async () => {
    const { params } = await client.premiums({
      vehicle_make: 'TOYOTA',
      vehicle_model: 'axio',
      fuel_type: 'petrol',
    });
    expect(params).toMatchObject({ vehicle_make: 'Toyota', vehicle_model: 'Axio', fuel_type: 'Petrol' });
  });

  it('needs an auth_key', async () => {
    const response = await app.inject({ method: 'POST', url: '/v2/quote/full', payload: CAR });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Unauthorized request');
  });
});

describe('POST /v3/quote/tp', () => {
  it('prices third party with the registration number assembled, without discounts', async () => {
    const { created, params, quotations } = await client.premiums({}, 'T');
    expect(created).toMatchObject({ cover_type: 'T', channel: 'Web-Motor', promo: 'no-promo' });
    expect(params).toMatchObject({
      cover_type: 'T',
      insurance_type: 'third-party',
      veh_registration_no: 'WP-BFK-4521',
      engine_no: MOTORCYCLE.engine_no,
      hire_purchase: 'NO',
    });
    expect(quotations.filter((item: QuotationItem) => item.total_premium !== null).length).toBeGreaterThan(6);
    for (const item of quotations as QuotationItem[]) {
      expect(item.is_promo_discount).toBe('0');
      if (item.breakdown === null) {
        expect(item.decline_reason).toBe('Motor-Cycle vehicles are quoted by the insurer directly');
        continue;
      }
      expect(item.breakdown).toMatchObject({
        sum_insured: null,
        basic_premium: null,
        net_premium: 0,
        srcc: 0,
      });
      expect(item.breakdown.road_safety_fund.amount).toBe(
        Math.round(item.breakdown.third_party_premium / 100),
      );
    }
  });

  it('loads hire use by 1.5', async () => {
    const privateUse = await client.premiums({}, 'T');
    const hired = await client.premiums({ purpose_of_use: 'Hiring' }, 'T');
    const tp = (list: QuotationItem[], code: string) =>
      list.find((item) => item.company_code === code)!.breakdown?.third_party_premium;
    for (const { company_code } of INSURERS) {
      const privatePremium = tp(privateUse.quotations, company_code);
      if (privatePremium === undefined) expect(tp(hired.quotations, company_code)).toBeUndefined();
      else expect(tp(hired.quotations, company_code)).toBe(Math.round(privatePremium * 1.5));
    }
  });

  it.each([
    [{ purpose_of_use: 'Rent' }, { purpose_of_use: ['Rent is offered only for full insurance'] }],
    [
      { engine_no: 'ab', chassis_no: '' },
      { engine_no: ['enter minimum 3 characters'], chassis_no: ['required'] },
    ],
    [
      { veh_reg_format_2: 'BF', veh_reg_format_1: 'XY' },
      { veh_reg_format_1: ['not valid'], veh_reg_format_2: ['not valid'] },
    ],
    [{ vehicle_model: 'Axio' }, { vehicle_model: ['Choose a model of this make from the list'] }],
  ])('refuses %j with field errors', async (fields, errors) => {
    const before = await storedQuotes();
    const { status, body } = await client.thirdParty(fields);
    expect(status).toBe(422);
    expect(body.error.errors).toEqual(errors);
    expect(await storedQuotes()).toBe(before);
  });
});

describe('GET /v2/quote/params and /v2/premiums', () => {
  it('answers the saved parameters with the cover type', async () => {
    const { body } = await client.full({ hire_purchase: 'YES', is_registered: 'U' });
    const params = await client.call('GET', `/v2/quote/params?unq_hash=${body.data.unq_hash}`);
    expect(params.status).toBe(200);
    expect(params.body.data).toMatchObject({
      ...CAR,
      hire_purchase: 'YES',
      is_registered: 'U',
      cover_type: 'C',
      insurance_type: 'full-insurance',
      channel: 'Web-Motor',
      promo: 'no-promo',
      quoted_on: today(),
    });
  });

  it('answers the same premium list after a restart as right after quoting', async () => {
    const { created } = await client.premiums();
    const fromCache = await client.call('GET', `/v2/premiums?unq_hash=${created.unq_hash}`);
    const restarted = quoteService(context.database, context.config, app.log);
    expect(JSON.parse((await restarted.premiumsJson(created.unq_hash)).toString())).toEqual(fromCache.body);
  });

  it('reads a quote stored before its text had a version, as existing databases hold them', async () => {
    const { created } = await client.premiums();
    const fromCache = await client.call('GET', `/v2/premiums?unq_hash=${created.unq_hash}`);
    const byHash = eq(quotes.unqHash, created.unq_hash);
    const [row] = await context.database.db.select({ text: quotes.quotations }).from(quotes).where(byHash);
    expect(row!.text.startsWith('[1,[')).toBe(true);
    // The quotations alone, without the leading version: how quotes were stored until decision 014.
    await context.database.db
      .update(quotes)
      .set({ quotations: sql`'[' || substr(${quotes.quotations}, 4)` })
      .where(byHash);
    const restarted = quoteService(context.database, context.config, app.log);
    expect(JSON.parse((await restarted.premiumsJson(created.unq_hash)).toString())).toEqual(fromCache.body);
  });

  it("answers the spec's shape: the saved parameters and a company quote map, amounts in rupees", async () => {
    const { created, params, quotes, quotations } = await client.premiums({ hire_purchase: 'YES' });
    const saved = await client.call('GET', `/v2/quote/params?unq_hash=${created.unq_hash}`);
    expect(params).toEqual(saved.body.data);
    expect(Object.keys(quotes)).toEqual(quotations.map((item) => item.company_code));
    const cheapest = quotations[0]!;
    const answered = quotes[cheapest.company_code]!;
    expect(answered.company_code).toBe(cheapest.company_code);
    // Two decimals as text, the cents of the quotation to the cent.
    expect(answered.total_premium).toMatch(/^\d+\.\d{2}$/);
    expect(answered.total_premium).toBe(
      `${Math.trunc(cheapest.total_premium! / 100)}.${String(cheapest.total_premium! % 100).padStart(2, '0')}`,
    );
    expect(answered.breakdown?.total).toBe(answered.total_premium);
    expect(answered.breakdown?.vat.amount).toMatch(/^\d+\.\d{2}$/);
    expect(answered.breakdown?.sum_insured).toBe('6500000.00');
  });

  it.each(['/v2/premiums', '/v2/quote/params'])(
    'answers an unknown unq_hash at %s with 404',
    async (path) => {
      expect(await client.call('GET', `${path}?unq_hash=no-such-quote-hash-000000`)).toEqual({
        status: 404,
        body: { status: 800, success: false, data: null, error: { error_format: 0, message: 'Not found' } },
      });
      expect((await client.call('GET', path)).body.error.errors).toEqual({ unq_hash: ['required'] });
    },
  );
});
