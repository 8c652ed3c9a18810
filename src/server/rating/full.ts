// Full insurance (cover type C): own damage rated on the sum insured, plus the third-party part, covers,
// SRCC and terrorism, fees and statutory charges. The order of the build-up, each line rounded once:
//   1. basic premium = sum insured x the rate of its band (by vehicle type and purpose of use)
//   2. adjustments, each a rate of the basic premium: vehicle age, fuel, brand new, hire purchase
//   3. no-claims bonus = (basic + adjustments) x the bonus rate for the claim-free years
//   4. minimum premium: the own-damage premium is raised to the insurer's minimum
//   5. promotion: a discount on the own-damage premium, where one applies
//   6. third-party part, covers, SRCC and terrorism (rates of the sum insured, with minimums), policy fee
//   7. VAT on all of 6 with the own-damage premium; then stamp duty and the Road Safety Fund levy
import type { CoverCode } from '#domain/motor/covers';
import type { FullQuote } from '#domain/motor/quote';
import { formatRupees, rupeesToCents } from '#domain/money';
import { applyRate, sum } from './arithmetic';
import type { Breakdown, Line } from './breakdown';
import { LINE_LABELS, withStatutoryCharges } from './breakdown';
import type { Tariff, StatutoryCharges } from './tariff';
import { entry } from './tariff';
import { thirdPartyPart } from './third-party';

export type FullVehicle = Pick<
  FullQuote,
  | 'vehicle_type'
  | 'purpose_of_use'
  | 'fuel_type'
  | 'vehicle_make'
  | 'sum_insured'
  | 'manufacture_year'
  | 'is_registered'
  | 'hire_purchase'
  | 'ncb'
  | 'covers'
  | 'engine_capacity'
>;

/** A discount on the own-damage premium: an insurer's rate, or a fixed amount in cents (a renewal's saving, decision 049). */
export type Promotion = { label: string; rate_bp: number } | { label: string; amount: number };

const discountOf = (netPremium: number, promotion: Promotion) =>
  'amount' in promotion
    ? { amount: 0 - Math.min(netPremium, promotion.amount) }
    : { rate_bp: promotion.rate_bp, amount: 0 - applyRate(netPremium, promotion.rate_bp) };

export interface Decline {
  code: 'vehicle_type' | 'usage' | 'make' | 'age' | 'sum_insured';
  message: string;
}

export type FullRating =
  | {
      priced: true;
      breakdown: Breakdown;
      discounted: Breakdown | null;
      cover_details: Record<string, string>;
    }
  | { priced: false; decline: Decline; cover_details: Record<string, string> };

/** Why an insurer does not price a vehicle online; the site then shows Contact Us. */
export const DECLINE_MESSAGES = {
  vehicle_type: (type: string) => `${type} vehicles are quoted by the insurer directly`,
  usage: (use: string) => `${use} use is quoted by the insurer directly`,
  make: (make: string) => `${make} vehicles are quoted by the insurer directly`,
  age: (maxAge: number) => `Vehicles older than ${maxAge} years are quoted by the insurer directly`,
  sum_insured: (limit: string) => `Sums insured above ${limit} are quoted by the insurer directly`,
};

const declined = (code: Decline['code'], message: string) =>
  ({ accepted: false, decline: { code, message } }) as const;

