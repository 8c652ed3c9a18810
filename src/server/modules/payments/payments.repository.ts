import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { applications, paymentNotifications, payments } from '#server/db/schema';

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
    attemptOf: async (applicationId: number, orderId: string | undefined) =>
      (
        await db
          .select(attempt)
          .from(payments)
          .where(
            and(
              eq(payments.applicationId, applicationId),
              orderId === undefined ? undefined : eq(payments.orderId, orderId),
            ),
          )
          .orderBy(desc(payments.id))
          .limit(1)
      )[0],

    /** What a notification is checked against; none of it changes after the checkout. */
    paymentByOrder: async (orderId: string) =>
      (
        await db
          .select({
            id: payments.id,
            applicationId: payments.applicationId,
            provider: payments.provider,
            amountCents: payments.amountCents,
            currency: payments.currency,
          })
          .from(payments)
          .where(eq(payments.orderId, orderId))
      )[0],

    /**
     * The application's state, its row locked until the transaction ends: every notification about the
     * application waits here for the one before it, so each sees the state the last one left.
     */
    lockApplication: async (applicationId: number) =>
      (
        await db
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for('update')
      )[0]!,

    paymentStatus: async (paymentId: number) =>
      (await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId)))[0]!
        .status,

    updatePayment: (paymentId: number, change: PaymentChange) =>
      db
        .update(payments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(payments.id, paymentId)),

    markApplicationPaid: (applicationId: number, status: string) =>
      db
        .update(applications)
        .set({ status, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(applications.id, applicationId)),

    addNotification: (notification: NewNotification) => db.insert(paymentNotifications).values(notification),
  };
}
