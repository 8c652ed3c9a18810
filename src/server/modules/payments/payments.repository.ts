import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { paymentNotifications, payments } from '#server/db/schema';

export type NewPayment = typeof payments.$inferInsert;
export type NewNotification = typeof paymentNotifications.$inferInsert;
export type PaymentChange = Pick<NewPayment, 'status' | 'statusMessage' | 'providerPaymentId' | 'applied'>;

const attempt = { orderId: payments.orderId, status: payments.status, message: payments.statusMessage };

export type PaymentRepository = ReturnType<typeof paymentRepository>;

/** Payments and their notifications over `db`, which may be a transaction. */
export function paymentRepository(db: Db) {
  return {
    insertPayment: (payment: NewPayment) => db.insert(payments).values(payment),

    /** The attempt of `orderId` when given (undefined when it is not this application's), else the latest. */
    attemptOf: (applicationId: number, orderId: string | undefined) =>
      firstRow(
        db
          .select(attempt)
          .from(payments)
          .where(
            and(
              eq(payments.applicationId, applicationId),
              orderId === undefined ? undefined : eq(payments.orderId, orderId),
            ),
          )
          .orderBy(desc(payments.id))
          .limit(1),
      ),

    /** What a notification is checked against; none of it changes after the checkout. */
    paymentByOrder: (orderId: string) =>
      firstRow(
        db
          .select({
            id: payments.id,
            applicationId: payments.applicationId,
            orderId: payments.orderId,
            provider: payments.provider,
            amountCents: payments.amountCents,
            currency: payments.currency,
          })
          .from(payments)
          .where(eq(payments.orderId, orderId)),
      ),

    /** The one payment that paid the application, if any. */
    appliedPayment: (applicationId: number) =>
      firstRow(
        db
          .select({
            amountCents: payments.amountCents,
            orderId: payments.orderId,
            providerPaymentId: payments.providerPaymentId,
          })
          .from(payments)
          .where(and(eq(payments.applicationId, applicationId), eq(payments.applied, true))),
      ),

    /** Where the payment stands now; read under the application's lock. */
    paymentState: (paymentId: number) =>
      onlyRow(
        db
          .select({ status: payments.status, applied: payments.applied })
          .from(payments)
          .where(eq(payments.id, paymentId)),
      ),

    updatePayment: (paymentId: number, change: PaymentChange) =>
      db
        .update(payments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId)),

    addNotification: (notification: NewNotification) => db.insert(paymentNotifications).values(notification),
  };
}