// Names reaching the engine are those of the reference lists (the quote calls check them first), so
// lookups are exact; `entry` keeps a name such as 'constructor' from reaching an object's prototype.
function acceptance(tariff: Tariff, vehicle: FullVehicle, age: number) {
  const { full } = tariff;
  const type = vehicle.vehicle_type;
  const rates = entry(full.basic_rates, type);
  const minimum = entry(full.minimum_premium, type);
  const thirdParty = thirdPartyPart(tariff.third_party, vehicle);
  if (rates === undefined || minimum === undefined || thirdParty === undefined) {
    return declined('vehicle_type', DECLINE_MESSAGES.vehicle_type(type));
  }
  const bands = entry(rates, vehicle.purpose_of_use);
  if (bands === undefined) return declined('usage', DECLINE_MESSAGES.usage(vehicle.purpose_of_use));
  const make = vehicle.vehicle_make.toLowerCase();
  if (full.acceptance.declined_makes.some((declinedMake) => declinedMake.toLowerCase() === make)) {
    return declined('make', DECLINE_MESSAGES.make(vehicle.vehicle_make));
  }
  if (age > full.acceptance.max_age) {
    return declined('age', DECLINE_MESSAGES.age(full.acceptance.max_age));
  }
  const sumInsured = rupeesToCents(vehicle.sum_insured);
  if (sumInsured > full.acceptance.max_sum_insured) {
    const limit = formatRupees(full.acceptance.max_sum_insured).replace(/\.00$/, '');
    return declined('sum_insured', DECLINE_MESSAGES.sum_insured(limit));
  }
  return { accepted: true, bands, minimum, thirdParty, sumInsured } as const;
}

const NCB_LABELS = [
  /*i18n*/ 'No-claims bonus: none',
  /*i18n*/ 'No-claims bonus 1 year',
  /*i18n*/ 'No-claims bonus 2 years',
  /*i18n*/ 'No-claims bonus 3 years',
  /*i18n*/ 'No-claims bonus 4 years',
  /*i18n*/ 'No-claims bonus 5 years or more',
];

/** A full-insurance quotation's cover rows: with the optional covers asked for where it is priced. */
export function coverDetails(tariff: Tariff, requested: readonly CoverCode[], priced: boolean) {
  return priced ? coverLines(tariff, requested).details : tariff.full.covers;
}

/** The cover rows of a full-insurance quotation and the charged covers, with the optional ones asked for. */
function coverLines(tariff: Tariff, requested: readonly CoverCode[]) {
  const { covers, cover_charges: charges, optional_covers: optional } = tariff.full;
  const lines: Line[] = Object.entries(charges).map(([code, amount]) => ({
    code,
    label: LINE_LABELS[code] ?? code,
    amount: amount!,
  }));
  const added = [...new Set(requested)].filter(
    (code) =>
      entry(optional, code) !== undefined && covers[code] !== 'TRUE' && entry(charges, code) === undefined,
  );
  // Without covers asked for, the tariff's own rows serve as they are (never changed afterwards).
  if (added.length === 0) return { details: covers, lines };
  const details: Record<string, string> = Object.assign({}, covers);
  for (const code of added) {
    details[code] = 'TRUE';
    lines.push({ code, label: LINE_LABELS[code] ?? code, amount: entry(optional, code)! });
  }
  return { details, lines };
}

const vehicleAge = (vehicle: FullVehicle, quoteYear: number) =>
  Math.max(0, quoteYear - vehicle.manufacture_year);

/**
 * The labels of the lines that depend on the vehicle, the same on every insurer's quotation: stored
 * quotations leave them out and take them from here when read (stored-quotation.ts).
 */
export function vehicleLineLabels(vehicle: FullVehicle, quoteYear: number): Record<string, string> {
  const age = vehicleAge(vehicle, quoteYear);
  return {
    age: `Vehicle age ${age} ${age === 1 ? 'year' : 'years'}`,
    fuel: vehicle.fuel_type,
    ncb: NCB_LABELS[Number(vehicle.ncb)]!,
  };
}

function adjustmentLines(
  tariff: Tariff,
  vehicle: FullVehicle,
  age: number,
  basic: number,
  labels: Record<string, string>,
): Line[] {
  const { full } = tariff;
  const ageRate = full.age_rates.filter((band) => band.from_age <= age).at(-1)?.rate_bp ?? 0;
  const candidates: Omit<Line, 'amount'>[] = [
    { code: 'age', label: labels.age!, rate_bp: ageRate },
    { code: 'fuel', label: labels.fuel!, rate_bp: entry(full.fuel_rates, vehicle.fuel_type) ?? 0 },
    {
      code: 'brand_new',
      label: LINE_LABELS.brand_new!,
      rate_bp: vehicle.is_registered === 'U' ? full.brand_new_rate_bp : 0,
    },
    {
      code: 'hire_purchase',
      label: LINE_LABELS.hire_purchase!,
      rate_bp: vehicle.hire_purchase === 'YES' ? full.hire_purchase_rate_bp : 0,
    },
  ];
  return candidates
    .filter((line) => line.rate_bp !== 0)
    .map(({ code, label, rate_bp }) => ({ code, label, rate_bp, amount: applyRate(basic, rate_bp!) }));
}

