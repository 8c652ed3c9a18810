// The companies other modules check a form against: the renewal's insurer (purchase) and the lease's
// bank or leasing company (proposal). The reference module owns the companies table.
import type { Db } from '#server/db/client';
import { referenceRepository } from './reference.repository';

export function companyLookups(db: Db) {
  const { isInsurer, financialCompanyNamed } = referenceRepository(db);
  return { isInsurer, financialCompanyNamed };
}
