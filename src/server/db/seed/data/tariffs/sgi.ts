// Co-operative insurer: low minimums and cheap three-wheelers, short bonus scale.
import type { Tariff } from '#server/rating/tariff';
import { ages, COVERS, flat, perCover, perType, rs, thirdParty } from './parts';

export const SGI: Tariff = {
  full: {
    basic_rates: {
      Car: { Private: flat(280), Hiring: flat(380) },
      'Motor-Cycle': { Private: flat(275), Hiring: flat(375) },
      'Three-Wheeler': { Private: flat(325), Hiring: flat(425) },
      'Dual-Purpose': { Private: flat(300), Hiring: flat(400) },
    },
    minimum_premium: perType({
      Car: 13_000,
      'Motor-Cycle': 2_500,
      'Three-Wheeler': 6_500,
      'Dual-Purpose': 17_500,
    }),
    age_rates: ages(0, 500, 1_000, 2_500),
    fuel_rates: { Hybrid: 1_000, Electric: 1_500 },
    brand_new_rate_bp: 0,
    hire_purchase_rate_bp: 0,
    ncb_bp: [0, 2_000, 2_500, 3_000, 3_500, 4_000],
    srcc: { rate_bp: 5, minimum: rs(150) },
    terrorism: { rate_bp: 3, minimum: rs(150) },
    policy_fee: rs(300),
    acceptance: { max_age: 22, max_sum_insured: rs(30_000_000), declined_makes: ['Porsche', 'Land Rover'] },
    covers: { ...COVERS, windscreen: 'Up to Rs. 30,000', towing: 'Up to Rs. 7,500' },
    cover_charges: perCover({ pa_driver: 250, pa_passengers: 350 }),
    optional_covers: perCover({ roadside_assistance: 800, lease_instalment: 1_500 }),
  },
  third_party: thirdParty(
    { Car: 3_250, 'Motor-Cycle': 1_050, 'Three-Wheeler': 1_850, 'Dual-Purpose': 4_100 },
    50,
  ),
};
