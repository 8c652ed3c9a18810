import type { PaymentSummary } from '#domain/motor/payment-calls';
import { isReversal, PAYMENT_MESSAGES } from '#domain/motor/payment';

// Where the return page goes once the gateway sent the customer back (motor section 2.8): to the
// proposal when paid, to the failed result when declined or cancelled, nowhere yet while the gateway's
// notification has not arrived.

export type PaymentOutcome =
  { kind: 'paid'; reqKey: string } | { kind: 'failed'; message: string } | { kind: 'pending' };

/** `cancelled`: the gateway's cancel address (…&cancelled=1) brought the customer back. */
export function paymentOutcome(summary: PaymentSummary, cancelled: boolean): PaymentOutcome {
  if (summary.paid && summary.req_key) return { kind: 'paid', reqKey: summary.req_key };
  const status = summary.attempt?.status;
  if (cancelled || status === 'cancelled') return { kind: 'failed', message: PAYMENT_MESSAGES.cancelled };
  if (status === 'failed' || (status !== undefined && isReversal(status)))
    return { kind: 'failed', message: summary.attempt?.message || PAYMENT_MESSAGES.failed };
  return { kind: 'pending' };
}

/** A sandbox test card's number in groups of four, as printed on a card. */
export const groupCardNumber = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1230' or '12 / 30' typed in the expiry box reads as '12/30'; anything else is left as typed. */
export function tidyExpiry(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.length === 4 && /^[\d\s/]+$/.test(text) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : text;
}
