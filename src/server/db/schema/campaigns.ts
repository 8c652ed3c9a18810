import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Bank } from '#domain/campaigns';

/**
 * The banks' credit card offers (content document, sections 2 and 9; decision 061), owned by the
 * campaigns module: seeded by migration 0030, changed by admins in the operator console. One offer per
 * bank; its page is /promotions/{campaign_type}/{category}/{bank}/{offer}. Amounts are cents.
 */
export const campaignOffers = pgTable(
  'campaign_offers',
  {
    bank: text('bank').$type<Bank>().primaryKey(),
    bankName: text('bank_name').notNull(),
    campaignType: text('campaign_type').notNull(),
    category: text('category').notNull(),
    offer: text('offer').notNull(),
    promoCode: text('promo_code').notNull().unique(),
    logoUrl: text('logo_url'),
    /** Null: the spec states no discount (hnb, pb). */
    discountBp: integer('discount_bp'),
    capCents: bigint('cap_cents', { mode: 'number' }),
    capPerDay: boolean('cap_per_day').notNull().default(false),
    maxPaymentsPerDay: integer('max_payments_per_day'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    sort: integer('sort').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.campaignType, t.category, t.bank, t.offer),
    check('campaign_offers_discount', sql`${t.discountBp} between 1 and 10000`),
    check('campaign_offers_cap', sql`${t.capCents} > 0`),
    check('campaign_offers_payments', sql`${t.maxPaymentsPerDay} > 0`),
    check('campaign_offers_dates', sql`${t.endsOn} >= ${t.startsOn}`),
  ],
);

/**
 * The BIN ranges of each bank's cards (decision 062), owned by the campaigns module: a card is the bank's
 * when its first digits of the range's length (6 to 8) lie between `bin_from` and `bin_to`. Seeded by
 * migration 0033 with sandbox ranges (the sandbox gateway's test cards); an admin replaces them with the
 * banks' real ranges.
 */
export const campaignCardBins = pgTable(
  'campaign_card_bins',
  {
    id: serial('id').primaryKey(),
    bank: text('bank')
      .$type<Bank>()
      .notNull()
      .references(() => campaignOffers.bank),
    binFrom: text('bin_from').notNull(),
    binTo: text('bin_to').notNull(),
  },
  (t) => [
    index().on(t.bank),
    check('campaign_card_bins_digits', sql`${t.binFrom} ~ '^[0-9]{6,8}$' and ${t.binTo} ~ '^[0-9]{6,8}$'`),
    check(
      'campaign_card_bins_range',
      sql`length(${t.binFrom}) = length(${t.binTo}) and ${t.binFrom} <= ${t.binTo}`,
    ),
  ],
);
