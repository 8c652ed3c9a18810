// The major illness cover's limits (content sections 4, 8 and 9): one insurer covers one person for at
// most Rs. 1,000,000, counting the cover the person already holds with that insurer (their balance);
// covers go in steps of Rs. 100,000. Covers and balances are whole rupees; premiums are cents.
import { i18n } from '../i18n';
import { formatRupees } from '../money';

export const MAX_COVER_RUPEES = 1_000_000;
export const COVER_STEP_RUPEES = 100_000;
/** The balance lookup runs this long after the NIC stops changing. */
export const BALANCE_LOOKUP_DELAY_MS = 2000;

export interface CoverLimit {
  id: number;
  /** Whole rupees. */
  cover: number;
  /** Cents. */
  premiumCents: number;
}

const rupees = (amount: number) => formatRupees(amount * 100);

export const COVER_MESSAGES = {
  notAllowed: /*i18n*/ 'Sorry, You are not allowed to purchase a Major Illness policy!',
  noCompany: /*i18n*/ 'No Company Selected',
  alreadyCovered: (balance: number) =>
    i18n._(/*i18n*/ 'currently you are already covered for {covered}. Maximum cover allowed is {allowed}', {
      covered: rupees(balance),
      allowed: rupees(MAX_COVER_RUPEES - balance),
    }),
  cannotPurchase: (balance: number) =>
    i18n._(
      /*i18n*/ 'Sorry you cannot purchase this cover since you already have a policy(or policies) up to {covered}',
      { covered: rupees(balance) },
    ),
  // The spec gives no words for a cover off the slider's steps.
  step: /*i18n*/ 'Choose a cover in steps of Rs. 100,000',
} as const;

/** A company the person already holds the whole Rs. 1,000,000 with is disabled on the page. */
export const companyDisabled = (balance: number) => balance >= MAX_COVER_RUPEES;

/** What the page says under a company's slider for the person's balance with it, if anything. */
export function balanceMessage(balance: number): string | undefined {
  if (companyDisabled(balance)) return COVER_MESSAGES.cannotPurchase(balance);
  return balance > 0 ? COVER_MESSAGES.alreadyCovered(balance) : undefined;
}

/** The slider may rest on `cover` only on a step and only while balance and cover stay within the maximum. */
export const coverAllowed = (balance: number, cover: number) =>
  cover > 0 && cover % COVER_STEP_RUPEES === 0 && balance + cover <= MAX_COVER_RUPEES;

/** Why a cover cannot be bought on top of `balance`, or undefined when it can. */
export function coverRefusal(balance: number, cover: number): string | undefined {
  if (companyDisabled(balance)) return COVER_MESSAGES.cannotPurchase(balance);
  if (cover % COVER_STEP_RUPEES !== 0) return COVER_MESSAGES.step;
  return balance + cover > MAX_COVER_RUPEES ? COVER_MESSAGES.alreadyCovered(balance) : undefined;
}

/**
 * The limit a click on the company's logo picks: the one that brings the person to the maximum with the
 * balance, or, when the company sells no such limit, the largest one allowed. None for a disabled company.
 */
export function limitOnSelect<T extends CoverLimit>(limits: readonly T[], balance: number): T | undefined {
  const allowed = limits.filter((limit) => coverAllowed(balance, limit.cover));
  return (
    allowed.find((limit) => limit.cover + balance === MAX_COVER_RUPEES) ??
    allowed.reduce<T | undefined>(
      (best, limit) => (best && best.cover >= limit.cover ? best : limit),
      undefined,
    )
  );
}

/** The cart's 'Premium total': the chosen limits' premiums, to the cent. */
export const premiumTotalCents = (chosen: readonly Pick<CoverLimit, 'premiumCents'>[]) =>
  chosen.reduce((total, limit) => total + limit.premiumCents, 0);
