// How a notification moves a payment attempt. A gateway may repeat a notification or deliver them out of
// order, so a report only moves an attempt forward: while it waits (started, pending) any report counts;
// a failed or cancelled attempt can still turn out paid (the money was taken after all); a paid one can
// only be reversed (charged back or refunded), once; anything else leaves the attempt as it is.
import type { AttemptStatus } from '#domain/motor/payment';
import { PAYMENT_REVERSALS } from '#domain/motor/payment';

const NEXT: Record<AttemptStatus, readonly AttemptStatus[]> = {
  started: ['pending', 'paid', 'failed', 'cancelled'],
  pending: ['paid', 'failed', 'cancelled'],
  failed: ['paid'],
  cancelled: ['paid'],
  paid: PAYMENT_REVERSALS,
  chargedback: [],
  refunded: [],
};

/** The attempt's new state after `reported`, or undefined when the report changes nothing. */
export function nextStatus(current: AttemptStatus, reported: AttemptStatus): AttemptStatus | undefined {
  return NEXT[current].includes(reported) ? reported : undefined;
}
