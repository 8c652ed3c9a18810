import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The banks' card instalment plans (content document, section 9; decision 054), owned by the instalments
 * module: seeded by migration 0024, changed by the operator in the database. Amounts are cents, both ends
 * included: "above 10,000" is a smallest amount of 10,000.01.
 */
export const instalmentTerms = pgTable('instalment_terms', {
  /** The spec's short code of the bank: ntb, ub, hsbc, hnb, ndb. */
  bank: text('bank').primaryKey(),
  bankName: text('bank_name').notNull(),
  months: integer('months').array().notNull(),
  minCents: bigint('min_cents', { mode: 'number' }).notNull(),
  maxCents: bigint('max_cents', { mode: 'number' }),
  convertWithinDays: integer('convert_within_days'),
  sort: integer('sort').notNull(),
});
