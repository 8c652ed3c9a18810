import type { Tariff } from '#server/rating/tariff';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './reference';

/**
 * Insurers' tariffs, one row per insurer and version; rows are never changed, a new version replaces
 * an old one from its `effective_from` date. `data` is the document `src/server/rating/tariff.ts`
 * describes. Sample tariffs (made up, for demo mode) are flagged.
 */
export const tariffs = pgTable(
  'tariffs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    version: text('version').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    isSample: boolean('is_sample').notNull(),
    data: jsonb('data').$type<Tariff>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.version), index().on(t.companyId, t.effectiveFrom)],
);

/** Insurers' promotions by channel, promo code and dates (see src/server/rating/promotions.ts). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    channel: text('channel'),
    promoCode: text('promo_code'),
    coverType: text('cover_type', { enum: ['C', 'T'] }),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on'),
    discountBp: integer('discount_bp'),
    status: text('status').notNull(),
    value: text('value').notNull(),
    color: text('color').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index().on(t.startsOn),
    check('promotions_discount_range', sql`${t.discountBp} is null or ${t.discountBp} between 1 and 10000`),
  ],
);
