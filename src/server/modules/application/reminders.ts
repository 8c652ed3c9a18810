// Reminders to finish a paid application (issue 20; docs/decisions/038): a buyer who paid and did not save
// the proposal has no cover note. One hour after the payment, and again after 24 hours, the applicant is
// sent an e-mail and an SMS with the link back to the proposal (docs/decisions/027). Each stage is claimed
// by inserting its row (application, stage) in the transaction that queues the messages, so with several
// instances looking at once each reminder is sent exactly once; an application found past 24 hours without
// its first reminder gets the second only, and a payment over a week old none (one made before reminders
// existed, or found after days of downtime). Every instance runs the timer from start to shutdown.
import type { I18n } from '@lingui/core';
import type { Config } from '#server/config';
import type { AppOutbox } from '#server/integrations/integrations';
import type { FastifyBaseLogger } from 'fastify';
import { intervalJob } from '#server/interval-job';
import type { Letter } from './applicant-messages';
import { applicantOf, linksOf, questionsSms, writeToApplicant } from './applicant-messages';
import type { ReminderStage } from './application.repository';
import { applicationRepository } from './application.repository';

const HOUR_MS = 3_600_000;
const REMIND_WITHIN_MS = 7 * 24 * HOUR_MS;
/** Latest first: a later stage due makes an earlier one pointless. */
const STAGES: readonly { stage: ReminderStage; afterMs: number }[] = [
  { stage: '24h', afterMs: 24 * HOUR_MS },
  { stage: '1h', afterMs: HOUR_MS },
];

interface Reminder {
  insurer: string;
  links: { proposal: string; until: string };
}

/** Written by `i18n`, in the applicant's language (issue 21). */
export function reminderLetter({ insurer, links }: Reminder, contact: Config['contact'], i18n: I18n): Letter {
  const { proposal: link, until } = links;
  return {
    subject: i18n._(/*i18n*/ 'Your {insurer} motor insurance is paid: one step left to get your cover note', {
      insurer,
    }),
    paragraphs: [
      i18n._(
        /*i18n*/ 'Thank you for your payment. Your cover note is not made yet: it needs your vehicle’s registration, engine and chassis numbers, which take a minute to give.',
      ),
      i18n._(/*i18n*/ 'Finish your proposal: {link}', { link }),
      i18n._(
        /*i18n*/ 'Press Save Details and your cover note is made at once and sent to you by e-mail and SMS. This link works on any device until {until}.',
        { until },
      ),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: your {insurer} motor insurance is paid but your cover note is not made yet. Finish your proposal: {link}',
        { insurer, link },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}

export interface ReminderDependencies {
  outbox: AppOutbox;
  contact: Config['contact'];
  /** Our own address, for the link (PUBLIC_URL). */
  site: string;
  /** The time now; a test moves it. */
  clock: () => Date;
  log: FastifyBaseLogger;
}

export type ReminderService = ReturnType<typeof reminderService>;

export function reminderService({ outbox, contact, site, clock, log }: ReminderDependencies) {
  /** Sends the reminders due now; answers how many applications were reminded. */
  async function sendDue(): Promise<number> {
    let sent = 0;
    for (const [index, { stage, afterMs }] of STAGES.entries()) {
      const later = STAGES.slice(0, index).map((earlier) => earlier.stage);
      sent += await outbox.transaction(async (tx, queue) => {
        const now = clock();
        const claimed = await applicationRepository(tx).claimReminders(
          stage,
          later,
          { after: new Date(now.getTime() - REMIND_WITHIN_MS), by: new Date(now.getTime() - afterMs) },
          now,
        );
        for (const applicationId of claimed) {
          const applicant = await applicantOf(tx, applicationId);
          const reminder = { insurer: applicant.insurer, links: linksOf(site, applicant) };
          await writeToApplicant(
            { queue, contact },
            applicant,
            reminderLetter(reminder, contact, applicant.i18n),
          );
        }
        return claimed.length;
      });
    }
    return sent;
  }

  return {
    sendDue,
    /** Looks every `intervalMs` until `stop`; a look still running finishes first. */
    ...intervalJob(sendDue, log, 'reminders: not sent'),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminders to finish a paid application: its own timer, and `sendDue` for a test. */
    reminders: ReminderService;
  }
}
