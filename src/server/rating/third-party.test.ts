// Third party (cover type T) on the fixture tariffs, worked out by hand: the premium for the vehicle
// type (1.5 times for hire, rounded half away from zero), the policy fee, VAT 18% on both, stamp duty
// Rs. 25.00 and the Road Safety Fund levy of 1% of the premium.
import { describe, expect, it } from 'vitest';
import type { Breakdown } from './breakdown';
import { rateThirdParty } from './third-party';
import { TARIFF_A, TARIFF_B, TEST_STATUTORY } from './test-tariffs';

/** A third-party breakdown: no own damage, covers, SRCC or terrorism; only these figures vary. */
const breakdown = (figures: {
  third_party_premium: number;
  policy_fee: number;
  taxable: number;
  vat: number;
  road_safety_fund: number;
  total: number;
}): Breakdown => ({
  sum_insured: null,
  basic_premium: null,
  adjustments: [],
  no_claims_bonus: null,
  minimum_premium_top_up: 0,
  promotion: null,
  net_premium: 0,
  third_party_premium: figures.third_party_premium,
  covers: [],
  srcc: 0,
  terrorism: 0,
  policy_fee: figures.policy_fee,
  taxable: figures.taxable,
  vat: { code: 'vat', label: 'VAT', rate_bp: 1_800, amount: figures.vat },
  stamp_duty: 2_500,
  road_safety_fund: {
    code: 'road_safety_fund',
    label: 'Road Safety Fund levy',
    rate_bp: 100,
    amount: figures.road_safety_fund,
  },
  total: figures.total,
});

