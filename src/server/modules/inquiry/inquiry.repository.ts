import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { inquiries, quotes } from '#server/db/schema';

export type NewInquiry = typeof inquiries.$inferInsert;

/** Inquiries over `db`, which may be a transaction. */
export function inquiryRepository(db: Db) {
  return {
    /** What an inquiry copies from its quote. */
    quoteByHash: (unqHash: string) =>
      firstRow(
        db
          .select({
            id: quotes.id,
            coverType: quotes.coverType,
            vehicleType: sql<string>`${quotes.params}->>'vehicle_type'`,
            channel: quotes.channel,
            promo: quotes.promo,
          })
          .from(quotes)
          .where(eq(quotes.unqHash, unqHash)),
      ),

    insert: async (inquiry: NewInquiry): Promise<number> =>
      (await onlyRow(db.insert(inquiries).values(inquiry).returning({ id: inquiries.id }))).id,
  };
}
