// One quotation per insurer, on the fixture tariffs; figures worked out by hand (see full.test.ts and
// third-party.test.ts for the full build-up of the same vehicles).
import { describe, expect, it } from 'vitest';
import { fullQuoteSchema, thirdPartyQuoteSchema } from '#domain/motor/quote';
import type { Sale } from './promotions';
import type { InsurerTariff, QuotationRecord, RatingContext } from './quotations';
import { byPremium } from '#domain/motor/quotation-amounts';
import { quoteInsurer } from './quotations';
import { TARIFF_A, TARIFF_B, TEST_STATUTORY, promotionRule } from './test-tariffs';

const ALPHA: InsurerTariff = {
  company: {
    id: 1,
    code: 'ALPHA',
    name: 'Alpha Insurance',
    logo: 'alpha.svg',
    website: 'https://alpha.example',
  },
  tariff: { id: 11, version: '2026-01', sample: true, data: TARIFF_A },
};
const BRAVO: InsurerTariff = {
  company: { id: 2, code: 'BRAVO', name: 'Bravo General', logo: 'bravo.svg', website: null },
  tariff: { id: 21, version: '2026-03', sample: false, data: TARIFF_B },
};

const rule = (fields: Parameters<typeof promotionRule>[1]) => promotionRule(ALPHA.company.id, fields);

// Alpha: two discounts and a plain badge; the largest discount leads and is the one applied.
const PROMOTIONS = [
  rule({ status: 'Free towing', value: 'Towing', sort: 0 }),
  rule({ status: 'Web 5% off', value: '5%', discountBp: 500, sort: 2 }),
  rule({ status: 'Online 12.5% off', value: '12.5%', color: '#c62828', discountBp: 1_250, sort: 3 }),
];
const ONLINE = { status: 'Online 12.5% off', value: '12.5%', color: '#c62828', discount_bp: 1_250 };
const WEB = { status: 'Web 5% off', value: '5%', color: '#0a7d32', discount_bp: 500 };

const context = (coverType: Sale['coverType']): RatingContext => ({
  sale: { channel: 'Web-Motor', promo: '', coverType, date: '2026-05-10' },
  statutory: TEST_STATUTORY,
  promotions: PROMOTIONS,
});

const alphaFields = {
  company_id: 1,
  company_code: 'ALPHA',
  company_name: 'Alpha Insurance',
  company_logo: 'alpha.svg',
  website: 'https://alpha.example',
  tariff_id: 11,
  tariff_version: '2026-01',
  sample_tariff: true,
};

/** Car, Rs. 6,543,215, made 2021, on hire purchase, NCB 3 (the promotion case of full.test.ts). */
const fullCar = fullQuoteSchema.parse({
  vehicle_type: 'Car',
  vehicle_make: 'Toyota',
  vehicle_model: 'Premio',
  sum_insured: '6,543,215',
  fuel_type: 'Petrol',
  engine_capacity: '1500',
  manufacture_year: '2021',
  ncb: '3',
  hire_purchase: 'YES',
  is_registered: 'R',
});

const thirdPartyQuote = (vehicle_type: string, purpose_of_use: string) =>
  thirdPartyQuoteSchema.parse({
    vehicle_type,
    purpose_of_use,
    vehicle_make: 'Toyota',
    vehicle_model: 'Premio',
    // Within every type's bounds; the test tariffs have one open band.
    engine_capacity: vehicle_type === 'Car' || vehicle_type === 'Dual-Purpose' ? 1500 : 150,
    veh_reg_format_1: 'WP',
    veh_reg_format_2: 'CAB',
    veh_reg_format_3: '1234',
    chassis_no: 'NZT2601234',
    engine_no: '1NZ7654321',
  });

describe('quoteInsurer: full insurance', () => {
  it('prices with the discount of the first badge only', () => {
    // Tariff A, 2026: basic 6,543,215 x 2.10% = 137,407.515 -> 137,407.52; age 5y +7.5% = 10,305.56;
    // hire purchase +2.5% = 3,435.19; NCB 3 -25% of 151,148.27 = -37,787.07; own damage 113,361.20.
    // taxable 113,361.20 + TP 2,541.75 + PA 750.00 + SRCC 6,543.22 + terrorism 3,271.61 + fee 500.00
    // = 126,967.78; VAT 22,854.20; stamp 25.00; RSF 25.42; total 149,872.40.
    // 12.5% (not 5%, not both): -14,170.15; net 99,191.05; taxable 112,797.63;
    // VAT 20,303.5734 -> 20,303.57; total 112,797.63 + 20,303.57 + 25.00 + 25.42 = 133,151.62.
    const record = quoteInsurer(ALPHA, { coverType: 'C', vehicle: fullCar }, context('C'));
    expect(record).toEqual({
      ...alphaFields,
      total_premium: 14_987_240,
      disc_total_premium: 13_315_162,
      badges: [ONLINE, WEB],
      decline: null,
      breakdown: expect.objectContaining({ promotion: null, net_premium: 11_336_120, total: 14_987_240 }),
      discounted_breakdown: expect.objectContaining({
        promotion: { code: 'promotion', label: 'Online 12.5% off', rate_bp: 1_250, amount: -1_417_015 },
        net_premium: 9_919_105,
        taxable: 11_279_763,
        total: 13_315_162,
      }),
      cover_details: TARIFF_A.full.covers,
    });
  });

  it('prices without a discount when the first badge has none', () => {
    const plain = { ...context('C'), promotions: [PROMOTIONS[0]!] };
    const record = quoteInsurer(ALPHA, { coverType: 'C', vehicle: fullCar }, plain);
    expect(record).toMatchObject({
      total_premium: 14_987_240,
      disc_total_premium: null,
      discounted_breakdown: null,
      badges: [{ status: 'Free towing', value: 'Towing', color: '#0a7d32', discount_bp: null }],
    });
  });

  it('records a decline with its reason, the badges and the cover details', () => {
    const motorCycle = fullQuoteSchema.parse({
      vehicle_type: 'Motor-Cycle',
      vehicle_make: 'Honda',
      vehicle_model: 'CB125',
      sum_insured: '650000',
      fuel_type: 'Petrol',
      engine_capacity: '125',
      manufacture_year: '2024',
      ncb: '0',
      hire_purchase: 'NO',
      is_registered: 'R',
    });
    const record = quoteInsurer(ALPHA, { coverType: 'C', vehicle: motorCycle }, context('C'));
    expect(record).toEqual({
      ...alphaFields,
      total_premium: null,
      disc_total_premium: null,
      badges: [ONLINE, WEB],
      decline: { code: 'vehicle_type', message: 'Motor-Cycle vehicles are quoted by the insurer directly' },
      breakdown: null,
      discounted_breakdown: null,
      cover_details: TARIFF_A.full.covers,
    });
  });
});

