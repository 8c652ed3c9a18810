import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import { authKeys } from '#server/db/schema';

export function authRepository(db: Db) {
  return {
    async insert(row: { keyHash: string; client: string; expiresAt: Date }) {
      await db.insert(authKeys).values(row);
    },
    /** The key's expiry when it exists and has not expired. */
    async findLive(keyHash: string, now: Date): Promise<Date | undefined> {
      const row = await firstRow(
        db
          .select({ expiresAt: authKeys.expiresAt })
          .from(authKeys)
          .where(and(eq(authKeys.keyHash, keyHash), gt(authKeys.expiresAt, now))),
      );
      return row?.expiresAt;
    },
    async deleteExpired(now: Date) {
      await db.delete(authKeys).where(lt(authKeys.expiresAt, now));
    },
  };
}
