import { eq } from 'drizzle-orm';
import type { RenewalStage } from '#domain/motor/renewal';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import { renewalLinks, renewalReminders } from '#server/db/schema';
import { randomToken } from '#server/random-token';

/** Renewal links and reminders over `db`, which may be a transaction. */
export function renewalsRepository(db: Db) {
  return {
    /**
     * Claims reminder `stage` of a cover note: true for the one caller whose row went in. Another instance
     * inserting the same row waits for this transaction and then inserts nothing.
     */
    claimStage: async (coverNoteId: number, stage: RenewalStage, now: Date) =>
      (
        await db
          .insert(renewalReminders)
          .values({ coverNoteId, stage, sentAt: now })
          .onConflictDoNothing()
          .returning({ stage: renewalReminders.stage })
      ).length > 0,

    /** The cover note's renewal key, made at the first asking. */
    async keyOf(coverNoteId: number): Promise<string> {
      await db
        .insert(renewalLinks)
        .values({ coverNoteId, linkKey: randomToken(24) })
        .onConflictDoNothing();
      const link = await firstRow(
        db
          .select({ key: renewalLinks.linkKey })
          .from(renewalLinks)
          .where(eq(renewalLinks.coverNoteId, coverNoteId)),
      );
      return link!.key;
    },

    /** The cover note a renewal key belongs to. */
    coverNoteOfKey: async (key: string) =>
      (
        await firstRow(
          db
            .select({ coverNoteId: renewalLinks.coverNoteId })
            .from(renewalLinks)
            .where(eq(renewalLinks.linkKey, key)),
        )
      )?.coverNoteId,
  };
}
