import type { ReviewAnswers } from '#domain/motor/declaration';
import type { QuotationItem } from '#domain/motor/quote-answers';
import { PAYMENT_REVERSALS } from '#domain/motor/payment';
import type { PersonalInfo } from '#domain/people/personal-info';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { outbox } from './outbox';
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

/**
 * The document slots of an application (motor section 2.8): one row per doc_id, made with the application.
 * `upload_id` is the file shown now; status 0 empty, 1 uploaded, 2 submitted, 3 accepted, 4 rejected.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    docId: integer('doc_id').notNull(),
    status: integer('status').notNull().default(0),
    uploadId: integer('upload_id').references((): AnyPgColumn => documentUploads.id),
    /** Why the insurer rejected the document (status 4). */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.applicationId, t.docId),
    check('application_documents_status', sql`${t.status} between 0 and 4`),
    // The console's queue: one status, oldest change first (docs/decisions/041).
    index().on(t.status, t.updatedAt),
  ],
);

/**
 * Every file uploaded to a slot. The row is kept after the file is replaced or removed (`removed_at`);
 * the file itself, in the storage under the random `storage_key`, is then deleted (`file_deleted_at`;
 * docs/decisions/019). Its type was read from its content.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => applicationDocuments.id),
    storageKey: text('storage_key').notNull().unique(),
    fileType: text('file_type', { enum: ['jpg', 'png', 'gif', 'pdf'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    fileDeletedAt: timestamp('file_deleted_at', { withTimezone: true }),
  },
  (t) => [index().on(t.documentId)],
);

/**
 * The proposal that completes a paid application (motor section 2.6): the vehicle's numbers and, when it
 * is leased, who has an interest in it. One per application; written with its cover note, never changed.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    vehRegFormat: text('veh_reg_format').notNull(),
    /** Null for a vehicle not registered yet (is_registered 'U'). */
    vehRegistrationNo: text('veh_registration_no'),
    engineNo: text('engine_no').notNull(),
    chassisNo: text('chassis_no').notNull(),
    isRegistered: text('is_registered', { enum: ['R', 'U'] }).notNull(),
    isLeasing: boolean('is_leasing').notNull(),
    financialCompanyId: integer('financial_company_id').references(() => companies.id),
    financialCompanyBranch: text('financial_company_branch'),
    leaseExpDate: date('lease_exp_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('proposals_registration', sql`(${t.isRegistered} = 'R') = (${t.vehRegistrationNo} is not null)`),
    check(
      'proposals_leasing_details',
      sql`${t.isLeasing} = (${t.financialCompanyId} is not null and ${t.financialCompanyBranch} is not null and ${t.leaseExpDate} is not null)`,
    ),
  ],
);

/**
 * The vehicle's numbers as the buyer typed them from its papers at the upload, before paying
 * (docs/decisions/039): each null until typed. The proposal after payment starts from them; the proposal
 * itself, saved with the cover note, is what counts.
 */
export const vehicleNumbers = pgTable('vehicle_numbers', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => applications.id),
  vehRegFormat: text('veh_reg_format'),
  vehRegistrationNo: text('veh_registration_no'),
  engineNo: text('engine_no'),
  chassisNo: text('chassis_no'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The cover note of a proposal: its number (public, on the verification page), the random key of its PDF
 * link (the only way to the file) and where the PDF is stored, the period of cover, and the e-mail and
 * SMS that carried the link, as outbox messages. One per application. A cover note whose payment is
 * reversed is cancelled, never deleted: `cancelled_at` and `cancel_reason` say when and why.
 */
export const coverNotes = pgTable(
  'cover_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .unique()
      .references(() => applications.id),
    proposalId: integer('proposal_id')
      .notNull()
      .unique()
      .references(() => proposals.id),
    coverNoteNo: text('cover_note_no').notNull().unique(),
    downloadKey: text('download_key').notNull().unique(),
    storageKey: text('storage_key').notNull().unique(),
    /** The period of cover: from `period_from_time` ('HH:mm', Asia/Colombo) of its first day, the time
     * of issue when that is the day of issue and 00:00 otherwise, to 23:59 of its last (decision 037). */
    periodFrom: date('period_from').notNull(),
    periodFromTime: text('period_from_time').notNull().default('00:00'),
    periodTo: date('period_to').notNull(),
    /** Where the cover note went: the personal form's e-mail and the verified mobile ('94' form). */
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    mailMessageId: integer('mail_message_id')
      .notNull()
      .references(() => outbox.id),
    smsMessageId: integer('sms_message_id')
      .notNull()
      .references(() => outbox.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** How its payment was reversed. */
    cancelReason: text('cancel_reason', { enum: PAYMENT_REVERSALS }),
  },
  (t) => [
    check('cover_notes_cancelled', sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null)`),
    // The renewal reminders look for the cover notes ending in the next 30 days (decision 049).
    index().on(t.periodTo),
  ],
);

/**
 * The buyer's declaration before payment (docs/decisions/038): that the answers which set the price are
 * true, as they were shown (`answers`), the insurer a no-claim bonus comes from, and whether they agree
 * to be contacted about other products. One per application; made again before payment, it replaces the
 * earlier one (the time says when). The checkout is refused without it.
 */
export const applicationDeclarations = pgTable('application_declarations', {
  id: serial('id').primaryKey(),
  applicationId: integer('application_id')
    .notNull()
    .unique()
    .references(() => applications.id),
  /** Who declared: the application's customer, from the address the request came from. */
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id),
  ipAddress: text('ip_address').notNull(),
  answers: jsonb('answers').$type<ReviewAnswers>().notNull(),
  previousInsurerId: integer('previous_insurer_id').references(() => companies.id),
  contactConsent: boolean('contact_consent').notNull(),
  declaredAt: timestamp('declared_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders sent for a paid application without a cover note (docs/decisions/038): one row per stage,
 * so each is sent once however many instances look; the row and its messages are written together.
 */
export const applicationReminders = pgTable(
  'application_reminders',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    stage: text('stage', { enum: ['1h', '24h'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.stage] })],
);
