import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { coverNotes } from './applications';

/**
 * The renewal link of a policy (issue 23, docs/decisions/049): one random key per cover note, made with its
 * first reminder or when the customer renews from the dashboard; it opens the quotation filled from the
 * policy and gives it the renewal saving. It works until 30 days after the policy's last day.
 */
export const renewalLinks = pgTable('renewal_links', {
  coverNoteId: integer('cover_note_id')
    .primaryKey()
    .references(() => coverNotes.id),
  linkKey: text('link_key').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The renewal reminders sent for a policy: one row per stage (30, 7 and 1 days before its last day), so
 * each is sent once however many instances look; the row and its messages are written together.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    coverNoteId: integer('cover_note_id')
      .notNull()
      .references(() => coverNotes.id),
    stage: text('stage', { enum: ['30d', '7d', '1d'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.coverNoteId, t.stage] })],
);
