// The renewal reminder (issue 23, docs/decisions/049): 30, 7 and 1 days before a policy's last day of cover,
// an e-mail and an SMS with the link that opens the quotation filled from the policy, in the customer's
// language.
import type { I18n } from '@lingui/core';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { questionsSms } from '../application/applicant-messages';

export interface RenewalReminder {
  policyNumber: string;
  /** The policy's last day of cover. */
  lastDay: string;
  /** The renewal link, and the last day it works. */
  link: string;
  until: string;
}

/** Written by `i18n`, in the customer's language. */
export function renewalLetter(
  { policyNumber, lastDay, link, until }: RenewalReminder,
  contact: Config['contact'],
  i18n: I18n,
): Letter {
  const saving = contact.renewalSaving;
  return {
    subject: i18n._(
      /*i18n*/ 'Your motor policy {policyNumber} ends on {lastDay}: renew and save Rs.{saving}',
      {
        policyNumber,
        lastDay,
        saving,
      },
    ),
    paragraphs: [
      i18n._(
        /*i18n*/ 'Your motor insurance policy {policyNumber} covers your vehicle until {lastDay}. Renew it before then so you are never without cover.',
        { policyNumber, lastDay },
      ),
      i18n._(
        /*i18n*/ 'Compare every insurer’s premium for your vehicle and save Rs.{saving} on a full-insurance renewal: {link}',
        { saving, link },
      ),
      i18n._(
        /*i18n*/ 'The link opens the quotation filled from your policy; check the value of your vehicle, which falls each year. It works until {until}.',
        { until },
      ),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: your motor policy {policyNumber} ends on {lastDay}. Compare premiums and save Rs.{saving}: {link}',
        { policyNumber, lastDay, saving, link },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}
