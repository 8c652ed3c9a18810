import type { StaffRole } from '#domain/console/calls';
import { STAFF_ROLES } from '#domain/console/calls';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './reference';

/**
 * The people who run Kavacha in the operator console (issue 22, docs/decisions/041). An insurer's staff
 * member works for one insurer (`company_id`), the other roles for none. The password is kept as a
 * self-describing scrypt string (`scrypt$N$r$p$salt$hash`); an account is deactivated, never deleted, so
 * the audit log keeps naming it.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: STAFF_ROLES }).$type<StaffRole>().notNull(),
    companyId: integer('company_id').references(() => companies.id),
    passwordHash: text('password_hash').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    check('staff_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('staff_role', sql`${t.role} in ('admin', 'operator', 'insurer')`),
    check('staff_insurer_company', sql`(${t.role} = 'insurer') = (${t.companyId} is not null)`),
  ],
);

/**
 * A signed-in staff member's session: only a SHA-256 of the cookie's random token is kept, so a leaked
 * table opens nothing. `csrf_token` is what the console's changing calls carry in a header.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.staffId)],
);

/**
 * Every staff action: who (null for the command line), what, to which record, and the record before and
 * after. Rows are only added: a trigger of migration 0016 refuses UPDATE, DELETE and TRUNCATE. Failed
 * logins are rows too (subject `login:<email>`, with the client's address), which the login throttle
 * counts, so every instance sees the same tries.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.at),
    index().on(t.staffId, t.at),
    index().on(t.action, t.subject, t.at),
    index().on(t.action, t.clientAddress, t.at),
  ],
);
