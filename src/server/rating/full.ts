// Full insurance (cover type C): own damage rated on the sum insured, plus the third-party part, covers,
// SRCC and terrorism, fees and statutory charges. The order of the build-up, each line rounded once:
//   1. basic premium = sum insured x the rate of its band (by vehicle type and purpose of use)
//   2. adjustments, each a rate of the basic premium: vehicle age, fuel, brand new, hire purchase
//   3. no-claims bonus = (basic + adjustments) x the bonus rate for the claim-free years
//   4. minimum premium: the own-damage premium is raised to the insurer's minimum
//   5. promotion: a discount on the own-damage premium, where one applies
//   6. third-party part, covers, SRCC and terrorism (rates of the sum insured, with minimums), policy fee
//   7. VAT on all of 6 with the own-damage premium; then stamp duty and the Road Safety Fund levy
import type { CoverCode } from '../../domain/motor/covers';
import { COVER_ROWS } from '../../domain/motor/covers';
import type { FullQuote } from '../../domain/motor/quote';
import { formatRupees, rupeesToCents } from '../../domain/money';
import { applyRate, sum } from './arithmetic';
import type { Breakdown, Line } from './breakdown';
import { withStatutoryCharges } from './breakdown';
import type { Tariff, StatutoryCharges } from './tariff';
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
>;

export interface Promotion {
  label: string;
  rate_bp: number;
}

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

const DIRECTLY = 'are quoted by the insurer directly';
const declined = (code: Decline['code'], message: string) =>
  ({ accepted: false, decline: { code, message: `${message} ${DIRECTLY}` } }) as const;

function acceptance(tariff: Tariff, vehicle: FullVehicle, age: number) {
  const { full } = tariff;
  const rates = full.basic_rates[vehicle.vehicle_type];
  const minimum = full.minimum_premium[vehicle.vehicle_type];
  const thirdParty = thirdPartyPart(tariff.third_party, vehicle.vehicle_type, vehicle.purpose_of_use);
  if (rates === undefined || minimum === undefined || thirdParty === undefined) {
    return declined('vehicle_type', `${vehicle.vehicle_type} vehicles`);
  }
  const bands = rates[vehicle.purpose_of_use];
  if (bands === undefined) return declined('usage', `${vehicle.purpose_of_use} use`);
  const make = vehicle.vehicle_make.toLowerCase();
  if (full.acceptance.declined_makes.some((declinedMake) => declinedMake.toLowerCase() === make)) {
    return declined('make', `${vehicle.vehicle_make} vehicles`);
  }
  if (age > full.acceptance.max_age) {
    return declined('age', `Vehicles older than ${full.acceptance.max_age} years`);
  }
  const sumInsured = rupeesToCents(vehicle.sum_insured);
  if (sumInsured > full.acceptance.max_sum_insured) {
    const limit = formatRupees(full.acceptance.max_sum_insured).replace(/\.00$/, '');
    return declined('sum_insured', `Sums insured above ${limit}`);
  }
  return { accepted: true, bands, minimum, thirdParty, sumInsured } as const;
}

const COVER_LABELS = new Map<string, string>(COVER_ROWS.map((row) => [row.code, row.label]));

function coverLines(tariff: Tariff, requested: readonly CoverCode[]) {
  const details: Record<string, string> = { ...tariff.full.covers };
  const lines: Line[] = [];
  for (const [code, amount] of Object.entries(tariff.full.cover_charges)) {
    lines.push({ code, label: COVER_LABELS.get(code) ?? code, amount });
  }
  for (const code of requested) {
    const amount = tariff.full.optional_covers[code];
    if (amount === undefined || details[code] === 'TRUE') continue;
    details[code] = 'TRUE';
    lines.push({ code, label: COVER_LABELS.get(code) ?? code, amount });
  }
  return { details, lines };
}

