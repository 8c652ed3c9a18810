import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PaymentQuery } from '#domain/console/applications';
import type { Db } from '#server/db/client';
import { containing } from '#server/db/like';
import { firstRow, onlyRow } from '#server/db/rows';
import { applications, companies, paymentNotifications, payments, quotes } from '#server/db/schema';

export type NewPayment = typeof payments.$inferInsert;
export type NewNotification = typeof paymentNotifications.$inferInsert;
export type PaymentChange = Pick<NewPayment, 'status' | 'statusMessage' | 'providerPaymentId' | 'applied'>;

/** A payment as the console shows it. */
const shown = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  amountCents: payments.amountCents,
  currency: payments.currency,
  status: payments.status,
  statusMessage: payments.statusMessage,
  providerPaymentId: payments.providerPaymentId,
  applied: payments.applied,
  createdAt: payments.createdAt,
  updatedAt: payments.updatedAt,
};

/** The console's filters: a status, a provider, and any part of an order id or a QOT number. */
const consoleWhere = ({ status, provider, q }: PaymentQuery) =>
  and(
    status === undefined ? undefined : eq(payments.status, status),
    provider === undefined ? undefined : eq(payments.provider, provider),
    q === undefined || q === ''
      ? undefined
      : or(ilike(payments.orderId, containing(q)), ilike(applications.qotNumber, containing(q))),
  );

const attempt = { orderId: payments.orderId, status: payments.status, message: payments.statusMessage };

export type PaymentRepository = ReturnType<typeof paymentRepository>;

/** Payments and their notifications over `db`, which may be a transaction. */
export function paymentRepository(db: Db) {
  return {
    /**
     * The payments that paid the customer's applications (refunded or charged back since, or not), newest
     * first, with the application's price before a discount and its quotation's last day.
     */
    appliedOfCustomer: (customerId: number) =>
      db
        .select({
          // The joined application's: a major illness payment is none of these.
          applicationId: applications.id,
          orderId: payments.orderId,
          providerPaymentId: payments.providerPaymentId,
          provider: payments.provider,
          amountCents: payments.amountCents,
          status: payments.status,
          paidAt: applications.paidAt,
          quotation: applications.quotation,
          validUntil: quotes.validUntil,
        })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .innerJoin(quotes, eq(quotes.id, applications.quoteId))
        .where(and(eq(applications.customerId, customerId), eq(payments.applied, true)))
        .orderBy(desc(payments.id)),

    /**
     * A card's use of a bank's offer on a day (decision 062): the discounts it was charged and their
     * number, of its payments paid or awaiting settlement.
     */
    cardDay: async (card: { bank: string; bin: string; last4: string; on: string }) => {
      const [row] = await db
        .select({
          discountTodayCents: sql<number>`coalesce(sum(${payments.discountCents}), 0)::int`,
          paymentsToday: count(),
        })
        .from(payments)
        .where(
          and(
            eq(payments.campaignBank, card.bank),
            eq(payments.cardBin, card.bin),
            eq(payments.cardLast4, card.last4),
            eq(payments.cardDay, card.on),
            sql`${payments.discountCents} > 0`,
            inArray(payments.status, ['paid', 'pending']),
          ),
        );
      return row!;
    },

    /** Paid applications (their applied payment paid, not reversed) by promo code, of the codes given. */
    salesByPromo: (codes: string[]) =>
      db
        .select({
          promo: applications.promo,
          sales: count(),
          premiumCents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::bigint`.mapWith(Number),
        })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .where(
          and(eq(payments.applied, true), eq(payments.status, 'paid'), inArray(applications.promo, codes)),
        )
        .groupBy(applications.promo),

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
            illnessApplicationId: payments.illnessApplicationId,
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

    /** The application's payments, the first attempt first. */
    ofApplication: (applicationId: number) =>
      db
        .select(shown)
        .from(payments)
        .where(eq(payments.applicationId, applicationId))
        .orderBy(asc(payments.id)),

    /** The notifications about the payments `paymentIds`, in the order they came. */
    notificationsOf: (paymentIds: number[]) =>
      paymentIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: paymentNotifications.id,
              paymentId: paymentNotifications.paymentId,
              receivedAt: paymentNotifications.receivedAt,
              outcome: paymentNotifications.outcome,
              signatureValid: paymentNotifications.signatureValid,
              body: paymentNotifications.body,
              refusedBody: paymentNotifications.refusedBody,
            })
            .from(paymentNotifications)
            .where(inArray(paymentNotifications.paymentId, paymentIds))
            .orderBy(asc(paymentNotifications.receivedAt), asc(paymentNotifications.id)),

    /**
     * A page of the payments the console's query asks for, the newest first, each with its application's
     * QOT number and insurer (read-only joins, for the search) and how many notifications came about it.
     */
    consolePage: (query: PaymentQuery, limit: number, offset: number) =>
      db
        .select({
          ...shown,
          applicationId: applications.id,
          qotNumber: applications.qotNumber,
          companyName: companies.name,
          notifications:
            sql<number>`(select count(*) from ${paymentNotifications} where ${paymentNotifications.paymentId} = ${payments.id})`.mapWith(
              Number,
            ),
        })
        .from(payments)
        .innerJoin(applications, eq(applications.id, payments.applicationId))
        .innerJoin(companies, eq(companies.id, applications.companyId))
        .where(consoleWhere(query))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset(offset),

    consoleTotal: async (query: PaymentQuery) =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(payments)
            .innerJoin(applications, eq(applications.id, payments.applicationId))
            .where(consoleWhere(query)),
        )
      ).n,
  };
}
