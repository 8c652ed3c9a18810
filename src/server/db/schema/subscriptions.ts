import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '#domain/i18n';

// The blog's subscriptions (issue 24, docs/decisions/058), the subscriptions module's records.

/** A confirmed address: written only when its owner follows the confirmation link; removed by unsubscribing. */
export const blogSubscribers = pgTable(
  'blog_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased, so one mailbox is one row however it was typed. */
    email: text('email').notNull().unique(),
    /** The language the letters are written in: the page's when the address was given. */
    locale: text('locale').$type<Locale>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('blog_subscribers_lower_case', sql`${t.email} = lower(${t.email})`)],
);

/**
 * The confirmation letters of the last hour, to limit how many one address is sent: the address is kept
 * only as an HMAC under SUBSCRIPTION_SECRET (it cannot be read back), and rows older than an hour are
 * deleted whenever a letter is asked for.
 */
export const subscriptionLetters = pgTable(
  'subscription_letters',
  {
    id: serial('id').primaryKey(),
    addressKey: text('address_key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_letters_address').on(t.addressKey, t.sentAt)],
);
