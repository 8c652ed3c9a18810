import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { inquiries, quotes } from '#server/db/schema';

export type NewInquiry = typeof inquiries.$inferInsert;

/** Inquiries over `db`, which may be a transaction. */
export function inquiryRepository(db: Db) {
  return {
    /** What an inquiry copies from its quote. */
    quoteByHash: async (unqHash: string) =>
      (
        await db
          .select({
            id: quotes.id,
            coverType: quotes.coverType,
            vehicleType: sql<string>`${quotes.params}->>'vehicle_type'`,
            channel: quotes.channel,
            promo: quotes.promo,
          })
          .from(quotes)
          .where(eq(quotes.unqHash, unqHash))
      )[0],

    async insert(inquiry: NewInquiry): Promise<number> {
      const [row] = await db.insert(inquiries).values(inquiry).returning({ id: inquiries.id });
      return row!.id;
    },
  };
}
