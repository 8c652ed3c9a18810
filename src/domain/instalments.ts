// The banks' card instalment plans (content document, section 9, 'Instalment terms'), served by
// GET /v1/instalment_terms from the instalments module's table, and the instalments of a premium
// (decision 054). Information only: the customer pays the whole premium by card, and the card's bank
// turns the payment into monthly instalments on its own terms.
import { z } from 'zod';
import { RUPEES_PATTERN, centsOfRupees } from './money';

export const instalmentTermSchema = z.object({
  /** The spec's short code: ntb, ub, hsbc, hnb, ndb. */
  bank: z.string(),
  bank_name: z.string(),
  /** The plan lengths the bank offers, in months, shortest first. */
  months: z.array(z.number().int().positive()),
  /** The smallest and largest payment a plan is offered for, both included; no largest when null. */
  min_amount: z.string().regex(RUPEES_PATTERN),
  max_amount: z.string().regex(RUPEES_PATTERN).nullable(),
  /** Days after the payment within which the customer must ask the bank to convert it; null: no limit stated. */
  convert_within_days: z.number().int().positive().nullable(),
});

export const instalmentTermsSchema = z.object({ terms: z.array(instalmentTermSchema) });

export type InstalmentTerm = z.infer<typeof instalmentTermSchema>;
export type InstalmentTerms = z.infer<typeof instalmentTermsSchema>;

/** Whether the bank offers its plans for a payment of `premiumCents`. */
export function offersFor(term: InstalmentTerm, premiumCents: number): boolean {
  const max = term.max_amount === null ? Infinity : centsOfRupees(term.max_amount);
  return premiumCents >= centsOfRupees(term.min_amount) && premiumCents <= max;
}

/**
 * A premium in `months` instalments, to the cent: each is the premium divided by the months, rounded down
 * to the cent, and the first also carries the cents left over (fewer than `months`), so the instalments
 * add up to the premium exactly. 100000.00 in 12: 8333.37 first, then eleven of 8333.33.
 */
export function instalmentsOf(premiumCents: number, months: number): { first: number; each: number } {
  if (!Number.isSafeInteger(premiumCents) || premiumCents < 0)
    throw new RangeError(`premium must be whole cents, got ${premiumCents}`);
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`months must be 1 or more, got ${months}`);
  const each = Math.floor(premiumCents / months);
  return { first: each + (premiumCents - each * months), each };
}
