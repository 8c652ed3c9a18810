// Renewals that re-compare (issue 23, docs/decisions/049): the reminders' stages, the renewal link's life
// and key, and the calls that fill the quotation form from a policy.
import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { z } from 'zod';
import { formatIsoDate } from '#domain/dates';
import { text } from '#domain/fields';
import { quoteParamsSchema } from './quote-answers';

/** The reminders, latest first: the one chosen is the latest due, so an earlier one is never sent after it. */
export const RENEWAL_STAGES = [
  { stage: '1d', daysBefore: 1 },
  { stage: '7d', daysBefore: 7 },
  { stage: '30d', daysBefore: 30 },
] as const;
export type RenewalStage = (typeof RENEWAL_STAGES)[number]['stage'];
/** The widest stage: only policies whose last day is this close are looked at. */
export const RENEWAL_FIRST_DAYS = 30;

/**
 * The reminder due for a policy whose last day of cover is `lastDay` on `day` (yyyy-mm-dd): the stage of
 * fewest days before the last day that has been reached, or none beyond 30 days and once the cover has ended.
 */
export function renewalStageOn(day: string, lastDay: string): RenewalStage | undefined {
  const daysLeft = differenceInCalendarDays(parseISO(lastDay), parseISO(day));
  return daysLeft < 0 ? undefined : RENEWAL_STAGES.find(({ daysBefore }) => daysLeft <= daysBefore)?.stage;
}

/** A renewal link works this long after the policy's last day: an expired policy can be renewed from it. */
export const RENEWAL_LINK_DAYS_AFTER = 30;
export const renewalLinkLastDay = (lastDay: string) =>
  formatIsoDate(addDays(parseISO(lastDay), RENEWAL_LINK_DAYS_AFTER));

/** The page of a renewal link (SITE_ROUTES.renewal). */
export const renewalPath = (key: string) => `/renew/${key}`;
/** The page that renews the signed-in customer's own policy. */
export const ownRenewalPath = (policyNumber: string) =>
  `/renew?${new URLSearchParams({ policy: policyNumber })}`;

/** A renewal key: 32 URL-safe characters (24 random bytes). */
export const RENEWAL_KEY = /^[\w-]{32}$/;

export const RENEWAL_MESSAGES = {
  unknown: /*i18n*/ 'This renewal link is not known or has expired',
  noPolicy: /*i18n*/ 'No policy of yours has this number, or it was renewed already',
} as const;

/**
 * The signed-in customer's renewal of their own policy: under /api, the path the session cookie is sent
 * to (decision 047).
 */
export const OWN_RENEWAL_API = '/api/renewals/v1/policies';

export const renewalKeyParams = z.object({ key: text().max(64) });
export const renewalPolicyParams = z.object({ policy_number: text().min(1).max(40) });

/** What a renewal fills the quotation form with: the policy's quote answers and the customer's contact. */
export const renewalAnswerSchema = z.object({
  policy_number: z.string(),
  /** The policy's last day of cover. */
  last_day: z.string(),
  registration: z.string().nullable(),
  /** The renewal key, for the quotation's promo. */
  key: z.string(),
  /** Rupees off the premium of a renewal's full-insurance quotation. */
  saving: z.number(),
  params: quoteParamsSchema,
  contact: z.object({ cx_name: z.string(), cx_email: z.string(), cx_mobile: z.string() }),
});
export type RenewalAnswer = z.infer<typeof renewalAnswerSchema>;
