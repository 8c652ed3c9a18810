// Takaful (Islamic) cover: mild age loadings; no motorcycles online.
import type { Tariff } from '#server/rating/tariff';
import { ages, banded, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const AMT: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: banded([15_000_000, 270], [null, 220]), Hiring: flat(370), Rent: flat(420) },
      'Three-Wheeler': { Private: flat(425), Hiring: flat(525) },
      'Dual-Purpose': { Private: flat(300), Hiring: flat(400), Rent: flat(450) },
    },
    minimum_premium: perType({ Car: 18_000, 'Three-Wheeler': 8_000, 'Dual-Purpose': 22_000 }),
    age_rates: ages(0, 500, 1_000, 2_500),
    fuel_rates: { Hybrid: 500, Electric: 500 },
    brand_new_rate_bp: -500,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 2_000, 3_000, 3_500, 4_500, 5_000],
    srcc: { rate_bp: 5, minimum: rs(300) },
    terrorism: { rate_bp: 3, minimum: rs(300) },
    policy_fee: rs(300),
    acceptance: { max_age: 20, max_sum_insured: rs(40_000_000), declined_makes: ['Porsche'] },
    covers: {
      ...COVERS,
      pa_driver: 'Rs. 400,000',
      legal_expenses: 'Rs. 100,000',
      tpp_limit: 'Rs. 1,500,000',
    },
    cover_charges: perCover({ pa_driver: 300, pa_passengers: 400 }),
    optional_covers: perCover({ roadside_assistance: 1_000, lease_instalment: 1_500, value_uplift: 2_000 }),
  },
  third_party: thirdParty({ Car: 3_250, 'Three-Wheeler': 1_900, 'Dual-Purpose': 4_200 }, 100),
};
