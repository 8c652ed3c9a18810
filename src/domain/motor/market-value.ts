// The typical market value of a vehicle (issue 20, decision 031): from what its model costs new in Sri
// Lanka (reference data in the database) and a depreciation rule, a range the quotation form shows under
// the market value and warns against. Free of zod, so the form's page loads none for it.
import { i18n } from '../i18n';
import { groupThousands } from '../money';

/** A year's value kept: vehicles in Sri Lanka lose value slowly (import taxes keep used prices high). */
const KEPT_EACH_YEAR = 0.93;
/** However old, a vehicle that runs is worth at least this share of its new price. */
const FLOOR = 0.25;
/** The range either side of the middle value: condition, mileage and grade differ. */
const SPREAD = 0.2;
/** Rounded to this, as sellers quote prices. */
const STEP = 50_000;
/** Beyond these shares of the range the form warns: below half its low end, above double its high end. */
export const FAR_BELOW = 0.5;
export const FAR_ABOVE = 2;

/** A typical market value range in whole rupees. */
export interface MarketValueRange {
  low: number;
  high: number;
}

const rounded = (rupees: number) => Math.max(STEP, Math.round(rupees / STEP) * STEP);

/** The range for a model costing `newPrice` rupees new, made in `year`, valued in `thisYear`. */
export function typicalRange(newPrice: number, year: number, thisYear: number): MarketValueRange {
  const age = Math.max(0, thisYear - year);
  const middle = newPrice * Math.max(FLOOR, KEPT_EACH_YEAR ** age);
  return { low: rounded(middle * (1 - SPREAD)), high: rounded(middle * (1 + SPREAD)) };
}

export const MARKET_VALUE_MESSAGES = {
  typical: (vehicle: string, range: MarketValueRange) =>
    i18n._(/*i18n*/ 'Typical market value for a {vehicle}: {low} – {high}.', {
      vehicle,
      low: `Rs. ${groupThousands(String(range.low))}`,
      high: `Rs. ${groupThousands(String(range.high))}`,
    }),
  farBelow:
    /*i18n*/ 'This market value is far below what such a vehicle is worth. Check the number: a claim pays no more than the market value you give.',
  farAbove:
    /*i18n*/ 'This market value is far above what such a vehicle is worth. Check the number: you would pay a premium on value a claim never pays.',
} as const;

/** The warning for a market value far outside the typical range, if any. */
export function marketValueWarning(value: number, range: MarketValueRange): string | undefined {
  if (!Number.isFinite(value) || value <= 0) return undefined;
  if (value < range.low * FAR_BELOW) return MARKET_VALUE_MESSAGES.farBelow;
  if (value > range.high * FAR_ABOVE) return MARKET_VALUE_MESSAGES.farAbove;
  return undefined;
}
