// Rural and small-town customers: the lowest minimum premiums, a short bonus scale, few extras.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const COOP: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(210), Hiring: flat(300) },
      'Motor-Cycle': { Private: flat(300), Hiring: flat(400) },
      'Three-Wheeler': { Private: flat(350), Hiring: flat(450) },
      'Dual-Purpose': { Private: flat(325), Hiring: flat(425) },
    },
    minimum_premium: perType({
      Car: 12_000,
      'Motor-Cycle': 2_500,
      'Three-Wheeler': 6_000,
      'Dual-Purpose': 18_000,
    }),
    age_rates: ages(0, 500, 1_500, 3_500),
    fuel_rates: { Hybrid: 1_500, Electric: 2_000 },
    brand_new_rate_bp: 0,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 1_500, 2_000, 2_500, 3_000, 4_000],
    srcc: { rate_bp: 10, minimum: rs(100) },
    terrorism: { rate_bp: 6, minimum: rs(100) },
    policy_fee: rs(250),
    acceptance: { max_age: 15, max_sum_insured: rs(30_000_000), declined_makes: ['Porsche', 'Land Rover'] },
    covers: {
      ...COVERS,
      windscreen: 'Up to Rs. 25,000',
      pa_driver: 'Rs. 250,000',
      pa_passengers: 'FALSE',
      towing: 'Up to Rs. 5,000',
    },
    cover_charges: perCover({ pa_driver: 250 }),
    optional_covers: perCover({ pa_passengers: 500, lease_instalment: 1_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_000, 'Three-Wheeler': 1_800, 'Dual-Purpose': 4_000 },
    50,
  ),
};
