import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PROFILE_FIELDS } from '#domain/account/profile';

/** Customers (consumer calls of motor section 7), one per verified mobile number ('94' form). */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull().unique(),
  // Title, e-mail and city come with a purchase's personal form (which requires them); a customer who
  // signed up by one-time code (issue 23) has given only a name, an NIC or passport number and an address.
  title: text('title'),
  nameInitials: text('name_initials').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: date('date_of_birth'),
  identifyType: text('identify_type').notNull(),
  nicNumber: text('nic_number'),
  passportNumber: text('passport_number'),
  email: text('email'),
  homeNumber: text('home_number'),
  addressNo: text('address_no'),
  streetOne: text('street_one').notNull(),
  streetTwo: text('street_two'),
  streetThree: text('street_three'),
  city: text('city'),
  country: text('country'),
  occupation: text('occupation'),
  employeeId: text('employee_id'),
  fkCompanyId: text('fk_company_id'),
  // The language the customer uses the site in (en, si or ta): their SMS, e-mails and cover note are
  // written in it (issue 21, decision 040); set when they register, update their record or buy.
  locale: text('locale').notNull().default('en'),
  // The storage key of the profile picture (issue 23, decision 051): a 256×256 PNG the server made.
  pictureKey: text('picture_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The change history of a customer's own edits of their profile (decision 051): which field, the value
 * before and after (the picture: its storage keys), when. Rows are only added.
 */
export const customerChanges = pgTable(
  'customer_changes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    field: text('field', { enum: PROFILE_FIELDS }).notNull(),
    before: text('before'),
    after: text('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.customerId, t.at)],
);

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
 * codes. A new code for a number supersedes the earlier ones; the number's sends in the last 15 minutes,
 * and the client address's in the last hour, are counted from these rows.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    mobile: text('mobile').notNull(),
    // The client that asked for the code (docs/decisions/017); unknown for codes sent before it was kept.
    clientAddress: text('client_address'),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.mobile, t.createdAt), index().on(t.clientAddress, t.createdAt)],
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
