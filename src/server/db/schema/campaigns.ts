import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
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
