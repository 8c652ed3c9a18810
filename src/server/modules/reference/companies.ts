// The companies other modules check a form against: the renewal's insurer (purchase) and the lease's
// bank or leasing company (proposal); and an insurer's facts for the cover note. The reference module
// owns the companies table.
import type { Db } from '#server/db/client';
import { referenceRepository } from './reference.repository';

export function companyLookups(db: Db) {
  const { isInsurer, financialCompanyNamed, companyName, insurerFacts } = referenceRepository(db);
  return {
    isInsurer,
    financialCompanyNamed,
    companyName,
    /** The insurer's facts, undefined when `id` is not an insurer's. */
    insurerFacts: async (id: number) => (await insurerFacts(id))[0],
  };
}
