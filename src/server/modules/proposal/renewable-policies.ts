// The policies a renewal speaks of (issue 23, docs/decisions/049), for the renewals module: the standing
// cover notes whose vehicle was not bought again, with what the letter and the filled quotation need.
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { applications, coverNotes } from '#server/db/schema';
import { proposalRepository } from './proposal.repository';

/** The standing, not renewed cover notes whose last day of cover is `from` to `to` (yyyy-mm-dd, both included). */
export const policiesExpiring = (db: Db, lastDay: { from: string; to: string }) =>
  proposalRepository(db).renewableCoverNotes(undefined, lastDay);

export type RenewablePolicy = Awaited<ReturnType<typeof policiesExpiring>>[number];

/** Customer `customerId`'s standing cover notes that were not renewed. */
export const renewablePoliciesOf = (db: Db, customerId: number) =>
  proposalRepository(db).renewableCoverNotes(eq(applications.customerId, customerId));

/** One cover note, by its id or its number, when it stands and was not renewed. */
export async function renewablePolicy(db: Db, policy: { id: number } | { number: string }) {
  const where = 'id' in policy ? eq(coverNotes.id, policy.id) : eq(coverNotes.coverNoteNo, policy.number);
  const [found] = await proposalRepository(db).renewableCoverNotes(where);
  return found;
}
