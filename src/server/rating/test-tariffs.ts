// Fixture tariffs for the rating tests only (not the seed data): round-ish figures that still leave
// half cents to round, so the hand-worked expectations in the tests exercise the rounding rule.
// Amounts in cents, rates in basis points (100 bp = 1%).
import type { PromotionRule } from './promotions';
import type { StatutoryCharges, Tariff } from './tariff';

/** VAT 18%, stamp duty Rs. 25.00, Road Safety Fund levy 1% of the third-party part. */
export const TEST_STATUTORY: StatutoryCharges = {
  vatBp: 1_800,
  stampDutyCents: 2_500,
  roadSafetyFundBp: 100,
};

/**
 * Tariff A. Car Private in three sum-insured bands (to Rs. 3,000,000 at 2.50%, to Rs. 10,000,000 at
 * 2.10%, above at 1.85%); Car Hiring, Dual-Purpose and Three-Wheeler flat. No Motor-Cycle own-damage
 * rate (full insurance declines it, third party quotes it) and no 'Rent' use.
 */
export const TARIFF_A: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: [
          { up_to: 300_000_000, rate_bp: 250 },
          { up_to: 1_000_000_000, rate_bp: 210 },
          { up_to: null, rate_bp: 185 },
        ],
        Hiring: [{ up_to: null, rate_bp: 325 }],
      },
      'Dual-Purpose': {
        Private: [{ up_to: null, rate_bp: 275 }],
        Hiring: [{ up_to: null, rate_bp: 350 }],
      },
      'Three-Wheeler': {
        Private: [{ up_to: null, rate_bp: 400 }],
        Hiring: [{ up_to: null, rate_bp: 450 }],
      },
    },
    minimum_premium: { Car: 1_500_000, 'Dual-Purpose': 2_000_000, 'Three-Wheeler': 1_000_000 },
    // Under 2 years -5%; 2-4 years none; 5-9 years +7.5%; 10 years and over +15%.
    age_rates: [
      { from_age: 0, rate_bp: -500 },
      { from_age: 2, rate_bp: 0 },
      { from_age: 5, rate_bp: 750 },
      { from_age: 10, rate_bp: 1_500 },
    ],
    fuel_rates: { Hybrid: 500, Electric: 1_250 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: 250,
    ncb_bp: [0, 1_000, 2_000, 2_500, 3_000, 3_500],
    srcc: { rate_bp: 10, minimum: 150_000 },
    terrorism: { rate_bp: 5, minimum: 100_000 },
    policy_fee: 50_000,
    acceptance: {
      max_age: 15,
      max_sum_insured: 5_000_000_000,
      declined_makes: ['Ferrari', 'Lamborghini'],
    },
    covers: {
      flood: 'TRUE',
      srcc: 'TRUE',
      terrorism: 'TRUE',
      windscreen: 'Rs. 50,000',
      pa_driver: 'TRUE',
      pa_passengers: 'FALSE',
      towing: 'FALSE',
      air_bags: 'FALSE',
      legal_expenses: 'Rs. 100,000',
      replacement_vehicle: 'FALSE',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 1,000,000',
      lease_instalment: 'FALSE',
      value_uplift: 'FALSE',
    },
    cover_charges: { pa_driver: 75_000 },
    // Flood is already included, so asking for it adds nothing.
    optional_covers: { flood: 90_000, towing: 120_050, replacement_vehicle: 450_000 },
  },
  third_party: {
    premiums: {
      Car: [{ up_to_cc: null, premium: 254_175 }],
      'Motor-Cycle': [{ up_to_cc: null, premium: 118_050 }],
      'Three-Wheeler': [{ up_to_cc: null, premium: 160_233 }],
      'Dual-Purpose': [{ up_to_cc: null, premium: 322_465 }],
    },
    hire_multiplier_bp: 15_000,
    policy_fee: 25_000,
  },
};

/**
 * Tariff B. Car Private in two bands (to Rs. 5,000,000 at 2.75%, above at 2.35%), Hiring and Rent flat;
 * Dual-Purpose in two bands (to Rs. 8,000,000 at 2.90%, above at 2.60%). Three-Wheeler has an
 * own-damage rate but no third-party premium, so neither cover type quotes it.
 */
