import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { outbox } from './outbox';
import { companies } from './reference';

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
 * The cover note of a proposal: its number (public, on the verification page), the random key of its PDF
 * link (the only way to the file) and where the PDF is stored, the period of cover, and the e-mail and
 * SMS that carried the link, as outbox messages. One per application.
 */
export const coverNotes = pgTable('cover_notes', {
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
  /** The period of cover, both days included. */
  periodFrom: date('period_from').notNull(),
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
});
