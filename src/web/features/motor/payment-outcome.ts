import type { PaymentSummary } from '#domain/motor/payment-calls';
import { isReversal, PAYMENT_MESSAGES } from '#domain/motor/payment';

// Where a payment stands for the customer (motor section 2.8): paid, failed (declined or cancelled), or
// still waiting for the gateway's notification. The return page goes on by it; the result page says it.

export type PaymentOutcome =
  | { kind: 'paid'; reqKey: string }
  | { kind: 'failed'; cancelled: boolean; message: string }
  | { kind: 'pending' };

/** `cancelled`: the gateway's cancel address (…&cancelled=1) brought the customer back. */
export function paymentOutcome(summary: PaymentSummary, cancelled: boolean): PaymentOutcome {
  if (summary.paid && summary.req_key) return { kind: 'paid', reqKey: summary.req_key };
  const status = summary.attempt?.status;
  if (cancelled || status === 'cancelled')
    return { kind: 'failed', cancelled: true, message: PAYMENT_MESSAGES.cancelled };
  if (status === 'failed' || (status !== undefined && isReversal(status)))
    return { kind: 'failed', cancelled: false, message: summary.attempt?.message || PAYMENT_MESSAGES.failed };
  return { kind: 'pending' };
}
