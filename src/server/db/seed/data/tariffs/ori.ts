// Selective: high rates and loadings, young cars only; no vans online, no three-wheeler hiring.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const ORI: Tariff = {
  full: {
    basic_rates: {
      Car: {
        Private: banded([5_000_000, 300], [null, 260]),
        Hiring: banded([5_000_000, 400], [null, 360]),
        Rent: flat(450),
      },
      'Motor-Cycle': { Private: flat(425), Hiring: flat(525) },
      'Three-Wheeler': { Private: flat(500) },
    },
    minimum_premium: perType({ Car: 20_000, 'Motor-Cycle': 5_000, 'Three-Wheeler': 10_000 }),
    age_rates: ages(-250, 500, 1_500, 3_000),
    fuel_rates: { Hybrid: 2_000, Electric: 1_500 },
    brand_new_rate_bp: -750,
    hire_purchase_rate_bp: 500,
    ncb_bp: [0, 2_500, 3_000, 4_000, 5_000, 5_500],
    srcc: { rate_bp: 6, minimum: rs(350) },
    terrorism: { rate_bp: 4, minimum: rs(350) },
    policy_fee: rs(1_000),
    acceptance: { max_age: 15, max_sum_insured: rs(35_000_000), declined_makes: ['Mahindra'] },
    covers: {
      ...COVERS,
      windscreen: 'TRUE',
      pa_driver: 'Rs. 1,000,000',
      air_bags: 'TRUE',
      roadside_assistance: 'TRUE',
      replacement_vehicle: 'Up to 7 days',
      tpp_limit: 'Rs. 2,500,000',
    },
    cover_charges: perCover({ pa_driver: 500, pa_passengers: 750 }),
    optional_covers: perCover({ legal_expenses: 1_000, lease_instalment: 1_500, value_uplift: 3_000 }),
  },
  third_party: thirdParty({ Car: 3_400, 'Motor-Cycle': 1_300, 'Three-Wheeler': 2_300 }, 150),
};
