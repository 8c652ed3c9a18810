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

const withRate = (line: Line) =>
  line.rate_bp === undefined ? line.label : `${line.label} (${percent(line.rate_bp)})`;

const item = (label: string, amount: number): BreakdownLine => ({ label, amount, kind: 'item' });

export function breakdownLines(breakdown: Breakdown): BreakdownLine[] {
  const ownDamage: BreakdownLine[] = [];
  if (breakdown.basic_premium) {
    ownDamage.push(item(withRate(breakdown.basic_premium), breakdown.basic_premium.amount));
    for (const line of breakdown.adjustments) ownDamage.push(item(withRate(line), line.amount));
    if (breakdown.no_claims_bonus)
      ownDamage.push(item(withRate(breakdown.no_claims_bonus), breakdown.no_claims_bonus.amount));
    ownDamage.push(item("Top-up to the insurer's minimum premium", breakdown.minimum_premium_top_up));
    if (breakdown.promotion)
      ownDamage.push(item(`Promotion: ${withRate(breakdown.promotion)}`, breakdown.promotion.amount));
  }
  const lines = [
    ...ownDamage.filter((line) => line.amount !== 0),
    ...(breakdown.basic_premium
      ? [{ label: 'Own-damage premium', amount: breakdown.net_premium, kind: 'subtotal' as const }]
      : []),
    item('Third-party premium', breakdown.third_party_premium),
    ...breakdown.covers.map((cover) => item(withRate(cover), cover.amount)),
    item('Strike, riot and civil commotion (SRCC)', breakdown.srcc),
    item('Terrorism', breakdown.terrorism),
    item('Policy fee', breakdown.policy_fee),
    item(withRate(breakdown.vat), breakdown.vat.amount),
    item('Stamp duty', breakdown.stamp_duty),
    item(withRate(breakdown.road_safety_fund), breakdown.road_safety_fund.amount),
  ].filter((line) => line.kind === 'subtotal' || line.amount !== 0);
  return [...lines, { label: 'Total premium', amount: breakdown.total, kind: 'total' }];
}
