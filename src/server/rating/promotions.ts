// Promotions: an insurer's offer for a channel, a promo code or everyone, over a date range. Each shows
// as a badge (status, value, colour); one with a discount also lowers the full-insurance premium.
// A quotation shows at most two badges: discounts first (the largest first), then by `sort`. Only the
// first badge's discount applies; discounts never stack.

export interface PromotionRule {
  companyId: number;
  /** null: every channel. */
  channel: string | null;
  /** null: with or without a promo code. */
  promoCode: string | null;
  /** null: both cover types. */
  coverType: 'C' | 'T' | null;
  startsOn: string;
  /** Inclusive; null: open-ended. */
  endsOn: string | null;
  discountBp: number | null;
  status: string;
  value: string;
  color: string;
  sort: number;
}

export interface Badge {
  status: string;
  value: string;
  color: string;
  discount_bp: number | null;
}

export interface Sale {
  channel: string;
  promo: string;
  coverType: 'C' | 'T';
  /** yyyy-mm-dd, compared as text. */
  date: string;
}

export const MAX_BADGES = 2;

export function badgesFor(rules: readonly PromotionRule[], companyId: number, sale: Sale): Badge[] {
  return rules
    .filter(
      (rule) =>
        rule.companyId === companyId &&
        (rule.channel === null || rule.channel === sale.channel) &&
        (rule.promoCode === null || rule.promoCode === sale.promo) &&
        (rule.coverType === null || rule.coverType === sale.coverType) &&
        rule.startsOn <= sale.date &&
        (rule.endsOn === null || sale.date <= rule.endsOn),
    )
    .sort((a, b) => (b.discountBp ?? 0) - (a.discountBp ?? 0) || a.sort - b.sort)
    .slice(0, MAX_BADGES)
    .map((rule) => ({
      status: rule.status,
      value: rule.value,
      color: rule.color,
      discount_bp: rule.discountBp,
    }));
}
