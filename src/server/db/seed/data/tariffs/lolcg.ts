// Part of a leasing group: the lowest van rates and a discount for leased vehicles.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const LOLCG: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: banded([5_000_000, 260], [null, 230]),
        Hiring: banded([5_000_000, 350], [null, 320]),
        Rent: flat(400),
      },
      'Motor-Cycle': { Private: flat(375), Hiring: flat(475) },
      'Three-Wheeler': { Private: flat(450), Hiring: flat(550) },
      'Dual-Purpose': { Private: flat(200), Hiring: flat(300), Rent: flat(350) },
    },
    minimum_premium: perType({
      Car: 16_000,
      'Motor-Cycle': 4_000,
      'Three-Wheeler': 9_000,
      'Dual-Purpose': 15_000,
    }),
    age_rates: ages(0, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 750, Electric: 1_000 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: -250,
    ncb_bp: [0, 2_000, 2_500, 3_500, 4_500, 5_000],
    srcc: { rate_bp: 7, minimum: rs(250) },
    terrorism: { rate_bp: 4, minimum: rs(250) },
    policy_fee: rs(500),
    acceptance: { max_age: 20, max_sum_insured: rs(50_000_000), declined_makes: [] },
    covers: {
      ...COVERS,
      towing: 'Up to Rs. 20,000',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 2,000,000',
      lease_instalment: 'TRUE',
    },
    cover_charges: perCover({ pa_driver: 300, pa_passengers: 500 }),
    optional_covers: perCover({ air_bags: 1_500, replacement_vehicle: 3_000, value_uplift: 2_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_500 },
    100,
  ),
};
