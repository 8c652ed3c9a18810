import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import { partnerCustomers } from '#server/db/schema';
import { sha256Hex } from '#server/secrets';

export function partnerRepository(db: Db) {
  return {
    findByToken: (token: string) =>
      firstRow(
        db
          .select({
            id: partnerCustomers.id,
            title: partnerCustomers.title,
            name: partnerCustomers.name,
            mobile_number: partnerCustomers.mobileNumber,
            email: partnerCustomers.email,
          })
          .from(partnerCustomers)
          .where(eq(partnerCustomers.tokenHash, sha256Hex(token))),
      ),
  };
}
