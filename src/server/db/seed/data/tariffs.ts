// SAMPLE tariffs, one per insurer, for demo mode: made up, not any insurer's real rates. Sri Lankan
// insurers do not publish their own-damage tariffs (see /work/shared/design/domain-notes.md), so these
// are plausible values chosen to make the comparison behave as the market does: comprehensive premiums
// of roughly 1.8% to 3.5% of the sum insured, different insurers cheapest for different vehicles, and
// some vehicles, uses or makes not quoted online. The third-party premiums follow the regulator's
// minimum tariff (car Rs. 3,250), with small differences upward.
// Amounts are integer cents (`rs` converts rupees); rates are basis points (100 bp = 1%).
import type { CoverCode } from '#domain/motor/covers';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import type { Tariff } from '#server/rating/tariff';

export interface SampleTariff {
  company_code: string;
  version: string;
  effective_from: string;
  data: Tariff;
}

type Bands = { up_to: number | null; rate_bp: number }[];

const rs = (rupees: number) => rupees * 100;

/** One rate for every sum insured. */
const flat = (rate_bp: number): Bands => [{ up_to: null, rate_bp }];

/** Rate bands by sum insured: [up to (rupees), rate], the last up to null. */
const banded = (...bands: [number | null, number][]): Bands =>
  bands.map(([upTo, rate_bp]) => ({ up_to: upTo === null ? null : rs(upTo), rate_bp }));

/** Loadings by vehicle age: 0-3 years, 4-7, 8-12 and 13 or more. */
const ages = (new_bp: number, from4: number, from8: number, from13: number) => [
  { from_age: 0, rate_bp: new_bp },
  { from_age: 4, rate_bp: from4 },
  { from_age: 8, rate_bp: from8 },
  { from_age: 13, rate_bp: from13 },
];

/** Rupee amounts per vehicle type, in cents. */
const perType = (rupees: Partial<Record<VehicleTypeCode, number>>) =>
  Object.fromEntries(Object.entries(rupees).map(([type, amount]) => [type, rs(amount)])) as Partial<
    Record<VehicleTypeCode, number>
  >;

const perCover = (rupees: Partial<Record<CoverCode, number>>) =>
  Object.fromEntries(Object.entries(rupees).map(([code, amount]) => [code, rs(amount)])) as Partial<
    Record<CoverCode, number>
  >;

/** What most insurers include; each insurer below changes some rows. */
const COVERS: Record<CoverCode, string> = {
  flood: 'TRUE',
  srcc: 'TRUE',
  terrorism: 'TRUE',
  windscreen: 'Up to Rs. 50,000',
  pa_driver: 'Rs. 500,000',
  pa_passengers: 'Rs. 250,000 each',
  towing: 'Up to Rs. 15,000',
  air_bags: 'FALSE',
  legal_expenses: 'FALSE',
  replacement_vehicle: 'FALSE',
  roadside_assistance: 'FALSE',
  tpp_limit: 'Rs. 1,000,000',
  lease_instalment: 'FALSE',
  value_uplift: 'FALSE',
};

/** Third party at the regulator's minimum, loaded 1.5 times for hire. */
const thirdParty = (premiums: Partial<Record<VehicleTypeCode, number>>, policyFee: number) => ({
  premiums: perType(premiums),
  hire_multiplier_bp: 15_000,
  policy_fee: rs(policyFee),
});