export const TARIFF_B: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: [
          { up_to: 500_000_000, rate_bp: 275 },
          { up_to: null, rate_bp: 235 },
        ],
        Hiring: [{ up_to: null, rate_bp: 360 }],
        Rent: [{ up_to: null, rate_bp: 420 }],
      },
      'Motor-Cycle': { Private: [{ up_to: null, rate_bp: 300 }] },
      'Dual-Purpose': {
        Private: [
          { up_to: 800_000_000, rate_bp: 290 },
          { up_to: null, rate_bp: 260 },
        ],
      },
      'Three-Wheeler': { Private: [{ up_to: null, rate_bp: 380 }] },
    },
    minimum_premium: {
      Car: 1_250_000,
      'Motor-Cycle': 450_000,
      'Dual-Purpose': 1_800_000,
      'Three-Wheeler': 900_000,
    },
    // Under 3 years none; 3-6 years +4%; 7-10 years +9%; 11 years and over +16%.
    age_rates: [
      { from_age: 0, rate_bp: 0 },
      { from_age: 3, rate_bp: 400 },
      { from_age: 7, rate_bp: 900 },
      { from_age: 11, rate_bp: 1_600 },
    ],
    fuel_rates: { Hybrid: -300, Electric: 800 },
    brand_new_rate_bp: -750,
    hire_purchase_rate_bp: 150,
    ncb_bp: [0, 1_500, 2_000, 2_500, 3_000, 3_500],
    srcc: { rate_bp: 15, minimum: 200_000 },
    terrorism: { rate_bp: 8, minimum: 75_000 },
    policy_fee: 35_000,
    acceptance: {
      max_age: 20,
      max_sum_insured: 3_500_000_000,
      declined_makes: ['Tata', 'Mahindra'],
    },
    covers: {
      flood: 'FALSE',
      srcc: 'TRUE',
      terrorism: 'TRUE',
      windscreen: 'FALSE',
      pa_driver: 'TRUE',
      pa_passengers: 'TRUE',
      towing: 'TRUE',
      air_bags: 'TRUE',
      legal_expenses: 'FALSE',
      replacement_vehicle: 'FALSE',
      roadside_assistance: 'FALSE',
      tpp_limit: 'Rs. 2,500,000',
      lease_instalment: 'Rs. 150,000 a month',
      value_uplift: 'FALSE',
    },
    cover_charges: { pa_driver: 60_000, pa_passengers: 45_050 },
    optional_covers: { windscreen: 180_000, roadside_assistance: 99_950 },
  },
  third_party: {
    premiums: {
      Car: [{ up_to_cc: null, premium: 262_540 }],
      'Motor-Cycle': [{ up_to_cc: null, premium: 97_515 }],
      'Dual-Purpose': [{ up_to_cc: null, premium: 341_105 }],
    },
    hire_multiplier_bp: 15_000,
    policy_fee: 30_000,
  },
};

/** A promotion of `companyId` for everyone and both cover types, from 1 January 2026 with no end. */
export const promotionRule = (
  companyId: number,
  fields: Partial<PromotionRule> & Pick<PromotionRule, 'status'>,
): PromotionRule => ({
  companyId,
  channel: null,
  promoCode: null,
  coverType: null,
  startsOn: '2026-01-01',
  endsOn: null,
  discountBp: null,
  value: '',
  color: '#0a7d32',
  sort: 1,
  ...fields,
});

/**
 * Tariff A with third-party premiums by engine-capacity band, as the regulator's table goes: cars in five
 * bands (1,001-1,500 cc is the published Rs. 3,250), motorcycles in four, three-wheelers in two.
 */
export const TARIFF_BANDED: Tariff = {
  full: TARIFF_A.full,
  third_party: {
    premiums: {
      Car: [
        { up_to_cc: 1_000, premium: 275_000 },
        { up_to_cc: 1_500, premium: 325_000 },
        { up_to_cc: 2_000, premium: 425_000 },
        { up_to_cc: 3_000, premium: 550_000 },
        { up_to_cc: null, premium: 700_000 },
      ],
      'Motor-Cycle': [
        { up_to_cc: 50, premium: 75_000 },
        { up_to_cc: 125, premium: 100_000 },
        { up_to_cc: 250, premium: 135_000 },
        { up_to_cc: null, premium: 190_000 },
      ],
      'Three-Wheeler': [
        { up_to_cc: 200, premium: 180_000 },
        { up_to_cc: null, premium: 210_000 },
      ],
    },
    hire_multiplier_bp: 15_000,
    policy_fee: 0,
  },
};
