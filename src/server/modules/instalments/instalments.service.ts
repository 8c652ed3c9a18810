import type { InstalmentTerm } from '#domain/instalments';
import { centsToRupees } from '#domain/money';
import type { Db } from '#server/db/client';
import { instalmentsRepository } from './instalments.repository';

// The banks' card instalment terms (decision 054) as answers carry them: read by GET /v1/instalment_terms
// and by the campaigns module for a bank's promotion page (decision 061).
export type InstalmentsService = ReturnType<typeof instalmentsService>;

export function instalmentsService(db: Db) {
  const repository = instalmentsRepository(db);
  const terms = async (): Promise<InstalmentTerm[]> =>
    (await repository.terms()).map((row) => ({
      bank: row.bank,
      bank_name: row.bankName,
      months: [...row.months].sort((a, b) => a - b),
      min_amount: centsToRupees(row.minCents),
      max_amount: row.maxCents === null ? null : centsToRupees(row.maxCents),
      convert_within_days: row.convertWithinDays,
    }));
  return {
    terms,
    /** One bank's terms, or null when it offers no plans. */
    termsOf: async (bank: string) => (await terms()).find((term) => term.bank === bank) ?? null,
  };
}
