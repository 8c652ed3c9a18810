// The state insurer: accepts old vehicles with mild age loadings; roadside assistance included.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const SLIC: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(250), Hiring: flat(350), Rent: flat(400) },
      'Motor-Cycle': { Private: flat(350), Hiring: flat(450) },
      'Three-Wheeler': { Private: flat(400), Hiring: flat(500) },
      'Dual-Purpose': { Private: flat(275), Hiring: flat(375), Rent: flat(425) },
    },
    minimum_premium: perType({
      Car: 15_000,
      'Motor-Cycle': 3_000,
      'Three-Wheeler': 7_500,
      'Dual-Purpose': 20_000,
    }),
    age_rates: ages(0, 500, 1_000, 2_500),
    fuel_rates: { Hybrid: 1_000, Electric: 1_500 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 2_000, 2_500, 3_500, 4_500, 5_000],
    srcc: { rate_bp: 5, minimum: rs(250) },
    terrorism: { rate_bp: 3, minimum: rs(250) },
    policy_fee: rs(500),
    acceptance: { max_age: 25, max_sum_insured: rs(100_000_000), declined_makes: [] },
    covers: {
      ...COVERS,
      windscreen: 'Up to Rs. 100,000',
      legal_expenses: 'Rs. 100,000',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 1,500,000',
    },
    cover_charges: perCover({ pa_driver: 300, pa_passengers: 500 }),
    optional_covers: perCover({
      air_bags: 2_000,
      replacement_vehicle: 3_000,
      lease_instalment: 1_500,
      value_uplift: 2_500,
    }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_500 },
    100,
  ),
};
