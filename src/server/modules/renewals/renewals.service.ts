// Renewals that re-compare (issue 23, docs/decisions/049). Every instance runs a timer that looks for
// policies whose last day of cover is 30, 7 or 1 days away and sends the customer an e-mail and an SMS
// with the renewal link, in the transaction that claims the stage (decision 038's way: the row
// (cover note, stage) goes in with the messages, so several instances send each once). The stage sent is
// the latest due, so a policy found 5 days before its end gets the 7-day reminder only, and an ended
// policy none. The proposal module says which policies stand and were not renewed. The link, or the
// signed-in customer's dashboard, opens the quotation form filled from the policy; its key is the promo
// that gives the quote the renewal saving (the quote module asks `renewalKeyLive`).
import { formatIsoDate } from '#domain/dates';
import { nineDigits } from '#domain/people/mobile';
import type { RenewalAnswer } from '#domain/motor/renewal';
import {
  RENEWAL_FIRST_DAYS,
  RENEWAL_MESSAGES,
  renewalLinkLastDay,
  renewalPath,
  renewalStageOn,
} from '#domain/motor/renewal';
import { ACCOUNT_MESSAGES } from '#domain/account/session';
import type { Database } from '#server/db/client';
import { ApiError } from '#server/http/envelope';
import { intervalJob } from '#server/interval-job';
import { addDays } from 'date-fns';
import { applicantOf, writeToApplicant } from '../application/applicant-messages';
import type { ReminderDependencies } from '../application/reminders';
import type { RenewablePolicy } from '../proposal/renewable-policies';
import { policiesExpiring, renewablePoliciesOf, renewablePolicy } from '../proposal/renewable-policies';
import { quoteParamsOf } from '../quote/quote.service';
import { policyOfKey } from './renewal-keys';
import { renewalLetter } from './renewal-letter';
import { renewalsRepository } from './renewals.repository';

export interface RenewalDependencies extends ReminderDependencies {
  database: Database;
}

export type RenewalService = ReturnType<typeof renewalService>;

/**
 * Customer `customerId`'s policies that can be renewed (not renewed already), by number, each with whether
 * its renewal gets the renewal saving: only a full-insurance quotation does.
 */
export async function renewalsOfCustomer(database: Database, customerId: number) {
  const policies = await renewablePoliciesOf(database.db, customerId);
  return new Map(
    await Promise.all(
      policies.map(async (policy) => {
        const params = await quoteParamsOf(database, policy.quoteId);
        return [policy.coverNoteNo, params?.insurance_type === 'full-insurance'] as const;
      }),
    ),
  );
}

export function renewalService({ database, outbox, contact, site, clock, log }: RenewalDependencies) {
  const { db } = database;
  const linkOf = (key: string) => site + renewalPath(key);

  /** Sends the reminders due now; answers how many policies were reminded. */
  function sendDue(): Promise<number> {
    return outbox.transaction(async (tx, queue) => {
      const now = clock();
      const day = formatIsoDate(now);
      const expiring = await policiesExpiring(tx, {
        from: day,
        to: formatIsoDate(addDays(now, RENEWAL_FIRST_DAYS)),
      });
      let sent = 0;
      for (const policy of expiring) {
        const stage = renewalStageOn(day, policy.periodTo);
        const renewals = renewalsRepository(tx);
        if (stage === undefined || !(await renewals.claimStage(policy.coverNoteId, stage, now))) continue;
        const applicant = await applicantOf(tx, policy.applicationId);
        const reminder = {
          policyNumber: policy.coverNoteNo,
          lastDay: policy.periodTo,
          link: linkOf(await renewals.keyOf(policy.coverNoteId)),
          until: renewalLinkLastDay(policy.periodTo),
        };
        await writeToApplicant(
          { queue, contact },
          applicant,
          renewalLetter(reminder, contact, applicant.i18n),
        );
        sent += 1;
      }
      return sent;
    });
  }

  /** What the quotation form is filled with to renew `policy`. */
  async function answerOf(policy: RenewablePolicy): Promise<RenewalAnswer> {
    const params = await quoteParamsOf(database, policy.quoteId);
    const info = policy.personalInfo;
    return {
      policy_number: policy.coverNoteNo,
      last_day: policy.periodTo,
      registration: policy.vehRegistrationNo,
      key: await renewalsRepository(db).keyOf(policy.coverNoteId),
      saving: contact.renewalSaving,
      params: params!,
      contact: {
        cx_name: info.name_initials,
        cx_email: info.email,
        cx_mobile: nineDigits(info.mobile_number),
      },
    };
  }

  return {
    sendDue,
    /** GET /v3/renewals/:key: the policy of a renewal link; 404 for a key unknown or expired. */
    async byKey(key: string) {
      const policy = await policyOfKey(db, key, formatIsoDate(clock()));
      if (policy === undefined) throw new ApiError(404, RENEWAL_MESSAGES.unknown);
      return answerOf(policy);
    },
    /** The signed-in customer's own policy, by its number; 403 for another customer's. */
    async ofCustomer(customerId: number, policyNumber: string) {
      const policy = await renewablePolicy(db, { number: policyNumber.toUpperCase() });
      if (policy === undefined) throw new ApiError(404, RENEWAL_MESSAGES.noPolicy);
      if (policy.customerId !== customerId) throw new ApiError(403, ACCOUNT_MESSAGES.notYours);
      return answerOf(policy);
    },
    /** Looks every `intervalMs` until `stop`; a look still running finishes first. */
    ...intervalJob(sendDue, log, 'renewals: not sent'),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The renewal reminders: their own timer, and `sendDue` for a test. */
    renewals: RenewalService;
  }
}
