// Mass market: the lowest rates for motorcycles and three-wheelers, low minimums.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const PIL: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(260), Hiring: flat(360) },
      'Motor-Cycle': { Private: flat(250), Hiring: flat(350) },
      'Three-Wheeler': { Private: flat(300), Hiring: flat(400) },
      'Dual-Purpose': { Private: flat(290), Hiring: flat(390) },
    },
    minimum_premium: perType({
      Car: 15_000,
      'Motor-Cycle': 2_500,
      'Three-Wheeler': 6_000,
      'Dual-Purpose': 20_000,
    }),
    age_rates: ages(0, 500, 1_250, 2_500),
    fuel_rates: { Hybrid: 1_000, Electric: 1_500 },
    brand_new_rate_bp: 0,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 2_000, 2_500, 3_000, 4_000, 5_000],
    srcc: { rate_bp: 5, minimum: rs(100) },
    terrorism: { rate_bp: 3, minimum: rs(100) },
    policy_fee: rs(250),
    acceptance: { max_age: 25, max_sum_insured: rs(40_000_000), declined_makes: ['Porsche'] },
    covers: { ...COVERS, pa_passengers: 'Rs. 100,000 each', towing: 'Up to Rs. 10,000' },
    cover_charges: perCover({ pa_driver: 250, pa_passengers: 300 }),
    optional_covers: perCover({ roadside_assistance: 1_000, lease_instalment: 1_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_000, 'Three-Wheeler': 1_800, 'Dual-Purpose': 4_000 },
    0,
  ),
};
