import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The home page's tiles. */
export const homeTiles = pgTable('home_tiles', {
  id: serial('id').primaryKey(),
  header: text('header').notNull(),
  backgroundColor: text('background_color').notNull(),
  imageUrl: text('image_url').notNull(),
  bottomText: text('bottom_text').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull(),
});

/** One row per seed version applied, so a restart never seeds twice. */
export const seedHistory = pgTable('seed_history', {
  version: text('version').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
