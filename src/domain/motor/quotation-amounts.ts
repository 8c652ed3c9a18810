// A quotation's amounts between the cents the code works with and the rupees its answers carry
// (decision 021), and the order the premium list shows quotations in. Free of zod, so the premium
// list's page loads none.
import { centsOfRupees, centsToRupees } from '../money';
import type { Breakdown, BreakdownAnswer, QuotationAnswer, QuotationItem } from './quote-answers';

interface LineLike<A> {
  amount: A;
}

interface BreakdownLike<A, L extends LineLike<A>> {
  sum_insured: A | null;
  basic_premium: L | null;
  adjustments: L[];
  no_claims_bonus: L | null;
  minimum_premium_top_up: A;
  promotion: L | null;
  net_premium: A;
  third_party_premium: A;
  covers: L[];
  srcc: A;
  terrorism: A;
  policy_fee: A;
  taxable: A;
  vat: L;
  stamp_duty: A;
  road_safety_fund: L;
  total: A;
}

function convertBreakdown<A, B, L extends LineLike<A>>(breakdown: BreakdownLike<A, L>, to: (amount: A) => B) {
  const line = (each: L) => ({ ...each, amount: to(each.amount) });
  const optional = (each: L | null) => each && line(each);
  return {
    sum_insured: breakdown.sum_insured === null ? null : to(breakdown.sum_insured),
    basic_premium: optional(breakdown.basic_premium),
    adjustments: breakdown.adjustments.map(line),
    no_claims_bonus: optional(breakdown.no_claims_bonus),
    minimum_premium_top_up: to(breakdown.minimum_premium_top_up),
    promotion: optional(breakdown.promotion),
    net_premium: to(breakdown.net_premium),
    third_party_premium: to(breakdown.third_party_premium),
    covers: breakdown.covers.map(line),
    srcc: to(breakdown.srcc),
    terrorism: to(breakdown.terrorism),
    policy_fee: to(breakdown.policy_fee),
    taxable: to(breakdown.taxable),
    vat: line(breakdown.vat),
    stamp_duty: to(breakdown.stamp_duty),
    road_safety_fund: line(breakdown.road_safety_fund),
    total: to(breakdown.total),
  };
}

function convertQuotation<A, B, L extends LineLike<A>>(
  item: Omit<QuotationItem, 'total_premium' | 'disc_total_premium' | 'breakdown' | 'discounted_breakdown'> & {
    total_premium: A | null;
    disc_total_premium: A | null;
    breakdown: BreakdownLike<A, L> | null;
    discounted_breakdown: BreakdownLike<A, L> | null;
  },
  to: (amount: A) => B,
) {
  return {
    ...item,
    total_premium: item.total_premium === null ? null : to(item.total_premium),
    disc_total_premium: item.disc_total_premium === null ? null : to(item.disc_total_premium),
    breakdown: item.breakdown && convertBreakdown(item.breakdown, to),
    discounted_breakdown: item.discounted_breakdown && convertBreakdown(item.discounted_breakdown, to),
  };
}

/** A quotation as answers carry it. */
export const quotationAnswer = (item: QuotationItem): QuotationAnswer =>
  convertQuotation(item, centsToRupees);

/** A quotation from an answer, amounts back in cents. */
export const quotationFromAnswer = (answer: QuotationAnswer): QuotationItem =>
  convertQuotation(answer, centsOfRupees);

/** A breakdown from an answer, amounts back in cents. */
export const breakdownFromAnswer = (answer: BreakdownAnswer): Breakdown =>
  convertBreakdown(answer, centsOfRupees);

type Priced = { total_premium: number | null; disc_total_premium: number | null; company_name: string };

/**
 * Priced quotations by the price to pay (the discounted total where a promotion applies), then declined
 * ones (motor section 4: the list is sorted ascending by total premium).
 */
export function byPremium(a: Priced, b: Priced): number {
  return priceToPay(a) - priceToPay(b) || a.company_name.localeCompare(b.company_name);
}

const priceToPay = (item: Priced) => item.disc_total_premium ?? item.total_premium ?? Infinity;