describe('rateThirdParty', () => {
  it('spells out the whole breakdown (A: Car for Private use)', () => {
    // 2,541.75; fee 250.00; taxable 2,791.75
    // VAT 18% = 502.515 -> 502.52; stamp 25.00; RSF 1% = 25.4175 -> 25.42; total 3,344.69
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Car', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual({
      sum_insured: null,
      basic_premium: null,
      adjustments: [],
      no_claims_bonus: null,
      minimum_premium_top_up: 0,
      promotion: null,
      net_premium: 0,
      third_party_premium: 254_175,
      covers: [],
      srcc: 0,
      terrorism: 0,
      policy_fee: 25_000,
      taxable: 279_175,
      vat: { code: 'vat', label: 'VAT', rate_bp: 1_800, amount: 50_252 },
      stamp_duty: 2_500,
      road_safety_fund: {
        code: 'road_safety_fund',
        label: 'Road Safety Fund levy',
        rate_bp: 100,
        amount: 2_542,
      },
      total: 334_469,
    });
  });

  it('A: Car for Hiring use', () => {
    // 2,541.75 x 1.5 = 3,812.625 -> 3,812.63; fee 250.00; taxable 4,062.63
    // VAT 18% = 731.2734 -> 731.27; stamp 25.00; RSF 1% = 38.1263 -> 38.13; total 4,857.03
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Car', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 381_263,
        policy_fee: 25_000,
        taxable: 406_263,
        vat: 73_127,
        road_safety_fund: 3_813,
        total: 485_703,
      }),
    );
  });

  it('A: Motor-Cycle for Private use', () => {
    // 1,180.50; fee 250.00; taxable 1,430.50
    // VAT 18% = 257.49; stamp 25.00; RSF 1% = 11.805 -> 11.81; total 1,724.80
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Motor-Cycle', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 118_050,
        policy_fee: 25_000,
        taxable: 143_050,
        vat: 25_749,
        road_safety_fund: 1_181,
        total: 172_480,
      }),
    );
  });

  it('A: Motor-Cycle for Hiring use', () => {
    // 1,180.50 x 1.5 = 1,770.75; fee 250.00; taxable 2,020.75
    // VAT 18% = 363.735 -> 363.74; stamp 25.00; RSF 1% = 17.7075 -> 17.71; total 2,427.20
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Motor-Cycle', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 177_075,
        policy_fee: 25_000,
        taxable: 202_075,
        vat: 36_374,
        road_safety_fund: 1_771,
        total: 242_720,
      }),
    );
  });

  it('A: Three-Wheeler for Private use', () => {
    // 1,602.33; fee 250.00; taxable 1,852.33
    // VAT 18% = 333.4194 -> 333.42; stamp 25.00; RSF 1% = 16.0233 -> 16.02; total 2,226.77
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Three-Wheeler', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 160_233,
        policy_fee: 25_000,
        taxable: 185_233,
        vat: 33_342,
        road_safety_fund: 1_602,
        total: 222_677,
      }),
    );
  });

  it('A: Three-Wheeler for Hiring use', () => {
    // 1,602.33 x 1.5 = 2,403.495 -> 2,403.50; fee 250.00; taxable 2,653.50
    // VAT 18% = 477.63; stamp 25.00; RSF 1% = 24.035 -> 24.04; total 3,180.17
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Three-Wheeler', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 240_350,
        policy_fee: 25_000,
        taxable: 265_350,
        vat: 47_763,
        road_safety_fund: 2_404,
        total: 318_017,
      }),
    );
  });

  it('A: Dual-Purpose for Private use', () => {
    // 3,224.65; fee 250.00; taxable 3,474.65
    // VAT 18% = 625.437 -> 625.44; stamp 25.00; RSF 1% = 32.2465 -> 32.25; total 4,157.34
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Dual-Purpose', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 322_465,
        policy_fee: 25_000,
        taxable: 347_465,
        vat: 62_544,
        road_safety_fund: 3_225,
        total: 415_734,
      }),
    );
  });

  it('A: Dual-Purpose for Hiring use', () => {
    // 3,224.65 x 1.5 = 4,836.975 -> 4,836.98; fee 250.00; taxable 5,086.98
    // VAT 18% = 915.6564 -> 915.66; stamp 25.00; RSF 1% = 48.3698 -> 48.37; total 6,076.01
    expect(
      rateThirdParty(TARIFF_A, { vehicle_type: 'Dual-Purpose', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 483_698,
        policy_fee: 25_000,
        taxable: 508_698,
        vat: 91_566,
        road_safety_fund: 4_837,
        total: 607_601,
      }),
    );
  });

  it('B: Car for Private use', () => {
    // 2,625.40; fee 300.00; taxable 2,925.40
    // VAT 18% = 526.572 -> 526.57; stamp 25.00; RSF 1% = 26.254 -> 26.25; total 3,503.22
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Car', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 262_540,
        policy_fee: 30_000,
        taxable: 292_540,
        vat: 52_657,
        road_safety_fund: 2_625,
        total: 350_322,
      }),
    );
  });

  it('B: Car for Hiring use', () => {
    // 2,625.40 x 1.5 = 3,938.10; fee 300.00; taxable 4,238.10
    // VAT 18% = 762.858 -> 762.86; stamp 25.00; RSF 1% = 39.381 -> 39.38; total 5,065.34
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Car', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 393_810,
        policy_fee: 30_000,
        taxable: 423_810,
        vat: 76_286,
        road_safety_fund: 3_938,
        total: 506_534,
      }),
    );
  });

  it('B: Motor-Cycle for Hiring use', () => {
    // 975.15 x 1.5 = 1,462.725 -> 1,462.73; fee 300.00; taxable 1,762.73
    // VAT 18% = 317.2914 -> 317.29; stamp 25.00; RSF 1% = 14.6273 -> 14.63; total 2,119.65
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Motor-Cycle', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 146_273,
        policy_fee: 30_000,
        taxable: 176_273,
        vat: 31_729,
        road_safety_fund: 1_463,
        total: 211_965,
      }),
    );
  });

  it('B: Dual-Purpose for Private use', () => {
    // 3,411.05; fee 300.00; taxable 3,711.05
    // VAT 18% = 667.989 -> 667.99; stamp 25.00; RSF 1% = 34.1105 -> 34.11; total 4,438.15
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Dual-Purpose', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 341_105,
        policy_fee: 30_000,
        taxable: 371_105,
        vat: 66_799,
        road_safety_fund: 3_411,
        total: 443_815,
      }),
    );
  });

  it('B: Dual-Purpose for Hiring use', () => {
    // 3,411.05 x 1.5 = 5,116.575 -> 5,116.58; fee 300.00; taxable 5,416.58
    // VAT 18% = 974.9844 -> 974.98; stamp 25.00; RSF 1% = 51.1658 -> 51.17; total 6,467.73
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Dual-Purpose', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toEqual(
      breakdown({
        third_party_premium: 511_658,
        policy_fee: 30_000,
        taxable: 541_658,
        vat: 97_498,
        road_safety_fund: 5_117,
        total: 646_773,
      }),
    );
  });

  it('is undefined for a vehicle type the tariff has no premium for', () => {
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Three-Wheeler', purpose_of_use: 'Private' }, TEST_STATUTORY),
    ).toBeUndefined();
    expect(
      rateThirdParty(TARIFF_B, { vehicle_type: 'Three-Wheeler', purpose_of_use: 'Hiring' }, TEST_STATUTORY),
    ).toBeUndefined();
  });
});
