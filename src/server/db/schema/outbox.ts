import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A message for its provider: the object of its kind's type (integrations.ts, `OutboxMessages`). */
export type OutboxPayload = object;

/**
 * Messages to providers (CRM leads; SMS and mail later), written in the transaction of the change that
 * causes them and sent by the outbox worker (docs/decisions/008). Rows are never deleted: a sent message
 * keeps `sent_at`, a failing one its `attempts` and `last_error`. `locked_until` is the lease of the
 * worker sending it; `attempts`, raised by each claim, tells one claim from the next.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<OutboxPayload>().notNull(),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('outbox_status', sql`${t.status} in ('pending', 'sent')`),
  ],
);

/**
 * The built-in CRM's leads (demo mode). It stands for a system outside ours, so nothing here refers to
 * our tables; `outbox_message_id` is the idempotency key that makes a second delivery of a lead a no-op.
 * The title and the motor fields are empty for leads that are not about a vehicle (a callback); the
 * transcript is there for a callback asked from the chat, with the conversations handed over after it.
 */
export const crmLeads = pgTable('crm_leads', {
  id: serial('id').primaryKey(),
  outboxMessageId: integer('outbox_message_id').notNull().unique(),
  subject: text('subject').notNull(),
  reference: text('reference').notNull(),
  title: text('title'),
  name: text('name').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull(),
  callRequested: boolean('call_requested').notNull().default(false),
  vehicleType: text('vehicle_type'),
  insuranceType: text('insurance_type'),
  unqHash: text('unq_hash'),
  channel: text('channel'),
  promo: text('promo'),
  transcript: text('transcript'),
  /** The outbox messages whose later conversations were added to `transcript`, each once (decision 060). */
  addedTranscripts: integer('added_transcripts')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
