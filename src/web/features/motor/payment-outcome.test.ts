import { describe, expect, it } from 'vitest';
import type { PaymentSummary } from '#domain/motor/payment-calls';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { SAMPLE_PAYMENT_SUMMARY } from '#tests/support/payment-summary';
import { paymentOutcome } from './payment-outcome';

const SUMMARY = SAMPLE_PAYMENT_SUMMARY;
const withAttempt = (
  status: NonNullable<PaymentSummary['attempt']>['status'],
  message: string | null = null,
) => ({
  ...SUMMARY,
  attempt: { order_id: 'order-1', status, message },
});

describe('payment outcome', () => {
  it('goes to the proposal once paid, even when the customer pressed cancel', () => {
    const paid = { ...withAttempt('paid'), paid: true, req_key: 'proposal-key-123' };
    expect(paymentOutcome(paid, false)).toEqual({ kind: 'paid', reqKey: 'proposal-key-123' });
    expect(paymentOutcome(paid, true)).toEqual({ kind: 'paid', reqKey: 'proposal-key-123' });
  });

  it('waits while the attempt is started or pending, or none is known yet', () => {
    expect(paymentOutcome(SUMMARY, false)).toEqual({ kind: 'pending' });
    expect(paymentOutcome(withAttempt('pending'), false)).toEqual({ kind: 'pending' });
    expect(paymentOutcome({ ...SUMMARY, attempt: null }, false)).toEqual({ kind: 'pending' });
    // Marked paid by the attempt but not yet by the application: wait for the proposal's key.
    expect(paymentOutcome(withAttempt('paid'), false)).toEqual({ kind: 'pending' });
  });

  it("fails with the gateway's message, or the cancelled text, the attempt's reference and not charged", () => {
    const failed = { kind: 'failed', cancelled: false, reference: 'order-1', notCharged: true };
    expect(paymentOutcome(withAttempt('failed', 'Insufficient funds'), false)).toEqual({
      ...failed,
      message: 'Insufficient funds',
    });
    expect(paymentOutcome(withAttempt('failed'), false)).toEqual({
      ...failed,
      message: PAYMENT_MESSAGES.failed,
    });
    const cancelled = { ...failed, cancelled: true, message: PAYMENT_MESSAGES.cancelled };
    expect(paymentOutcome(withAttempt('cancelled'), false)).toEqual(cancelled);
    expect(paymentOutcome({ ...SUMMARY, attempt: null }, true)).toEqual({ ...cancelled, reference: null });
  });

  it('never says a reversed payment was not charged', () => {
    expect(paymentOutcome(withAttempt('refunded', PAYMENT_MESSAGES.reversed), false)).toEqual({
      kind: 'failed',
      cancelled: false,
      message: PAYMENT_MESSAGES.reversed,
      reference: 'order-1',
      notCharged: false,
    });
  });
});
