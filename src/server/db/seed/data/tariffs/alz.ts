// Steep bands favour luxury cars; no three-wheelers and no rent-a-car online; discount for electric.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const ALZ: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: banded([5_000_000, 290], [15_000_000, 230], [null, 175]),
        Hiring: banded([5_000_000, 390], [15_000_000, 330], [null, 275]),
      },
      'Motor-Cycle': { Private: flat(400), Hiring: flat(500) },
      'Dual-Purpose': { Private: flat(325), Hiring: flat(425) },
    },
    minimum_premium: perType({ Car: 25_000, 'Motor-Cycle': 6_000, 'Dual-Purpose': 30_000 }),
    age_rates: ages(0, 750, 2_000, 3_500),
    fuel_rates: { Hybrid: 500, Electric: -500 },
    brand_new_rate_bp: -1_000,
    hire_purchase_rate_bp: 500,
    ncb_bp: [0, 2_000, 2_500, 3_500, 4_500, 5_000],
    srcc: { rate_bp: 6, minimum: rs(500) },
    terrorism: { rate_bp: 5, minimum: rs(500) },
    policy_fee: rs(1_000),
    acceptance: { max_age: 15, max_sum_insured: rs(100_000_000), declined_makes: ['Tata', 'DFSK'] },
    covers: {
      ...COVERS,
      windscreen: 'TRUE',
      pa_driver: 'Rs. 1,000,000',
      pa_passengers: 'Rs. 500,000 each',
      towing: 'Up to Rs. 30,000',
      air_bags: 'TRUE',
      legal_expenses: 'TRUE',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 3,000,000',
      lease_instalment: 'TRUE',
    },
    cover_charges: perCover({ pa_driver: 450, pa_passengers: 900 }),
    optional_covers: perCover({ replacement_vehicle: 3_500, value_uplift: 3_000 }),
  },
  third_party: thirdParty({ Car: 3_300, 'Motor-Cycle': 1_250, 'Dual-Purpose': 4_900 }, 150),
};
