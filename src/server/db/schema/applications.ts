import type { QuotationItem } from '#domain/motor/quote-answers';
import type { PersonalInfo } from '#domain/people/personal-info';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { quotes } from './quotes';
import { companies } from './reference';

/**
 * An application: a customer buying one quotation (architecture, "The motor purchase, as data"). The
 * quotation is copied as the customer saw it, price locked; the personal form as sent. One row per
 * quotation and customer, so buying again gives the same application. `pay_sec_hash` opens the
 * documents and payment, `req_key` the proposal; both random. Its states are `application_events`.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    paySecHash: text('pay_sec_hash').notNull().unique(),
    reqKey: text('req_key').notNull().unique(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    qotNumber: text('qot_number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    coverType: text('cover_type', { enum: ['C', 'T'] }).notNull(),
    /** The quotation item as the premium list showed it: totals, promotion, breakdown, valid until. */
    quotation: jsonb('quotation').$type<QuotationItem>().notNull(),
    /** What the customer pays, in cents: the promotional total when there is one. */
    amountCents: integer('amount_cents').notNull(),
    personalInfo: jsonb('personal_info').$type<PersonalInfo>().notNull(),
    channel: text('channel').notNull(),
    promo: text('promo').notNull(),
    isRenewal: boolean('is_renewal').notNull(),
    existingInsurerId: integer('existing_insurer_id').references(() => companies.id),
    renewalDate: date('renewal_date'),
    /** created, then submitted (documents sent for review), then paid, then completed (cover note issued). */
    status: text('status').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.quoteId, t.companyId, t.customerId), index().on(t.customerId)],
);

/** What an event records besides its status: the ids and earlier values it concerns. */
export type EventDetail = object;

/** Every state an application reaches, with its time; rows are only added. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    status: text('status').notNull(),
    detail: jsonb('detail').$type<EventDetail>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.applicationId)],
);
