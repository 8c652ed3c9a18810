import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { inquiries } from '#server/db/schema';

export type NewInquiry = typeof inquiries.$inferInsert;

/** Inquiries over `db`, which may be a transaction. */
export function inquiryRepository(db: Db) {
  return {
    /** The new inquiry's id, or undefined when the quote has one already (one per quote, decision 032). */
    insertFirst: async (inquiry: NewInquiry): Promise<number | undefined> =>
      (
        await firstRow(
          db
            .insert(inquiries)
            .values(inquiry)
            .onConflictDoNothing({ target: inquiries.quoteId })
            .returning({ id: inquiries.id }),
        )
      )?.id,
    idOfQuote: async (quoteId: number): Promise<number> =>
      (await onlyRow(db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.quoteId, quoteId))))
        .id,
  };
}