/** The breakdown with a promotion's discount on the own-damage premium, and the charges that follow. */
function withPromotion(breakdown: Breakdown, promotion: Promotion, statutory: StatutoryCharges): Breakdown {
  const line: Line = {
    code: 'promotion',
    label: promotion.label,
    ...discountOf(breakdown.net_premium, promotion),
  };
  const premiums = {
    net_premium: breakdown.net_premium + line.amount,
    third_party_premium: breakdown.third_party_premium,
    covers: breakdown.covers,
    srcc: breakdown.srcc,
    terrorism: breakdown.terrorism,
    policy_fee: breakdown.policy_fee,
  };
  return {
    sum_insured: breakdown.sum_insured,
    basic_premium: breakdown.basic_premium,
    adjustments: breakdown.adjustments,
    no_claims_bonus: breakdown.no_claims_bonus,
    minimum_premium_top_up: breakdown.minimum_premium_top_up,
    promotion: line,
    ...premiums,
    ...withStatutoryCharges(premiums, statutory),
  };
}

/** Prices one vehicle on one insurer's tariff, or says why the insurer does not quote it online. */
export function rateFull(
  tariff: Tariff,
  vehicle: FullVehicle,
  context: { quoteYear: number; statutory: StatutoryCharges; promotion?: Promotion },
): FullRating {
  const age = vehicleAge(vehicle, context.quoteYear);
  const accepted = acceptance(tariff, vehicle, age);
  if (!accepted.accepted) {
    return {
      priced: false,
      decline: accepted.decline,
      cover_details: coverDetails(tariff, vehicle.covers, false),
    };
  }
  const covers = coverLines(tariff, vehicle.covers);

  const { full } = tariff;
  const { sumInsured } = accepted;
  const band = accepted.bands.find((entry) => entry.up_to === null || sumInsured <= entry.up_to)!;
  const basic = applyRate(sumInsured, band.rate_bp);
  const labels = vehicleLineLabels(vehicle, context.quoteYear);
  const adjustments = adjustmentLines(tariff, vehicle, age, basic, labels);
  const adjusted = Math.max(0, basic + sum(adjustments.map((line) => line.amount)));
  const years = Number(vehicle.ncb);
  const ncbRate = full.ncb_bp[years]!;
  const noClaimsBonus: Line = {
    code: 'ncb',
    label: labels.ncb!,
    rate_bp: ncbRate,
    // 0 - x, not -x: no bonus is 0, not -0.
    amount: 0 - applyRate(adjusted, ncbRate),
  };
  const afterBonus = adjusted + noClaimsBonus.amount;
  const topUp = Math.max(0, accepted.minimum - afterBonus);

  const premiums = {
    net_premium: afterBonus + topUp,
    third_party_premium: accepted.thirdParty,
    covers: covers.lines,
    srcc: Math.max(applyRate(sumInsured, full.srcc.rate_bp), full.srcc.minimum),
    terrorism: Math.max(applyRate(sumInsured, full.terrorism.rate_bp), full.terrorism.minimum),
    policy_fee: full.policy_fee,
  };
  const breakdown: Breakdown = {
    sum_insured: sumInsured,
    basic_premium: { code: 'basic', label: LINE_LABELS.basic!, rate_bp: band.rate_bp, amount: basic },
    adjustments,
    no_claims_bonus: noClaimsBonus,
    minimum_premium_top_up: topUp,
    promotion: null,
    ...premiums,
    ...withStatutoryCharges(premiums, context.statutory),
  };
  return {
    priced: true,
    breakdown,
    discounted: context.promotion ? withPromotion(breakdown, context.promotion, context.statutory) : null,
    cover_details: covers.details,
  };
}
