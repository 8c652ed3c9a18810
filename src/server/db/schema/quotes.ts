import type { QuotedVehicle } from '#server/rating/quotations';
import type { Tariff } from '#server/rating/tariff';
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
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { LEAD_KINDS, LEAD_STATUSES } from '#domain/console/leads';
import type { LeadKind, LeadStatus } from '#domain/console/leads';
import { outbox } from './outbox';
import { companies } from './reference';
import { staff } from './staff';

/**
 * Insurers' tariffs, one row per insurer and version; rows are never changed, a new version replaces
 * an old one from its `effective_from` date. `data` is the document `src/server/rating/tariff.ts`
 * describes. Sample tariffs (made up, for demo mode) are flagged.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    version: text('version').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    isSample: boolean('is_sample').notNull(),
    data: jsonb('data').$type<Tariff>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.version), index().on(t.companyId, t.effectiveFrom)],
);

/** Insurers' promotions by channel, promo code and dates (see src/server/rating/promotions.ts). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    channel: text('channel'),
    promoCode: text('promo_code'),
    coverType: text('cover_type', { enum: ['C', 'T'] }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    discountBp: integer('discount_bp'),
    status: text('status').notNull(),
    value: text('value').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index().on(t.startsOn),
    check('promotions_discount_range', sql`${t.discountBp} is null or ${t.discountBp} between 1 and 10000`),
  ],
);

/**
 * Typical vehicles the console prices a new tariff version or promotion on (decision 046): each one's
 * `quote` is the body of a quote call (full insurance; third party takes its registration, engine and
 * chassis numbers too), checked by the quote calls' own schemas when it is priced.
 */
export const sampleVehicles = pgTable('sample_vehicles', {
  id: serial('id').primaryKey(),
  label: text('label').notNull().unique(),
  sort: integer('sort').notNull(),
  quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
});

/** Customers of the lifestyle partner, found by the token the partner gives them (kept as SHA-256). */
export const partnerCustomers = pgTable('partner_customers', {
  id: serial('id').primaryKey(),
  partner: text('partner').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  title: text('title').notNull(),
  name: text('name').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A motor quote: the parameters as sent (validated), the channel and promo it was sold under, and its
 * quotations, one per insurer, priced and locked when the quote was made (a versioned text that only the
 * quote repository writes and reads: src/server/modules/quote/stored-quotation.ts, decision 014). The quotations are one value of the quote, written once
 * and always read together; a quotation's number is the quote's number plus the insurer's code, so it is
 * unique by construction.
 */
export const quotes = pgTable('quotes', {
  id: serial('id').primaryKey(),
  unqHash: text('unq_hash').notNull().unique(),
  coverType: text('cover_type', { enum: ['C', 'T'] }).notNull(),
  // As validated by the quote calls' schemas, which have not changed since the table was made but for
  // cover_start_date, missing in quotes made before it was asked (decision 037).
  params: jsonb('params').$type<QuotedVehicle>().notNull(),
  channel: text('channel').notNull(),
  promo: text('promo').notNull(),
  partnerCustomerId: integer('partner_customer_id').references(() => partnerCustomers.id),
  quotedOn: date('quoted_on').notNull(),
  validUntil: date('valid_until').notNull(),
  // JSON text, typed text: written once by the server, read whole, never queried inside. The database
  // neither parses it (json) nor converts it (jsonb); `quotations::json` reads it in a report.
  quotations: text('quotations').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A lead (issue 22): today a comparison inquiry (motor section 2.2), who left contact details about which
 * quote and whether they asked to be called; callbacks and campaign leads (issues 24 and 25) are kinds of
 * it too. One per quote (decision 032): a second post about the quote is the same inquiry. The vehicle
 * type, insurance type, channel and promo are the quote's, copied so the inquiry reads as it was made.
 * The console works it (decision 044): its status, the staff member it is assigned to, and
 * `crm_message_id`, the outbox message that carries it to the CRM.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    /** The quote a comparison inquiry is about; callbacks have none (decision 053). */
    quoteId: integer('quote_id').references(() => quotes.id),
    kind: text('kind', { enum: LEAD_KINDS }).$type<LeadKind>().notNull().default('comparison'),
    /** The comparison form's title (cx_surname); the callback asks none. */
    title: text('title'),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    /** The visitor ticked 'Call me about these quotes'; without it staff must not phone. */
    callConsent: boolean('call_consent').notNull().default(false),
    // The quote's facts, for the leads that have one.
    vehicleType: text('vehicle_type'),
    insuranceType: text('insurance_type'),
    channel: text('channel'),
    promo: text('promo'),
    /** The small-business page's company name (decision 061). */
    company: text('company'),
    leadStatus: text('lead_status', { enum: LEAD_STATUSES }).$type<LeadStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staff.id),
    crmMessageId: integer('crm_message_id').references(() => outbox.id),
    /**
     * A callback asked from the chat: the conversation, and each later one the same person handed over
     * within the hour (decision 060), a blank line between them; what staff read in the console.
     */
    transcript: text('transcript'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change by staff: its status, its assignee or a note. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.quoteId),
    index().on(t.createdAt),
    index().on(t.leadStatus, t.createdAt),
    index().on(t.kind, t.createdAt),
    index().on(t.assigneeId, t.createdAt),
    check('inquiries_kind', sql`${t.kind} in ('comparison', 'callback', 'campaign')`),
    check('inquiries_lead_status', sql`${t.leadStatus} in ('new', 'contacted', 'converted', 'closed')`),
    check('inquiries_comparison_quote', sql`${t.kind} <> 'comparison' or ${t.quoteId} is not null`),
  ],
);

/** What staff wrote about a lead; rows are only added. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.inquiryId, t.at),
    check('lead_notes_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
