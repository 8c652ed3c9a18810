import type { Db } from '#server/db/client';
import { onlyRow } from '#server/db/rows';
import { inquiries } from '#server/db/schema';

export type NewInquiry = typeof inquiries.$inferInsert;

/** Inquiries over `db`, which may be a transaction. */
export function inquiryRepository(db: Db) {
  return {
    insert: async (inquiry: NewInquiry): Promise<number> =>
      (await onlyRow(db.insert(inquiries).values(inquiry).returning({ id: inquiries.id }))).id,
  };
}
