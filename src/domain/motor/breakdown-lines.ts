import { formatRupees } from '../money';
import type { Breakdown, Line } from './quote-answers';

// A quotation's premium, line by line, as the premium card's breakdown and the cover note show it: own
// damage (basic premium, loadings and discounts, no-claims bonus, minimum top-up, promotion), then the
// third-party part, the covers, the levies and taxes, and the total. Lines of nothing are left out, so a
// third-party quote reads as the short sum it is.

export interface BreakdownLine {
  label: string;
  /** Cents; negative for a discount. */
  amount: number;
  kind: 'item' | 'subtotal' | 'total';
}

/** Basis points as a percentage: 235 -> '2.35%'. */
export const percent = (basisPoints: number) => `${basisPoints / 100}%`;

// What each rate is a percentage of, as the rating applies it (decision 033): the basic premium and the
// covers of the market value (the sum insured), loadings of the basic premium, the no-claims bonus of
// the basic premium with its loadings, a promotion of the own-damage premium, VAT of everything taxable,
// the Road Safety Fund levy of the third-party premium.
const RATE_BASE = {
  basic: 'market value',
  cover: 'market value',
  adjustment: 'basic premium',
  ncb: 'basic premium with loadings',
  promotion: 'own-damage premium',
  vat: 'premium and fees',
  road_safety_fund: 'third-party premium',
} as const;

const withRate = (line: Line, base: keyof typeof RATE_BASE) =>
  line.rate_bp === undefined ? line.label : `${line.label} (${percent(line.rate_bp)} of ${RATE_BASE[base]})`;

/** A line's amount: a discount as '- Rs. 56,135.63', the sign before the currency. */
export const formatLineAmount = (cents: number) =>
  cents < 0 ? `- ${formatRupees(-cents)}` : formatRupees(cents);

const item = (label: string, amount: number): BreakdownLine => ({ label, amount, kind: 'item' });

export function breakdownLines(breakdown: Breakdown): BreakdownLine[] {
  const ownDamage: BreakdownLine[] = [];
  if (breakdown.basic_premium) {
    ownDamage.push(item(withRate(breakdown.basic_premium, 'basic'), breakdown.basic_premium.amount));
    for (const line of breakdown.adjustments) ownDamage.push(item(withRate(line, 'adjustment'), line.amount));
    if (breakdown.no_claims_bonus)
      ownDamage.push(item(withRate(breakdown.no_claims_bonus, 'ncb'), breakdown.no_claims_bonus.amount));
    ownDamage.push(item("Top-up to the insurer's minimum premium", breakdown.minimum_premium_top_up));
    if (breakdown.promotion)
      ownDamage.push(
        item(`Promotion: ${withRate(breakdown.promotion, 'promotion')}`, breakdown.promotion.amount),
      );
  }
  const lines = [
    ...ownDamage.filter((line) => line.amount !== 0),
    ...(breakdown.basic_premium
      ? [{ label: 'Own-damage premium', amount: breakdown.net_premium, kind: 'subtotal' as const }]
      : []),
    item('Third-party premium', breakdown.third_party_premium),
    ...breakdown.covers.map((cover) => item(withRate(cover, 'cover'), cover.amount)),
    item('Strike, riot and civil commotion (SRCC)', breakdown.srcc),
    item('Terrorism', breakdown.terrorism),
    item('Policy fee', breakdown.policy_fee),
    item(withRate(breakdown.vat, 'vat'), breakdown.vat.amount),
    item('Stamp duty', breakdown.stamp_duty),
    item(withRate(breakdown.road_safety_fund, 'road_safety_fund'), breakdown.road_safety_fund.amount),
  ].filter((line) => line.kind === 'subtotal' || line.amount !== 0);
  return [...lines, { label: 'Total premium', amount: breakdown.total, kind: 'total' }];
}
