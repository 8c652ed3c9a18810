// Full insurance (cover type C) on the fixture tariffs, each breakdown worked out by hand (exact products
// in the comments, then the cent they round to, halves away from zero). Quotes are made in 2026.
import { describe, expect, it } from 'vitest';
import type { Breakdown, Line } from './breakdown';
import type { FullVehicle, Promotion } from './full';
import { rateFull } from './full';
import { tariffSchema } from './tariff';
import { TARIFF_A, TARIFF_B, TEST_STATUTORY } from './test-tariffs';

const QUOTE_YEAR = 2026;
const COVERS_A = TARIFF_A.full.covers;
const COVERS_B = TARIFF_B.full.covers;

/** A registered Petrol Toyota car for private use, no hire purchase, no bonus, no optional covers. */
const vehicle = (fields: Partial<FullVehicle> & Pick<FullVehicle, 'sum_insured'>): FullVehicle => ({
  vehicle_type: 'Car',
  purpose_of_use: 'Private',
  fuel_type: 'Petrol',
  vehicle_make: 'Toyota',
  manufacture_year: 2020,
  is_registered: 'R',
  hire_purchase: 'NO',
  ncb: '0',
  covers: [],
  ...fields,
});

const context = (promotion?: Promotion) => ({ quoteYear: QUOTE_YEAR, statutory: TEST_STATUTORY, promotion });

const basic = (rate_bp: number, amount: number): Line => ({
  code: 'basic',
  label: 'Basic premium',
  rate_bp,
  amount,
});
const ncb = (label: string, rate_bp: number, amount: number): Line => ({
  code: 'ncb',
  label,
  rate_bp,
  amount,
});
const vat = (amount: number): Line => ({ code: 'vat', label: 'VAT', rate_bp: 1_800, amount });
const roadSafetyFund = (amount: number): Line => ({
  code: 'road_safety_fund',
  label: 'Road Safety Fund levy',
  rate_bp: 100,
  amount,
});

describe('the fixture tariffs', () => {
  it('are valid tariff documents', () => {
    expect(tariffSchema.parse(TARIFF_A)).toEqual(TARIFF_A);
    expect(tariffSchema.parse(TARIFF_B)).toEqual(TARIFF_B);
  });
});

