import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * The single-use token of a customer's login (issue 23, docs/decisions/047): answered by the login or the
 * sign-up after a one-time code, carried in the `/auth?token=` URL and exchanged for a session once.
 * Only its SHA-256 is kept; consuming it deletes the row, and it dies `expires_at` (2 minutes) unused.
 */
export const loginTokens = pgTable(
  'login_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt), index().on(t.customerId)],
);

/**
 * A signed-in customer's session: only a SHA-256 of the HttpOnly cookie's random token is kept, so a leaked
 * table opens nothing. It ends after the configured idle time or maximum age, or at logout.
 */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.customerId), index().on(t.lastSeenAt)],
);
