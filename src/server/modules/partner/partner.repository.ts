import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerCustomers } from '../../db/schema';

/** Partner tokens are kept as SHA-256: a leaked table gives no working token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function partnerRepository(db: Db) {
  return {
    findByToken: async (token: string) =>
      (
        await db
          .select({
            id: partnerCustomers.id,
            title: partnerCustomers.title,
            name: partnerCustomers.name,
            mobile_number: partnerCustomers.mobileNumber,
            email: partnerCustomers.email,
          })
          .from(partnerCustomers)
          .where(eq(partnerCustomers.tokenHash, tokenHash(token)))
      )[0],
  };
}
