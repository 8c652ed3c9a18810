// The longest no-claims scale (60% after five years): cheap for careful owners of newer cars.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const MBSL: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: banded([15_000_000, 245], [null, 220]), Hiring: flat(345), Rent: flat(395) },
      'Motor-Cycle': { Private: flat(350), Hiring: flat(450) },
      'Three-Wheeler': { Private: flat(425), Hiring: flat(525) },
      'Dual-Purpose': { Private: flat(300), Hiring: flat(400) },
    },
    minimum_premium: perType({
      Car: 17_500,
      'Motor-Cycle': 3_500,
      'Three-Wheeler': 8_500,
      'Dual-Purpose': 22_500,
    }),
    age_rates: ages(0, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 750, Electric: 1_250 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 2_500, 3_000, 4_000, 5_000, 6_000],
    srcc: { rate_bp: 6, minimum: rs(250) },
    terrorism: { rate_bp: 4, minimum: rs(250) },
    policy_fee: rs(500),
    acceptance: { max_age: 15, max_sum_insured: rs(30_000_000), declined_makes: [] },
    covers: { ...COVERS, legal_expenses: 'Rs. 50,000', tpp_limit: 'Rs. 1,500,000' },
    cover_charges: perCover({ pa_driver: 300, pa_passengers: 500 }),
    optional_covers: perCover({
      roadside_assistance: 1_000,
      replacement_vehicle: 2_500,
      lease_instalment: 1_500,
      value_uplift: 2_500,
    }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_400 },
    100,
  ),
};
