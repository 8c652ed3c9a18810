// Sold without agents: low flat rates, few extras included; no three-wheeler hiring, no rent-a-car.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const FIL: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(220), Hiring: flat(325) },
      'Motor-Cycle': { Private: flat(300), Hiring: flat(400) },
      'Three-Wheeler': { Private: flat(375) },
      'Dual-Purpose': { Private: flat(250), Hiring: flat(350) },
    },
    minimum_premium: perType({
      Car: 18_000,
      'Motor-Cycle': 3_500,
      'Three-Wheeler': 8_000,
      'Dual-Purpose': 22_000,
    }),
    age_rates: ages(0, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 500, Electric: 1_000 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 1_500, 2_500, 3_000, 4_000, 5_000],
    srcc: { rate_bp: 5, minimum: rs(200) },
    terrorism: { rate_bp: 3, minimum: rs(200) },
    policy_fee: rs(400),
    acceptance: { max_age: 18, max_sum_insured: rs(60_000_000), declined_makes: [] },
    covers: {
      ...COVERS,
      windscreen: 'Up to Rs. 75,000',
      pa_passengers: 'FALSE',
      towing: 'Up to Rs. 10,000',
      roadside_assistance: 'TRUE',
    },
    cover_charges: perCover({ pa_driver: 250 }),
    optional_covers: perCover({
      pa_passengers: 600,
      replacement_vehicle: 3_000,
      lease_instalment: 1_500,
      value_uplift: 2_500,
    }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_000, 'Three-Wheeler': 1_800, 'Dual-Purpose': 4_000 },
    0,
  ),
};
