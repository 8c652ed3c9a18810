// The pieces the sample tariffs are written with (../tariffs.ts): amounts in rupees become integer cents
// (`rs`), rates are basis points (100 bp = 1%).
import type { CoverCode } from '#domain/motor/covers';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';

type Bands = { up_to: number | null; rate_bp: number }[];

export const rs = (rupees: number) => rupees * 100;

/** One rate for every sum insured. */
export const flat = (rate_bp: number): Bands => [{ up_to: null, rate_bp }];

/** Rate bands by sum insured: [up to (rupees), rate], the last up to null. */
export const banded = (...bands: [number | null, number][]): Bands =>
  bands.map(([upTo, rate_bp]) => ({ up_to: upTo === null ? null : rs(upTo), rate_bp }));

/** Loadings by vehicle age: 0-3 years, 4-7, 8-12 and 13 or more. */
export const ages = (new_bp: number, from4: number, from8: number, from13: number) => [
  { from_age: 0, rate_bp: new_bp },
  { from_age: 4, rate_bp: from4 },
  { from_age: 8, rate_bp: from8 },
  { from_age: 13, rate_bp: from13 },
];

/** Rupee amounts by key, in cents, keys in the order given. */
function inCents<K extends string>(rupees: Partial<Record<K, number>>): Partial<Record<K, number>> {
  const cents: Partial<Record<K, number>> = {};
  for (const key in rupees) {
    const amount = rupees[key];
    if (amount !== undefined) cents[key] = rs(amount);
  }
  return cents;
}

/** Rupee amounts per vehicle type, in cents. */
export const perType = inCents<VehicleTypeCode>;

/** Rupee amounts per cover row, in cents. */
export const perCover = inCents<CoverCode>;

/** What most insurers include; each insurer changes some rows. */
export const COVERS: Record<CoverCode, string> = {
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
export const thirdParty = (premiums: Partial<Record<VehicleTypeCode, number>>, policyFee: number) => ({
  premiums: perType(premiums),
  hire_multiplier_bp: 15_000,
  policy_fee: rs(policyFee),
});
