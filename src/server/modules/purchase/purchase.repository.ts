import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { companies } from '#server/db/schema';

/** What the purchase checks beyond the application record, over `db`. */
export function purchaseRepository(db: Db) {
  return {
    async isInsurer(id: number): Promise<boolean> {
      const found = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), eq(companies.type, 'I')));
      return found.length > 0;
    },
  };
}