describe('quoteInsurer: third party', () => {
  it('prices the legal premium and shows the badges without applying a discount', () => {
    // Tariff A, Car for Hiring: 2,541.75 x 1.5 = 3,812.625 -> 3,812.63; fee 250.00; taxable 4,062.63;
    // VAT 18% = 731.2734 -> 731.27; stamp 25.00; RSF 1% = 38.1263 -> 38.13; total 4,857.03.
    const record = quoteInsurer(
      ALPHA,
      { coverType: 'T', vehicle: thirdPartyQuote('Car', 'Hiring') },
      context('T'),
    );
    expect(record).toEqual({
      ...alphaFields,
      total_premium: 485_703,
      disc_total_premium: null,
      badges: [ONLINE, WEB],
      decline: null,
      breakdown: expect.objectContaining({
        net_premium: 0,
        third_party_premium: 381_263,
        promotion: null,
        taxable: 406_263,
        total: 485_703,
      }),
      discounted_breakdown: null,
      cover_details: {},
    });
  });

  it('records a decline for a vehicle type without a third-party premium', () => {
    const record = quoteInsurer(
      BRAVO,
      { coverType: 'T', vehicle: thirdPartyQuote('Three-Wheeler', 'Private') },
      context('T'),
    );
    expect(record).toEqual({
      company_id: 2,
      company_code: 'BRAVO',
      company_name: 'Bravo General',
      company_logo: 'bravo.svg',
      website: null,
      tariff_id: 21,
      tariff_version: '2026-03',
      sample_tariff: false,
      total_premium: null,
      disc_total_premium: null,
      badges: [],
      decline: { code: 'vehicle_type', message: 'Three-Wheeler vehicles are quoted by the insurer directly' },
      breakdown: null,
      discounted_breakdown: null,
      cover_details: {},
    });
  });
});

describe('byPremium', () => {
  const record = (
    company_name: string,
    total_premium: number | null,
    disc_total_premium: number | null = null,
  ): QuotationRecord => ({
    ...alphaFields,
    company_name,
    total_premium,
    disc_total_premium,
    badges: [],
    decline: total_premium === null ? { code: 'age', message: 'declined' } : null,
    breakdown: null,
    discounted_breakdown: null,
    cover_details: {},
  });

  it('orders by the price paid (discounted where discounted), then by name, declined last', () => {
    const records = [
      record('Echo', null),
      record('Charlie', 10_000_000),
      record('Bravo', 12_000_000, 9_000_000),
      record('Alpha', null),
      record('Delta', 10_000_000),
      record('Foxtrot', 9_500_000),
    ];
    expect(records.sort(byPremium).map((entry) => entry.company_name)).toEqual([
      'Bravo',
      'Foxtrot',
      'Charlie',
      'Delta',
      'Alpha',
      'Echo',
    ]);
  });

  it('orders real quotations: the discounted Alpha before Bravo', () => {
    // Alpha 149,872.40, discounted 133,151.62. Bravo on tariff B: 6,543,215 x 2.35% = 153,765.55;
    // age +4% = 6,150.62; hire purchase +1.5% = 2,306.48; NCB 3 -25% of 162,222.65 = -40,555.66;
    // net 121,666.99 + TP 2,625.40 + PA 1,050.50 + SRCC 9,814.82 + terrorism 5,234.57 + fee 350.00
    // = 140,742.28; VAT 25,333.61; stamp 25.00; RSF 26.25; total 166,127.14.
    const request = { coverType: 'C', vehicle: fullCar } as const;
    const declined = quoteInsurer(
      { ...ALPHA, company: { ...ALPHA.company, id: 3, name: 'Aardvark Assurance' } },
      { coverType: 'C', vehicle: { ...fullCar, vehicle_make: 'Ferrari' } },
      context('C'),
    );
    const records = [
      declined,
      quoteInsurer(BRAVO, request, context('C')),
      quoteInsurer(ALPHA, request, context('C')),
    ];
    expect(
      records
        .sort(byPremium)
        .map((entry) => [entry.company_name, entry.total_premium, entry.disc_total_premium]),
    ).toEqual([
      ['Alpha Insurance', 14_987_240, 13_315_162],
      ['Bravo General', 16_612_714, null],
      ['Aardvark Assurance', null, null],
    ]);
  });
});
