import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Machine auth keys (POST /v2/token); only a SHA-256 of each key is kept. */
export const authKeys = pgTable(
  'auth_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);

/**
 * One-time codes (architecture, security rules). Only hashes are kept: the challenge's token as SHA-256,
 * the code as SHA-256 of the token and the code, so the rows alone cannot be tried against the million
 * codes. A new code for a number supersedes the earlier ones; the number's sends in the last 15 minutes
 * are counted from these rows.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.mobile, t.createdAt)],
);

/** Proof that a mobile number was verified by a one-time code (the `User-Key` token), kept as SHA-256. */
export const verifiedTokens = pgTable(
  'verified_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    mobile: text('mobile').notNull(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => otpChallenges.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