const TARIFFS: Record<string, Tariff> = {
  // The state insurer: accepts old vehicles with mild age loadings; roadside assistance included.
  SLIC: {
    full: {
      basic_rates: {
        Car: { Private: flat(250), Hiring: flat(350), Rent: flat(400) },
        'Motor-Cycle': { Private: flat(350), Hiring: flat(450) },
        'Three-Wheeler': { Private: flat(400), Hiring: flat(500) },
        'Dual-Purpose': { Private: flat(275), Hiring: flat(375), Rent: flat(425) },
      },
      minimum_premium: perType({
        Car: 15_000,
        'Motor-Cycle': 3_000,
        'Three-Wheeler': 7_500,
        'Dual-Purpose': 20_000,
      }),
      age_rates: ages(0, 500, 1_000, 2_500),
      fuel_rates: { Hybrid: 1_000, Electric: 1_500 },
      brand_new_rate_bp: -500,
      hire_purchase_rate_bp: 0,
      ncb_bp: [0, 2_000, 2_500, 3_500, 4_500, 5_000],
      srcc: { rate_bp: 5, minimum: rs(250) },
      terrorism: { rate_bp: 3, minimum: rs(250) },
      policy_fee: rs(500),
      acceptance: { max_age: 25, max_sum_insured: rs(100_000_000), declined_makes: [] },
      covers: {
        ...COVERS,
        windscreen: 'Up to Rs. 100,000',
        legal_expenses: 'Rs. 100,000',
        roadside_assistance: 'TRUE',
        tpp_limit: 'Rs. 1,500,000',
      },
      cover_charges: perCover({ pa_driver: 300, pa_passengers: 500 }),
      optional_covers: perCover({
        air_bags: 2_000,
        replacement_vehicle: 3_000,
        lease_instalment: 1_500,
        value_uplift: 2_500,
      }),
    },
    third_party: thirdParty(
      { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_500 },
      100,
    ),
  },

  // Market leader with generous covers; lower rates for dearer cars.
  CGI: {
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
  },

  // Steep bands favour luxury cars; no three-wheelers and no rent-a-car online; discount for electric.
  ALZ: {
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
  },

  // Sold without agents: low flat rates, few extras included; no three-wheeler hiring, no rent-a-car.
  FIL: {
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
  },

  // Bank-owned; bands for dearer cars and a discount for electric vehicles.
  HNBG: {
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
  },

  // Mass market: the lowest rates for motorcycles and three-wheelers, low minimums.
  PIL: {
    full: {
      basic_rates: {
        Car: { Private: flat(260), Hiring: flat(360) },
        'Motor-Cycle': { Private: flat(250), Hiring: flat(350) },
        'Three-Wheeler': { Private: flat(300), Hiring: flat(400) },
        'Dual-Purpose': { Private: flat(290), Hiring: flat(390) },
      },
      minimum_premium: perType({
        Car: 15_000,
        'Motor-Cycle': 2_500,
        'Three-Wheeler': 6_000,
        'Dual-Purpose': 20_000,
      }),
      age_rates: ages(0, 500, 1_250, 2_500),
      fuel_rates: { Hybrid: 1_000, Electric: 1_500 },
      brand_new_rate_bp: 0,
      hire_purchase_rate_bp: 0,
      ncb_bp: [0, 2_000, 2_500, 3_000, 4_000, 5_000],
      srcc: { rate_bp: 5, minimum: rs(100) },
      terrorism: { rate_bp: 3, minimum: rs(100) },
      policy_fee: rs(250),
      acceptance: { max_age: 25, max_sum_insured: rs(40_000_000), declined_makes: ['Porsche'] },
      covers: { ...COVERS, pa_passengers: 'Rs. 100,000 each', towing: 'Up to Rs. 10,000' },
      cover_charges: perCover({ pa_driver: 250, pa_passengers: 300 }),
      optional_covers: perCover({ roadside_assistance: 1_000, lease_instalment: 1_500 }),
    },
    third_party: thirdParty(
      { Car: 3_250, 'Motor-Cycle': 1_000, 'Three-Wheeler': 1_800, 'Dual-Purpose': 4_000 },
      0,
    ),
  },

  // Part of a leasing group: the lowest van rates and a discount for leased vehicles.
  LOLCG: {
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
  },

  // Low flat car rate but dear for hybrids and electrics; no three-wheeler hiring.
  CIL: {
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
  },

  // Rural and small-town customers: the lowest minimum premiums, a short bonus scale, few extras.
  COOP: {
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
  },

  // Takaful (Islamic) cover: mild age loadings; no motorcycles online.
  AMT: {
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
  },

  // Selective: high rates and loadings, young cars only; no vans online, no three-wheeler hiring.
  ORI: {
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
  },

  // Co-operative insurer: low minimums and cheap three-wheelers, short bonus scale.
  SGI: {
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
  },

  // The longest no-claims scale (60% after five years): cheap for careful owners of newer cars.
  MBSL: {
    full: {
      basic_rates: {
        Car: { Private: banded([15_000_000, 245], [null, 220]), Hiring: flat(345), Rent: flat(395) },
        'Motor-Cycle': { Private: flat(350), Hiring: flat(450) },
        'Three-Wheeler': { Private: flat(425), Hiring: flat(525) },
        'Dual-Purpose': { Private: flat(300), Hiring: flat(400) },
      },
      minimum_premium: perType({
        Car: 17_500,
        'Motor-Cycle': 3_500,
        'Three-Wheeler': 8_500,
        'Dual-Purpose': 22_500,
      }),
      age_rates: ages(0, 500, 1_500, 3_000),
      fuel_rates: { Hybrid: 750, Electric: 1_250 },
      brand_new_rate_bp: -500,
      hire_purchase_rate_bp: 0,
      ncb_bp: [0, 2_500, 3_000, 4_000, 5_000, 6_000],
      srcc: { rate_bp: 6, minimum: rs(250) },
      terrorism: { rate_bp: 4, minimum: rs(250) },
      policy_fee: rs(500),
      acceptance: { max_age: 15, max_sum_insured: rs(30_000_000), declined_makes: [] },
      covers: { ...COVERS, legal_expenses: 'Rs. 50,000', tpp_limit: 'Rs. 1,500,000' },
      cover_charges: perCover({ pa_driver: 300, pa_passengers: 500 }),
      optional_covers: perCover({
        roadside_assistance: 1_000,
        replacement_vehicle: 2_500,
        lease_instalment: 1_500,
        value_uplift: 2_500,
      }),
    },
    third_party: thirdParty(
      { Car: 3_250, 'Motor-Cycle': 1_100, 'Three-Wheeler': 2_000, 'Dual-Purpose': 4_400 },
      100,
    ),
  },
};

export const SAMPLE_TARIFFS: readonly SampleTariff[] = Object.entries(TARIFFS).map(
  ([company_code, data]) => ({
    company_code,
    version: '2026-sample-1',
    effective_from: '2026-01-01',
    data,
  }),
);
