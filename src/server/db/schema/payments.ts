import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { illnessApplications } from './illness';

/**
 * Every payment attempt: one per checkout, under a random `order_id` the gateway reports back. `applied`
 * marks the one payment that paid the application; the partial unique index lets only one be applied.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** What the payment pays for: a motor application or a major illness one (decision 067), never both. */
    applicationId: integer('application_id').references(() => applications.id),
    illnessApplicationId: integer('illness_application_id').references(() => illnessApplications.id),
    orderId: text('order_id').notNull().unique(),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** started, pending, paid, failed, cancelled, or after paid: chargedback or refunded. */
    status: text('status').notNull(),
    statusMessage: text('status_message'),
    providerPaymentId: text('provider_payment_id'),
    applied: boolean('applied').notNull().default(false),
    /**
     * A bank's card offer (decision 062): the bank whose card price this attempt was charged at, the
     * discount in cents, and the card it was priced for (first 8 and last 4 digits, never the whole
     * number) on its Sri Lanka day, which the offer's per-day rules count.
     */
    campaignBank: text('campaign_bank'),
    discountCents: integer('discount_cents').notNull().default(0),
    cardBin: text('card_bin'),
    cardLast4: text('card_last4'),
    cardDay: date('card_day'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.applicationId),
    index().on(t.campaignBank, t.cardBin, t.cardLast4, t.cardDay),
    uniqueIndex('payments_one_applied_per_application')
      .on(t.applicationId)
      .where(sql`${t.applied}`),
    index().on(t.illnessApplicationId),
    uniqueIndex('payments_one_applied_per_illness_application')
      .on(t.illnessApplicationId)
      .where(sql`${t.applied}`),
    check(
      'payments_one_application',
      sql`(${t.applicationId} is null) <> (${t.illnessApplicationId} is null)`,
    ),
  ],
);

/** A gateway's notification as received: a JSON object (the route accepts nothing else), each gateway's
 * own fields, read by its adapter (`readNotification`). */
export type NotificationBody = Record<string, unknown>;

/**
 * What is kept of a refused notification's body. Anyone can send one, so not the whole: its start as
 * text (to see what it was) and the SHA-256 and size of the whole (to match it with a gateway's log).
 */
export interface RefusedBody {
  excerpt: string;
  sha256: string;
  bytes: number;
}

/**
 * Every notification a gateway sent, with what was made of it: the body whole when it was acted on
 * (signed, and about a known order), else only `refused_body`.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    paymentId: integer('payment_id').references(() => payments.id),
    body: jsonb('body').$type<NotificationBody>(),
    refusedBody: jsonb('refused_body').$type<RefusedBody>(),
    signatureValid: boolean('signature_valid').notNull(),
    /** applied, unchanged, refused (bad signature, unknown order, wrong amount) ... */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.paymentId),
    check('payment_notifications_one_body', sql`(${t.body} is null) <> (${t.refusedBody} is null)`),
  ],
);
