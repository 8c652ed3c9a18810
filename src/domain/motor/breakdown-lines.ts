import type { I18n } from '@lingui/core';
import { i18n, translateText } from '../i18n';
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
  basic: /*i18n*/ 'market value',
  cover: /*i18n*/ 'market value',
  adjustment: /*i18n*/ 'basic premium',
  ncb: /*i18n*/ 'basic premium with loadings',
  promotion: /*i18n*/ 'own-damage premium',
  vat: /*i18n*/ 'premium and fees',
  road_safety_fund: /*i18n*/ 'third-party premium',
} as const;

const withRate = (into: I18n, line: Line, base: keyof typeof RATE_BASE) => {
  const label = translateText(line.label, into);
  return line.rate_bp === undefined
    ? label
    : into._(/*i18n*/ '{label} ({rate} of {base})', {
        label,
        rate: percent(line.rate_bp),
        base: into._(RATE_BASE[base]),
      });
};

/** A line's amount: a discount as '- Rs. 56,135.63', the sign before the currency. */
export const formatLineAmount = (cents: number) =>
  cents < 0 ? `- ${formatRupees(-cents)}` : formatRupees(cents);

/** The premium's lines as the customer reads them, in `into`'s language (the page's by default). */
export function breakdownLines(breakdown: Breakdown, into: I18n = i18n): BreakdownLine[] {
  const item = (label: string, amount: number): BreakdownLine => ({
    label: translateText(label, into),
    amount,
    kind: 'item',
  });
  const rated = (line: Line, base: keyof typeof RATE_BASE) => item(withRate(into, line, base), line.amount);
  const ownDamage: BreakdownLine[] = [];
  if (breakdown.basic_premium) {
    ownDamage.push(rated(breakdown.basic_premium, 'basic'));
    for (const line of breakdown.adjustments) ownDamage.push(rated(line, 'adjustment'));
    if (breakdown.no_claims_bonus) ownDamage.push(rated(breakdown.no_claims_bonus, 'ncb'));
    ownDamage.push(
      item(/*i18n*/ "Top-up to the insurer's minimum premium", breakdown.minimum_premium_top_up),
    );
    if (breakdown.promotion)
      ownDamage.push(
        item(
          into._(/*i18n*/ 'Promotion: {promotion}', {
            promotion: withRate(into, breakdown.promotion, 'promotion'),
          }),
          breakdown.promotion.amount,
        ),
      );
  }
  const lines = [
    ...ownDamage.filter((line) => line.amount !== 0),
    ...(breakdown.basic_premium
      ? [{ ...item(/*i18n*/ 'Own-damage premium', breakdown.net_premium), kind: 'subtotal' as const }]
      : []),
    item(/*i18n*/ 'Third-party premium', breakdown.third_party_premium),
    ...breakdown.covers.map((cover) => rated(cover, 'cover')),
    item(/*i18n*/ 'Strike, riot and civil commotion (SRCC)', breakdown.srcc),
    item(/*i18n*/ 'Terrorism', breakdown.terrorism),
    item(/*i18n*/ 'Policy fee', breakdown.policy_fee),
    rated(breakdown.vat, 'vat'),
    item(/*i18n*/ 'Stamp duty', breakdown.stamp_duty),
    rated(breakdown.road_safety_fund, 'road_safety_fund'),
  ].filter((line) => line.kind === 'subtotal' || line.amount !== 0);
  return [...lines, { ...item(/*i18n*/ 'Total premium', breakdown.total), kind: 'total' }];
}