describe('rateFull: priced', () => {
  it('rates a sum insured exactly at the top of band 1 at that band (Rs. 3,000,000 at 2.50%), NCB 0, half-cent VAT', () => {
    // 3,000,000 x 2.5% = 75,000.00
    // age 6y +7.5% = 5,625.00
    // NCB 0: none
    // above minimum 15,000.00; net 80,625.00; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 3,000.00; terrorism 0.05% = 1,500.00; fee 500.00
    // taxable 88,916.75; VAT 18% = 16,005.015 -> 16,005.02; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 104,972.19
    const rating = rateFull(TARIFF_A, vehicle({ sum_insured: 3_000_000, manufacture_year: 2020 }), context());
    const breakdown: Breakdown = {
      sum_insured: 300_000_000,
      basic_premium: basic(250, 7_500_000),
      adjustments: [{ code: 'age', label: 'Vehicle age 6 years', rate_bp: 750, amount: 562_500 }],
      no_claims_bonus: ncb('No-claims bonus: none', 0, 0),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 8_062_500,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 300_000,
      terrorism: 150_000,
      policy_fee: 50_000,
      taxable: 8_891_675,
      vat: vat(1_600_502),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 10_497_219,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('rates one rupee above band 1 at band 2 (2.10%), with a Hybrid loading, hire purchase and NCB 2', () => {
    // 3,000,001 x 2.1% = 63,000.021 -> 63,000.02
    // fuel +5% = 3,150.001 -> 3,150.00
    // hire purchase +2.5% = 1,575.0005 -> 1,575.00
    // NCB 2 -20% of 67,725.02 = -13,545.004 -> -13,545.00
    // above minimum 15,000.00; net 54,180.02; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 3,000.001 -> 3,000.00; terrorism 0.05% = 1,500.0005 -> 1,500.00; fee 500.00
    // taxable 62,471.77; VAT 18% = 11,244.9186 -> 11,244.92; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 73,767.11
    const rating = rateFull(
      TARIFF_A,
      vehicle({
        fuel_type: 'Hybrid',
        sum_insured: 3_000_001,
        manufacture_year: 2024,
        hire_purchase: 'YES',
        ncb: '2',
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 300_000_100,
      basic_premium: basic(210, 6_300_002),
      adjustments: [
        { code: 'fuel', label: 'Hybrid', rate_bp: 500, amount: 315_000 },
        { code: 'hire_purchase', label: 'Hire purchase or lease', rate_bp: 250, amount: 157_500 },
      ],
      no_claims_bonus: ncb('No-claims bonus 2 years', 2_000, -1_354_500),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 5_418_002,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 300_000,
      terrorism: 150_000,
      policy_fee: 50_000,
      taxable: 6_247_177,
      vat: vat(1_124_492),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 7_376_711,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('rates a sum insured exactly at the top of band 2 at 2.10%', () => {
    // 10,000,000 x 2.1% = 210,000.00
    // age 7y +7.5% = 15,750.00
    // NCB 1 -10% of 225,750.00 = -22,575.00
    // above minimum 15,000.00; net 203,175.00; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 10,000.00; terrorism 0.05% = 5,000.00; fee 500.00
    // taxable 221,966.75; VAT 18% = 39,954.015 -> 39,954.02; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 261,971.19
    const rating = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 10_000_000, manufacture_year: 2019, ncb: '1' }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 1_000_000_000,
      basic_premium: basic(210, 21_000_000),
      adjustments: [{ code: 'age', label: 'Vehicle age 7 years', rate_bp: 750, amount: 1_575_000 }],
      no_claims_bonus: ncb('No-claims bonus 1 year', 1_000, -2_257_500),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 20_317_500,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 1_000_000,
      terrorism: 500_000,
      policy_fee: 50_000,
      taxable: 22_196_675,
      vat: vat(3_995_402),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 26_197_119,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('rates one rupee above band 2 at the open band (1.85%)', () => {
    // 10,000,001 x 1.85% = 185,000.0185 -> 185,000.02
    // age 7y +7.5% = 13,875.0015 -> 13,875.00
    // NCB 1 -10% of 198,875.02 = -19,887.502 -> -19,887.50
    // above minimum 15,000.00; net 178,987.52; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 10,000.001 -> 10,000.00; terrorism 0.05% = 5,000.0005 -> 5,000.00; fee 500.00
    // taxable 197,779.27; VAT 18% = 35,600.2686 -> 35,600.27; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 233,429.96
    const rating = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 10_000_001, manufacture_year: 2019, ncb: '1' }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 1_000_000_100,
      basic_premium: basic(185, 18_500_002),
      adjustments: [{ code: 'age', label: 'Vehicle age 7 years', rate_bp: 750, amount: 1_387_500 }],
      no_claims_bonus: ncb('No-claims bonus 1 year', 1_000, -1_988_750),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 17_898_752,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 1_000_000,
      terrorism: 500_000,
      policy_fee: 50_000,
      taxable: 19_777_927,
      vat: vat(3_560_027),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 23_342_996,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('applies every adjustment to a brand-new Electric car on hire purchase, halves rounding away from zero on discounts', () => {
    // 8,750,024 x 2.1% = 183,750.504 -> 183,750.50
    // age 0y -5% = -9,187.525 -> -9,187.53
    // fuel +12.5% = 22,968.8125 -> 22,968.81
    // brand new -5% = -9,187.525 -> -9,187.53
    // hire purchase +2.5% = 4,593.7625 -> 4,593.76
    // NCB 0: none
    // above minimum 15,000.00; net 192,938.01; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 8,750.024 -> 8,750.02; terrorism 0.05% = 4,375.012 -> 4,375.01; fee 500.00
    // taxable 209,854.79; VAT 18% = 37,773.8622 -> 37,773.86; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 247,679.07
    const rating = rateFull(
      TARIFF_A,
      vehicle({
        fuel_type: 'Electric',
        sum_insured: 8_750_024,
        manufacture_year: 2026,
        is_registered: 'U',
        hire_purchase: 'YES',
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 875_002_400,
      basic_premium: basic(210, 18_375_050),
      adjustments: [
        { code: 'age', label: 'Vehicle age 0 years', rate_bp: -500, amount: -918_753 },
        { code: 'fuel', label: 'Electric', rate_bp: 1_250, amount: 2_296_881 },
        { code: 'brand_new', label: 'Brand new (unregistered)', rate_bp: -500, amount: -918_753 },
        { code: 'hire_purchase', label: 'Hire purchase or lease', rate_bp: 250, amount: 459_376 },
      ],
      no_claims_bonus: ncb('No-claims bonus: none', 0, 0),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 19_293_801,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 875_002,
      terrorism: 437_501,
      policy_fee: 50_000,
      taxable: 20_985_479,
      vat: vat(3_777_386),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 24_767_907,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('accepts a car exactly at the maximum age (15 years) and gives the 5+ years bonus', () => {
    // 2,345,675 x 2.5% = 58,641.875 -> 58,641.88
    // age 15y +15% = 8,796.282 -> 8,796.28
    // NCB 5 -35% of 67,438.16 = -23,603.356 -> -23,603.36
    // above minimum 15,000.00; net 43,834.80; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 2,345.675 -> 2,345.68; terrorism 0.05% = 1,172.8375 -> 1,172.84; fee 500.00
    // taxable 51,145.07; VAT 18% = 9,206.1126 -> 9,206.11; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 60,401.60
    const rating = rateFull(
      TARIFF_A,
      vehicle({ fuel_type: 'Diesel', sum_insured: 2_345_675, manufacture_year: 2011, ncb: '5' }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 234_567_500,
      basic_premium: basic(250, 5_864_188),
      adjustments: [{ code: 'age', label: 'Vehicle age 15 years', rate_bp: 1_500, amount: 879_628 }],
      no_claims_bonus: ncb('No-claims bonus 5 years or more', 3_500, -2_360_336),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 4_383_480,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 234_568,
      terrorism: 117_284,
      policy_fee: 50_000,
      taxable: 5_114_507,
      vat: vat(920_611),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 6_040_160,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('tops the own-damage premium up to the minimum and applies a promotion after the top-up; SRCC and terrorism at their minimums', () => {
    // 450,000 x 2.5% = 11,250.00
    // NCB 5 -35% of 11,250.00 = -3,937.50
    // after bonus 7,312.50 < minimum 15,000.00: top-up 7,687.50
    // net 15,000.00; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 450.00 < min 1,500.00; terrorism 0.05% = 225.00 < min 1,000.00; fee 500.00
    // taxable 21,291.75; VAT 18% = 3,832.515 -> 3,832.52; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 25,174.69
    // promotion -10% of 15,000.00 = -1,500.00; net 13,500.00; taxable 19,791.75; VAT = 3,562.515 -> 3,562.52; total 23,404.69
    const rating = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 450_000, manufacture_year: 2022, ncb: '5' }),
      context({ label: 'Online 10%', rate_bp: 1_000 }),
    );
    const breakdown: Breakdown = {
      sum_insured: 45_000_000,
      basic_premium: basic(250, 1_125_000),
      adjustments: [],
      no_claims_bonus: ncb('No-claims bonus 5 years or more', 3_500, -393_750),
      minimum_premium_top_up: 768_750,
      promotion: null,
      net_premium: 1_500_000,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 150_000,
      terrorism: 100_000,
      policy_fee: 50_000,
      taxable: 2_129_175,
      vat: vat(383_252),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 2_517_469,
    };
    const discounted: Breakdown = {
      ...breakdown,
      promotion: { code: 'promotion', label: 'Online 10%', rate_bp: 1_000, amount: -150_000 },
      net_premium: 1_350_000,
      taxable: 1_979_175,
      vat: vat(356_252),
      total: 2_340_469,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted, cover_details: COVERS_A });
  });

  it('gives a discounted breakdown for a promotion, VAT recomputed on the lower taxable amount', () => {
    // 6,543,215 x 2.1% = 137,407.515 -> 137,407.52
    // age 5y +7.5% = 10,305.564 -> 10,305.56
    // hire purchase +2.5% = 3,435.188 -> 3,435.19
    // NCB 3 -25% of 151,148.27 = -37,787.0675 -> -37,787.07
    // above minimum 15,000.00; net 113,361.20; TP 2,541.75; covers 750.00
    // SRCC 0.1% = 6,543.215 -> 6,543.22; terrorism 0.05% = 3,271.6075 -> 3,271.61; fee 500.00
    // taxable 126,967.78; VAT 18% = 22,854.2004 -> 22,854.20; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 149,872.40
    // promotion -12.5% of 113,361.20 = -14,170.15; net 99,191.05; taxable 112,797.63; VAT = 20,303.5734 -> 20,303.57; total 133,151.62
    const rating = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 6_543_215, manufacture_year: 2021, hire_purchase: 'YES', ncb: '3' }),
      context({ label: 'Online 12.5% off', rate_bp: 1_250 }),
    );
    const breakdown: Breakdown = {
      sum_insured: 654_321_500,
      basic_premium: basic(210, 13_740_752),
      adjustments: [
        { code: 'age', label: 'Vehicle age 5 years', rate_bp: 750, amount: 1_030_556 },
        { code: 'hire_purchase', label: 'Hire purchase or lease', rate_bp: 250, amount: 343_519 },
      ],
      no_claims_bonus: ncb('No-claims bonus 3 years', 2_500, -3_778_707),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 11_336_120,
      third_party_premium: 254_175,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 654_322,
      terrorism: 327_161,
      policy_fee: 50_000,
      taxable: 12_696_778,
      vat: vat(2_285_420),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 14_987_240,
    };
    const discounted: Breakdown = {
      ...breakdown,
      promotion: { code: 'promotion', label: 'Online 12.5% off', rate_bp: 1_250, amount: -1_417_015 },
      net_premium: 9_919_105,
      taxable: 11_279_763,
      vat: vat(2_030_357),
      total: 13_315_162,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted, cover_details: COVERS_A });
  });

  it("takes a renewal's fixed saving off the own-damage premium, VAT recomputed, never below nothing", () => {
    // The breakdown above; saving Rs.2,500.00: net 113,361.20 - 2,500.00 = 110,861.20; taxable 124,467.78;
    // VAT 18% = 22,404.2004 -> 22,404.20; total 146,922.40 (2,950.00 less: the saving and its VAT)
    const saved = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 6_543_215, manufacture_year: 2021, hire_purchase: 'YES', ncb: '3' }),
      context({ label: 'Renewal saving', amount: 250_000 }),
    );
    if (!saved.priced) throw new Error('not priced');
    expect(saved.discounted).toMatchObject({
      promotion: { code: 'promotion', label: 'Renewal saving', amount: -250_000 },
      net_premium: 11_086_120,
      taxable: 12_446_778,
      vat: vat(2_240_420),
      total: 14_692_240,
    });
    expect(saved.discounted!.promotion).not.toHaveProperty('rate_bp');
    const all = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 6_543_215 }),
      context({ label: 'Renewal saving', amount: 1e12 }),
    );
    if (!all.priced) throw new Error('not priced');
    expect(all.discounted!.net_premium).toBe(0);
  });

  it('charges requested optional covers once, skipping an included cover, an unoffered one and a repeat', () => {
    // 4,567,895 x 2.1% = 95,925.795 -> 95,925.80
    // NCB 4 -30% of 95,925.80 = -28,777.74
    // above minimum 15,000.00; net 67,148.06; TP 2,541.75; covers 6,450.50
    // SRCC 0.1% = 4,567.895 -> 4,567.90; terrorism 0.05% = 2,283.9475 -> 2,283.95; fee 500.00
    // taxable 83,492.16; VAT 18% = 15,028.5888 -> 15,028.59; stamp 25.00; RSF 1% of TP = 25.4175 -> 25.42; total 98,571.17
    const rating = rateFull(
      TARIFF_A,
      vehicle({
        sum_insured: 4_567_895,
        manufacture_year: 2023,
        ncb: '4',
        covers: ['towing', 'flood', 'replacement_vehicle', 'air_bags', 'towing'],
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 456_789_500,
      basic_premium: basic(210, 9_592_580),
      adjustments: [],
      no_claims_bonus: ncb('No-claims bonus 4 years', 3_000, -2_877_774),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 6_714_806,
      third_party_premium: 254_175,
      covers: [
        { code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 },
        { code: 'towing', label: 'Towing', amount: 120_050 },
        { code: 'replacement_vehicle', label: 'Replacement vehicle while repaired', amount: 450_000 },
      ],
      srcc: 456_790,
      terrorism: 228_395,
      policy_fee: 50_000,
      taxable: 8_349_216,
      vat: vat(1_502_859),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_542),
      total: 9_857_117,
    };
    expect(rating).toEqual({
      priced: true,
      breakdown,
      discounted: null,
      cover_details: { ...COVERS_A, towing: 'TRUE', replacement_vehicle: 'TRUE' },
    });
  });

  it('rates Hiring use at its own rate and loads the third-party part 1.5 times', () => {
    // 5,250,000 x 3.25% = 170,625.00
    // age 8y +7.5% = 12,796.875 -> 12,796.88
    // NCB 0: none
    // above minimum 15,000.00; net 183,421.88; TP 2,541.75 x 1.5 = 3,812.625 -> 3,812.63; covers 750.00
    // SRCC 0.1% = 5,250.00; terrorism 0.05% = 2,625.00; fee 500.00
    // taxable 196,359.51; VAT 18% = 35,344.7118 -> 35,344.71; stamp 25.00; RSF 1% of TP = 38.1263 -> 38.13; total 231,767.35
    const rating = rateFull(
      TARIFF_A,
      vehicle({ purpose_of_use: 'Hiring', sum_insured: 5_250_000, manufacture_year: 2018 }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 525_000_000,
      basic_premium: basic(325, 17_062_500),
      adjustments: [{ code: 'age', label: 'Vehicle age 8 years', rate_bp: 750, amount: 1_279_688 }],
      no_claims_bonus: ncb('No-claims bonus: none', 0, 0),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 18_342_188,
      third_party_premium: 381_263,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 525_000,
      terrorism: 262_500,
      policy_fee: 50_000,
      taxable: 19_635_951,
      vat: vat(3_534_471),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(3_813),
      total: 23_176_735,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('rates a Dual-Purpose vehicle with an old-age loading and hire purchase', () => {
    // 7,800,000 x 2.75% = 214,500.00
    // age 10y +15% = 32,175.00
    // hire purchase +2.5% = 5,362.50
    // NCB 2 -20% of 252,037.50 = -50,407.50
    // above minimum 20,000.00; net 201,630.00; TP 3,224.65; covers 750.00
    // SRCC 0.1% = 7,800.00; terrorism 0.05% = 3,900.00; fee 500.00
    // taxable 217,804.65; VAT 18% = 39,204.837 -> 39,204.84; stamp 25.00; RSF 1% of TP = 32.2465 -> 32.25; total 257,066.74
    const rating = rateFull(
      TARIFF_A,
      vehicle({
        vehicle_type: 'Dual-Purpose',
        fuel_type: 'Diesel',
        sum_insured: 7_800_000,
        manufacture_year: 2016,
        hire_purchase: 'YES',
        ncb: '2',
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 780_000_000,
      basic_premium: basic(275, 21_450_000),
      adjustments: [
        { code: 'age', label: 'Vehicle age 10 years', rate_bp: 1_500, amount: 3_217_500 },
        { code: 'hire_purchase', label: 'Hire purchase or lease', rate_bp: 250, amount: 536_250 },
      ],
      no_claims_bonus: ncb('No-claims bonus 2 years', 2_000, -5_040_750),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 20_163_000,
      third_party_premium: 322_465,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 780_000,
      terrorism: 390_000,
      policy_fee: 50_000,
      taxable: 21_780_465,
      vat: vat(3_920_484),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(3_225),
      total: 25_706_674,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_A });
  });

  it('rounds a half-cent bonus and a half-cent promotion away from zero on a Three-Wheeler', () => {
    // 1,150,003 x 4% = 46,000.12
    // age 12y +15% = 6,900.018 -> 6,900.02
    // NCB 3 -25% of 52,900.14 = -13,225.035 -> -13,225.04
    // above minimum 10,000.00; net 39,675.10; TP 1,602.33; covers 750.00
    // SRCC 0.1% = 1,150.003 -> 1,150.00 < min 1,500.00; terrorism 0.05% = 575.0015 -> 575.00 < min 1,000.00; fee 500.00
    // taxable 45,027.43; VAT 18% = 8,104.9374 -> 8,104.94; stamp 25.00; RSF 1% of TP = 16.0233 -> 16.02; total 53,173.39
    // promotion -5% of 39,675.10 = -1,983.755 -> -1,983.76; net 37,691.34; taxable 43,043.67; VAT = 7,747.8606 -> 7,747.86; total 50,832.55
    const rating = rateFull(
      TARIFF_A,
      vehicle({ vehicle_type: 'Three-Wheeler', sum_insured: 1_150_003, manufacture_year: 2014, ncb: '3' }),
      context({ label: 'Festive 5%', rate_bp: 500 }),
    );
    const breakdown: Breakdown = {
      sum_insured: 115_000_300,
      basic_premium: basic(400, 4_600_012),
      adjustments: [{ code: 'age', label: 'Vehicle age 12 years', rate_bp: 1_500, amount: 690_002 }],
      no_claims_bonus: ncb('No-claims bonus 3 years', 2_500, -1_322_504),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 3_967_510,
      third_party_premium: 160_233,
      covers: [{ code: 'pa_driver', label: 'Personal accident: driver', amount: 75_000 }],
      srcc: 150_000,
      terrorism: 100_000,
      policy_fee: 50_000,
      taxable: 4_502_743,
      vat: vat(810_494),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(1_602),
      total: 5_317_339,
    };
    const discounted: Breakdown = {
      ...breakdown,
      promotion: { code: 'promotion', label: 'Festive 5%', rate_bp: 500, amount: -198_376 },
      net_premium: 3_769_134,
      taxable: 4_304_367,
      vat: vat(774_786),
      total: 5_083_255,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted, cover_details: COVERS_A });
  });

  it('rates Rent use where the tariff has it, with a Hybrid discount and the hire load on the third-party part', () => {
    // 4,200,000 x 4.2% = 176,400.00
    // age 5y +4% = 7,056.00
    // fuel -3% = -5,292.00
    // NCB 1 -15% of 178,164.00 = -26,724.60
    // above minimum 12,500.00; net 151,439.40; TP 2,625.40 x 1.5 = 3,938.10; covers 1,050.50
    // SRCC 0.15% = 6,300.00; terrorism 0.08% = 3,360.00; fee 350.00
    // taxable 166,438.00; VAT 18% = 29,958.84; stamp 25.00; RSF 1% of TP = 39.381 -> 39.38; total 196,461.22
    const rating = rateFull(
      TARIFF_B,
      vehicle({
        purpose_of_use: 'Rent',
        fuel_type: 'Hybrid',
        sum_insured: 4_200_000,
        manufacture_year: 2021,
        ncb: '1',
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 420_000_000,
      basic_premium: basic(420, 17_640_000),
      adjustments: [
        { code: 'age', label: 'Vehicle age 5 years', rate_bp: 400, amount: 705_600 },
        { code: 'fuel', label: 'Hybrid', rate_bp: -300, amount: -529_200 },
      ],
      no_claims_bonus: ncb('No-claims bonus 1 year', 1_500, -2_672_460),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 15_143_940,
      third_party_premium: 393_810,
      covers: [
        { code: 'pa_driver', label: 'Personal accident: driver', amount: 60_000 },
        { code: 'pa_passengers', label: 'Personal accident: passengers', amount: 45_050 },
      ],
      srcc: 630_000,
      terrorism: 336_000,
      policy_fee: 35_000,
      taxable: 16_643_800,
      vat: vat(2_995_884),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(3_938),
      total: 19_646_122,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_B });
  });

  it('rates a brand-new Motor-Cycle with optional covers on tariff B, SRCC and terrorism at their minimums', () => {
    // 685,000 x 3% = 20,550.00
    // brand new -7.5% = -1,541.25
    // NCB 0: none
    // above minimum 4,500.00; net 19,008.75; TP 975.15; covers 3,850.00
    // SRCC 0.15% = 1,027.50 < min 2,000.00; terrorism 0.08% = 548.00 < min 750.00; fee 350.00
    // taxable 26,933.90; VAT 18% = 4,848.102 -> 4,848.10; stamp 25.00; RSF 1% of TP = 9.7515 -> 9.75; total 31,816.75
    const rating = rateFull(
      TARIFF_B,
      vehicle({
        vehicle_type: 'Motor-Cycle',
        sum_insured: 685_000,
        manufacture_year: 2025,
        is_registered: 'U',
        covers: ['windscreen', 'roadside_assistance'],
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 68_500_000,
      basic_premium: basic(300, 2_055_000),
      adjustments: [
        { code: 'brand_new', label: 'Brand new (unregistered)', rate_bp: -750, amount: -154_125 },
      ],
      no_claims_bonus: ncb('No-claims bonus: none', 0, 0),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 1_900_875,
      third_party_premium: 97_515,
      covers: [
        { code: 'pa_driver', label: 'Personal accident: driver', amount: 60_000 },
        { code: 'pa_passengers', label: 'Personal accident: passengers', amount: 45_050 },
        { code: 'windscreen', label: 'Windscreen', amount: 180_000 },
        { code: 'roadside_assistance', label: 'Roadside assistance', amount: 99_950 },
      ],
      srcc: 200_000,
      terrorism: 75_000,
      policy_fee: 35_000,
      taxable: 2_693_390,
      vat: vat(484_810),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(975),
      total: 3_181_675,
    };
    expect(rating).toEqual({
      priced: true,
      breakdown,
      discounted: null,
      cover_details: { ...COVERS_B, windscreen: 'TRUE', roadside_assistance: 'TRUE' },
    });
  });

  it('accepts the maximum sum insured and maximum age on tariff B, with Electric, hire purchase and NCB 5', () => {
    // 35,000,000 x 2.35% = 822,500.00
    // age 20y +16% = 131,600.00
    // fuel +8% = 65,800.00
    // hire purchase +1.5% = 12,337.50
    // NCB 5 -35% of 1,032,237.50 = -361,283.125 -> -361,283.13
    // above minimum 12,500.00; net 670,954.37; TP 2,625.40; covers 1,050.50
    // SRCC 0.15% = 52,500.00; terrorism 0.08% = 28,000.00; fee 350.00
    // taxable 755,480.27; VAT 18% = 135,986.4486 -> 135,986.45; stamp 25.00; RSF 1% of TP = 26.254 -> 26.25; total 891,517.97
    const rating = rateFull(
      TARIFF_B,
      vehicle({
        fuel_type: 'Electric',
        sum_insured: 35_000_000,
        manufacture_year: 2006,
        hire_purchase: 'YES',
        ncb: '5',
      }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 3_500_000_000,
      basic_premium: basic(235, 82_250_000),
      adjustments: [
        { code: 'age', label: 'Vehicle age 20 years', rate_bp: 1_600, amount: 13_160_000 },
        { code: 'fuel', label: 'Electric', rate_bp: 800, amount: 6_580_000 },
        { code: 'hire_purchase', label: 'Hire purchase or lease', rate_bp: 150, amount: 1_233_750 },
      ],
      no_claims_bonus: ncb('No-claims bonus 5 years or more', 3_500, -36_128_313),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 67_095_437,
      third_party_premium: 262_540,
      covers: [
        { code: 'pa_driver', label: 'Personal accident: driver', amount: 60_000 },
        { code: 'pa_passengers', label: 'Personal accident: passengers', amount: 45_050 },
      ],
      srcc: 5_250_000,
      terrorism: 2_800_000,
      policy_fee: 35_000,
      taxable: 75_548_027,
      vat: vat(13_598_645),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(2_625),
      total: 89_151_797,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_B });
  });

  it('rates a Dual-Purpose sum insured exactly at the top of its band 1 on tariff B', () => {
    // 8,000,000 x 2.9% = 232,000.00
    // age 7y +9% = 20,880.00
    // NCB 2 -20% of 252,880.00 = -50,576.00
    // above minimum 18,000.00; net 202,304.00; TP 3,411.05; covers 1,050.50
    // SRCC 0.15% = 12,000.00; terrorism 0.08% = 6,400.00; fee 350.00
    // taxable 225,515.55; VAT 18% = 40,592.799 -> 40,592.80; stamp 25.00; RSF 1% of TP = 34.1105 -> 34.11; total 266,167.46
    const rating = rateFull(
      TARIFF_B,
      vehicle({ vehicle_type: 'Dual-Purpose', sum_insured: 8_000_000, manufacture_year: 2019, ncb: '2' }),
      context(),
    );
    const breakdown: Breakdown = {
      sum_insured: 800_000_000,
      basic_premium: basic(290, 23_200_000),
      adjustments: [{ code: 'age', label: 'Vehicle age 7 years', rate_bp: 900, amount: 2_088_000 }],
      no_claims_bonus: ncb('No-claims bonus 2 years', 2_000, -5_057_600),
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 20_230_400,
      third_party_premium: 341_105,
      covers: [
        { code: 'pa_driver', label: 'Personal accident: driver', amount: 60_000 },
        { code: 'pa_passengers', label: 'Personal accident: passengers', amount: 45_050 },
      ],
      srcc: 1_200_000,
      terrorism: 640_000,
      policy_fee: 35_000,
      taxable: 22_551_555,
      vat: vat(4_059_280),
      stamp_duty: 2_500,
      road_safety_fund: roadSafetyFund(3_411),
      total: 26_616_746,
    };
    expect(rating).toEqual({ priced: true, breakdown, discounted: null, cover_details: COVERS_B });
  });
});

describe('rateFull: declined', () => {
  const directly = 'are quoted by the insurer directly';

  it('declines a vehicle older than max_age (16 years against 15)', () => {
    const rating = rateFull(TARIFF_A, vehicle({ sum_insured: 2_500_000, manufacture_year: 2010 }), context());
    expect(rating).toEqual({
      priced: false,
      decline: { code: 'age', message: `Vehicles older than 15 years ${directly}` },
      cover_details: COVERS_A,
    });
  });

  it('declines a sum insured one rupee above max_sum_insured', () => {
    const rating = rateFull(
      TARIFF_A,
      vehicle({ sum_insured: 50_000_001, manufacture_year: 2024 }),
      context(),
    );
    expect(rating).toEqual({
      priced: false,
      decline: { code: 'sum_insured', message: `Sums insured above Rs. 50,000,000 ${directly}` },
      cover_details: COVERS_A,
    });
  });

  it('declines a declined make whatever its case, naming it as the customer typed it', () => {
    const upper = rateFull(TARIFF_A, vehicle({ sum_insured: 9_000_000, vehicle_make: 'FERRARI' }), context());
    expect(upper).toEqual({
      priced: false,
      decline: { code: 'make', message: `FERRARI vehicles ${directly}` },
      cover_details: COVERS_A,
    });
    const lower = rateFull(
      TARIFF_B,
      vehicle({ vehicle_type: 'Dual-Purpose', sum_insured: 4_000_000, vehicle_make: 'tata' }),
      context(),
    );
    expect(lower).toEqual({
      priced: false,
      decline: { code: 'make', message: `tata vehicles ${directly}` },
      cover_details: COVERS_B,
    });
  });

  it('declines a use the tariff has no rate for', () => {
    const rent = rateFull(TARIFF_A, vehicle({ sum_insured: 4_000_000, purpose_of_use: 'Rent' }), context());
    expect(rent).toEqual({
      priced: false,
      decline: { code: 'usage', message: 'Rent use is quoted by the insurer directly' },
      cover_details: COVERS_A,
    });
    const hiring = rateFull(
      TARIFF_B,
      vehicle({ vehicle_type: 'Motor-Cycle', sum_insured: 400_000, purpose_of_use: 'Hiring' }),
      context(),
    );
    expect(hiring).toEqual({
      priced: false,
      decline: { code: 'usage', message: 'Hiring use is quoted by the insurer directly' },
      cover_details: COVERS_B,
    });
  });

  it('declines a vehicle type with no own-damage rate, showing the tariff covers without the ones asked for', () => {
    const rating = rateFull(
      TARIFF_A,
      vehicle({ vehicle_type: 'Motor-Cycle', sum_insured: 600_000, covers: ['towing', 'air_bags'] }),
      context(),
    );
    expect(rating).toEqual({
      priced: false,
      decline: { code: 'vehicle_type', message: `Motor-Cycle vehicles ${directly}` },
      cover_details: COVERS_A,
    });
  });

  it('declines a vehicle type with an own-damage rate but no third-party premium', () => {
    const rating = rateFull(
      TARIFF_B,
      vehicle({ vehicle_type: 'Three-Wheeler', sum_insured: 900_000 }),
      context({ label: 'Online 10%', rate_bp: 1_000 }),
    );
    expect(rating).toEqual({
      priced: false,
      decline: { code: 'vehicle_type', message: `Three-Wheeler vehicles ${directly}` },
      cover_details: COVERS_B,
    });
  });

  it('gives the first reason in order: type, use, make, age, sum insured', () => {
    // A Ferrari 20 years old for Rs. 60,000,000: make, age and sum insured all decline; make is first.
    const rating = rateFull(
      TARIFF_A,
      vehicle({ vehicle_make: 'Ferrari', manufacture_year: 2006, sum_insured: 60_000_000 }),
      context(),
    );
    expect(rating).toMatchObject({ priced: false, decline: { code: 'make' } });
    // 20 years old for Rs. 60,000,000: age comes before sum insured.
    const old = rateFull(TARIFF_A, vehicle({ manufacture_year: 2006, sum_insured: 60_000_000 }), context());
    expect(old).toMatchObject({ priced: false, decline: { code: 'age' } });
  });
});

describe('rateFull: names that are not in the tariff', () => {
  it('gives no fuel adjustment and declines the use for names of Object.prototype', () => {
    const petrol = rateFull(TARIFF_A, vehicle({ sum_insured: 3_000_000 }), context());
    const odd = rateFull(TARIFF_A, vehicle({ sum_insured: 3_000_000, fuel_type: 'constructor' }), context());
    expect(odd.priced && odd.breakdown.total).toBe(petrol.priced && petrol.breakdown.total);
    for (const use of ['constructor', '__proto__', 'toString']) {
      expect(
        rateFull(TARIFF_A, vehicle({ sum_insured: 3_000_000, purpose_of_use: use }), context()),
      ).toMatchObject({
        priced: false,
        decline: { code: 'usage' },
      });
    }
  });

  it('refuses a tariff with a cover both included with a charge and optional', () => {
    const full = { ...TARIFF_A.full, cover_charges: { towing: 10_000 }, optional_covers: { towing: 20_000 } };
    expect(tariffSchema.safeParse({ ...TARIFF_A, full }).success).toBe(false);
  });
});
