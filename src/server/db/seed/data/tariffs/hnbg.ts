// Bank-owned; bands for dearer cars and a discount for electric vehicles.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const HNBG: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: banded([5_000_000, 270], [15_000_000, 235], [null, 210]),
        Hiring: banded([5_000_000, 360], [15_000_000, 325], [null, 300]),
        Rent: flat(400),
      },
      'Motor-Cycle': { Private: flat(350), Hiring: flat(450) },
      'Three-Wheeler': { Private: flat(450), Hiring: flat(550) },
      'Dual-Purpose': { Private: flat(290), Hiring: flat(390), Rent: flat(440) },
    },
    minimum_premium: perType({
      Car: 17_500,
      'Motor-Cycle': 3_500,
      'Three-Wheeler': 9_000,
      'Dual-Purpose': 22_500,
    }),
    age_rates: ages(0, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 500, Electric: -750 },
    brand_new_rate_bp: -1_000,
    hire_purchase_rate_bp: 250,
    ncb_bp: [0, 2_500, 3_000, 4_000, 5_000, 5_500],
    srcc: { rate_bp: 6, minimum: rs(300) },
    terrorism: { rate_bp: 4, minimum: rs(300) },
    policy_fee: rs(600),
    acceptance: { max_age: 20, max_sum_insured: rs(75_000_000), declined_makes: [] },
    covers: {
      ...COVERS,
      windscreen: 'Up to Rs. 100,000',
      pa_driver: 'Rs. 750,000',
      towing: 'Up to Rs. 20,000',
      air_bags: 'TRUE',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 2,000,000',
      lease_instalment: 'Up to 3 instalments',
    },
    cover_charges: perCover({ pa_driver: 400, pa_passengers: 750 }),
    optional_covers: perCover({ legal_expenses: 1_000, replacement_vehicle: 3_000, value_uplift: 2_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_500 },
    100,
  ),
};