function adjustmentLines(tariff: Tariff, vehicle: FullVehicle, age: number, basic: number): Line[] {
  const { full } = tariff;
  const ageRate = full.age_rates.filter((band) => band.from_age <= age).at(-1)?.rate_bp ?? 0;
  const candidates: Omit<Line, 'amount'>[] = [
    { code: 'age', label: `Vehicle age ${age} ${age === 1 ? 'year' : 'years'}`, rate_bp: ageRate },
    { code: 'fuel', label: vehicle.fuel_type, rate_bp: full.fuel_rates[vehicle.fuel_type] ?? 0 },
    {
      code: 'brand_new',
      label: 'Brand new (unregistered)',
      rate_bp: vehicle.is_registered === 'U' ? full.brand_new_rate_bp : 0,
    },
    {
      code: 'hire_purchase',
      label: 'Hire purchase or lease',
      rate_bp: vehicle.hire_purchase === 'YES' ? full.hire_purchase_rate_bp : 0,
    },
  ];
  return candidates
    .filter((line) => line.rate_bp !== 0)
    .map((line) => ({ ...line, amount: applyRate(basic, line.rate_bp!) }));
}

/** Prices one vehicle on one insurer's tariff, or says why the insurer does not quote it online. */
export function rateFull(
  tariff: Tariff,
  vehicle: FullVehicle,
  context: { quoteYear: number; statutory: StatutoryCharges; promotion?: Promotion },
): FullRating {
  const age = Math.max(0, context.quoteYear - vehicle.manufacture_year);
  const covers = coverLines(tariff, vehicle.covers);
  const accepted = acceptance(tariff, vehicle, age);
  if ('decline' in accepted)
    return { priced: false, decline: accepted.decline, cover_details: covers.details };

  const { full } = tariff;
  const { sumInsured } = accepted;
  const band = accepted.bands.find((entry) => entry.up_to === null || sumInsured <= entry.up_to)!;
  const basic = applyRate(sumInsured, band.rate_bp);
  const adjustments = adjustmentLines(tariff, vehicle, age, basic);
  const adjusted = Math.max(0, basic + sum(adjustments.map((line) => line.amount)));
  const years = Number(vehicle.ncb);
  const ncbRate = full.ncb_bp[years]!;
  const noClaimsBonus: Line = {
    code: 'ncb',
    label: years === 0 ? 'No-claims bonus: none' : `No-claims bonus ${years}${years === 5 ? '+' : ''} years`,
    rate_bp: ncbRate,
    amount: -applyRate(adjusted, ncbRate),
  };
  const afterBonus = adjusted + noClaimsBonus.amount;
  const topUp = Math.max(0, accepted.minimum - afterBonus);

  const build = (promotion: Promotion | undefined): Breakdown => {
    const ownDamage = afterBonus + topUp;
    const promotionLine = promotion && {
      code: 'promotion',
      label: promotion.label,
      rate_bp: promotion.rate_bp,
      amount: -applyRate(ownDamage, promotion.rate_bp),
    };
    const premiums = {
      net_premium: ownDamage + (promotionLine?.amount ?? 0),
      third_party_premium: accepted.thirdParty,
      covers: covers.lines,
      srcc: Math.max(applyRate(sumInsured, full.srcc.rate_bp), full.srcc.minimum),
      terrorism: Math.max(applyRate(sumInsured, full.terrorism.rate_bp), full.terrorism.minimum),
      policy_fee: full.policy_fee,
    };
    return {
      sum_insured: sumInsured,
      basic_premium: { code: 'basic', label: 'Basic premium', rate_bp: band.rate_bp, amount: basic },
      adjustments,
      no_claims_bonus: noClaimsBonus,
      minimum_premium_top_up: topUp,
      promotion: promotionLine ?? null,
      ...premiums,
      ...withStatutoryCharges(premiums, context.statutory),
    };
  };
  return {
    priced: true,
    breakdown: build(undefined),
    discounted: context.promotion ? build(context.promotion) : null,
    cover_details: covers.details,
  };
}
