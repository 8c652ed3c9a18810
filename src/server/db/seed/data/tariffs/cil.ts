// Low flat car rate but dear for hybrids and electrics; no three-wheeler hiring.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const CIL: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(230), Hiring: flat(325), Rent: flat(375) },
      'Motor-Cycle': { Private: flat(375), Hiring: flat(475) },
      'Three-Wheeler': { Private: flat(450) },
      'Dual-Purpose': { Private: flat(275), Hiring: flat(375), Rent: flat(425) },
    },
    minimum_premium: perType({
      Car: 17_000,
      'Motor-Cycle': 4_500,
      'Three-Wheeler': 8_500,
      'Dual-Purpose': 21_000,
    }),
    age_rates: ages(0, 750, 1_500, 3_500),
    fuel_rates: { Hybrid: 1_250, Electric: 2_000 },
    brand_new_rate_bp: -750,
    hire_purchase_rate_bp: 500,
    ncb_bp: [0, 1_500, 2_500, 3_000, 4_000, 5_000],
    srcc: { rate_bp: 8, minimum: rs(400) },
    terrorism: { rate_bp: 5, minimum: rs(400) },
    policy_fee: rs(750),
    acceptance: { max_age: 18, max_sum_insured: rs(50_000_000), declined_makes: ['SsangYong'] },
    covers: {
      ...COVERS,
      windscreen: 'Up to Rs. 75,000',
      legal_expenses: 'Rs. 50,000',
      tpp_limit: 'Rs. 1,500,000',
    },
    cover_charges: perCover({ pa_driver: 350, pa_passengers: 600 }),
    optional_covers: perCover({
      roadside_assistance: 1_200,
      replacement_vehicle: 3_000,
      lease_instalment: 1_500,
    }),
  },
  third_party: thirdParty(
    { Car: 3_300, 'Motor-Cycle': 1_150, 'Three-Wheeler': 2_100, 'Dual-Purpose': 4_600 },
    150,
  ),
};
