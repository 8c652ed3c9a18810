// Market leader with generous covers; lower rates for dearer cars.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const CGI: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: banded([5_000_000, 275], [15_000_000, 240], [null, 200]),
        Hiring: banded([5_000_000, 375], [15_000_000, 340], [null, 300]),
        Rent: flat(425),
      },
      'Motor-Cycle': { Private: flat(325), Hiring: flat(425) },
      'Three-Wheeler': { Private: flat(425), Hiring: flat(525) },
      'Dual-Purpose': { Private: flat(300), Hiring: flat(400), Rent: flat(450) },
    },
    minimum_premium: perType({
      Car: 20_000,
      'Motor-Cycle': 4_000,
      'Three-Wheeler': 9_000,
      'Dual-Purpose': 25_000,
    }),
    age_rates: ages(-250, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 750, Electric: 1_500 },
    brand_new_rate_bp: -750,
    hire_purchase_rate_bp: 250,
    ncb_bp: [0, 2_500, 3_000, 4_000, 5_000, 5_500],
    srcc: { rate_bp: 7, minimum: rs(300) },
    terrorism: { rate_bp: 4, minimum: rs(300) },
    policy_fee: rs(750),
    acceptance: { max_age: 20, max_sum_insured: rs(100_000_000), declined_makes: [] },
    covers: {
      ...COVERS,
      windscreen: 'TRUE',
      pa_driver: 'Rs. 1,000,000',
      pa_passengers: 'Rs. 500,000 each',
      towing: 'Up to Rs. 25,000',
      air_bags: 'TRUE',
      legal_expenses: 'Rs. 250,000',
      replacement_vehicle: 'Rs. 3,000 a day, up to 10 days',
      roadside_assistance: 'TRUE',
      tpp_limit: 'Rs. 3,000,000',
      value_uplift: 'TRUE',
    },
    cover_charges: perCover({ pa_driver: 500, pa_passengers: 1_000 }),
    optional_covers: perCover({ lease_instalment: 1_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_200, 'Three-Wheeler': 2_100, 'Dual-Purpose': 4_800 },
    150,
  ),
};
