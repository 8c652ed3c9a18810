// The renewal keys (docs/decisions/049): which policy a renewal link opens, and while when. Apart from the
// renewals service, so the quote module can ask whether a renewal promo's key is live.
import { formatIsoDate } from '#domain/dates';
import { RENEWAL_KEY, renewalLinkLastDay } from '#domain/motor/renewal';
import type { Db } from '#server/db/client';
import { renewablePolicy } from '../proposal/renewable-policies';
import { renewalsRepository } from './renewals.repository';

/** The policy a renewal key opens while its link works on `day`. */
export async function policyOfKey(db: Db, key: string, day: string) {
  if (!RENEWAL_KEY.test(key)) return undefined;
  const coverNoteId = await renewalsRepository(db).coverNoteOfKey(key);
  const policy = coverNoteId === undefined ? undefined : await renewablePolicy(db, { id: coverNoteId });
  return policy && day <= renewalLinkLastDay(policy.periodTo) ? policy : undefined;
}

/** Whether a renewal key opens a policy that may be renewed today: the quote module's test of a renewal promo. */
export const renewalKeyLive = async (db: Db, key: string) =>
  (await policyOfKey(db, key, formatIsoDate(new Date()))) !== undefined;
