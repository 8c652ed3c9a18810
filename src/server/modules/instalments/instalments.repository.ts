import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { instalmentTerms } from '#server/db/schema';

export function instalmentsRepository(db: Db) {
  return {
    /** The banks' instalment terms, in the operator's order. */
    terms: () =>
      db
        .select({
          bank: instalmentTerms.bank,
          bankName: instalmentTerms.bankName,
          months: instalmentTerms.months,
          minCents: instalmentTerms.minCents,
          maxCents: instalmentTerms.maxCents,
          convertWithinDays: instalmentTerms.convertWithinDays,
        })
        .from(instalmentTerms)
        .orderBy(asc(instalmentTerms.sort)),
  };
}
