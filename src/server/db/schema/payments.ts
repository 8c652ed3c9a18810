import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';

/**
 * Every payment attempt: one per checkout, under a random `order_id` the gateway reports back. `applied`
 * marks the one payment that paid the application; the partial unique index lets only one be applied.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** started, pending, paid, failed, cancelled, or after paid: chargedback or refunded. */
    status: text('status').notNull(),
    statusMessage: text('status_message'),
    providerPaymentId: text('provider_payment_id'),
    applied: boolean('applied').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.applicationId),
    uniqueIndex('payments_one_applied_per_application')
      .on(t.applicationId)
      .where(sql`${t.applied}`),
  ],
);

/** A gateway's notification as received: a JSON object (the route accepts nothing else), each gateway's
 * own fields, read by its adapter (`readNotification`). */
export type NotificationBody = Record<string, unknown>;

/** Every notification a gateway sent, as received, with what was made of it. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    body: jsonb('body').$type<NotificationBody>().notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    /** applied, unchanged, refused (bad signature, unknown order, wrong amount) ... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.paymentId)],
);
