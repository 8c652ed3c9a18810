import type { ClaimCategory, ClaimStatus } from '#domain/claims/claims';
import { CLAIM_CATEGORIES, CLAIM_STATUSES } from '#domain/claims/claims';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { coverNotes } from './applications';
import { customers } from './customers';
import { companies } from './reference';
import { staff } from './staff';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A customer's claim on one of their motor policies (issue 23, docs/decisions/048): the cover note it is
 * made on, whose customer and insurer it copies so lists filter without joins. `claim_ref` is given at
 * once and random enough not to be guessed. Amounts in cents; `approved_cents` once approved.
 */
export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    claimRef: text('claim_ref').notNull().unique(),
    coverNoteId: integer('cover_note_id')
      .notNull()
      .references(() => coverNotes.id),
    policyNumber: text('policy_number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    incidentDate: date('incident_date').notNull(),
    place: text('place').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: CLAIM_CATEGORIES }).$type<ClaimCategory>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    approvedCents: bigint('approved_cents', { mode: 'number' }),
    status: text('status', { enum: CLAIM_STATUSES }).$type<ClaimStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.customerId, t.createdAt),
    index().on(t.companyId, t.status),
    index().on(t.coverNoteId),
    check('claims_category', sql`${t.category} in (${inList(CLAIM_CATEGORIES)})`),
    check('claims_status', sql`${t.status} in (${inList(CLAIM_STATUSES)})`),
    check('claims_amounts', sql`coalesce(${t.amountCents}, 1) > 0 and coalesce(${t.approvedCents}, 1) > 0`),
  ],
);

/** A claim's photos, 1 to 6, in the storage provider under a random key; the type read from the content. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    n: integer('n').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    fileType: text('file_type', { enum: ['jpg', 'png'] }).notNull(),
    fileName: text('file_name').notNull(),
  },
  (t) => [unique().on(t.claimId, t.n), check('claim_photos_n', sql`${t.n} between 1 and 6`)],
);

/** Every status a claim took: who (a staff member, or null for the customer's intimation), when, and why. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    status: text('status', { enum: CLAIM_STATUSES }).$type<ClaimStatus>().notNull(),
    note: text('note'),
    staffId: integer('staff_id').references(() => staff.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.claimId)],
);
