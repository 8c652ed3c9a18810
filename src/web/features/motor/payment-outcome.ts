import type { PaymentSummary } from '#domain/motor/payment-calls';
import { isReversal, PAYMENT_MESSAGES } from '#domain/motor/payment';

// Where a payment stands for the customer (motor section 2.8): paid, failed (declined or cancelled), or
// still waiting for the gateway's notification. The return page goes on by it; the result page says it.

export type PaymentOutcome =
  | { kind: 'paid'; reqKey: string }
  | {
      kind: 'failed';
      cancelled: boolean;
      message: string;
      /** The attempt's order id, for the buyer to quote; null when no attempt was made. */
      reference: string | null;
      /** False for a payment taken and then reversed (charged back or refunded). */
      notCharged: boolean;
    }
  | { kind: 'pending' };

/** `cancelled`: the gateway's cancel address (…&cancelled=1) brought the customer back. */
export function paymentOutcome(summary: PaymentSummary, cancelled: boolean): PaymentOutcome {
  if (summary.paid && summary.req_key) return { kind: 'paid', reqKey: summary.req_key };
  const { attempt } = summary;
  const status = attempt?.status;
  const reference = attempt?.order_id ?? null;
  if (cancelled || status === 'cancelled')
    return {
      kind: 'failed',
      cancelled: true,
      message: PAYMENT_MESSAGES.cancelled,
      reference,
      notCharged: true,
    };
  if (status === 'failed' || (status !== undefined && isReversal(status)))
    return {
      kind: 'failed',
      cancelled: false,
      message: attempt?.message || PAYMENT_MESSAGES.failed,
      reference,
      notCharged: status === 'failed',
    };
  return { kind: 'pending' };
}
