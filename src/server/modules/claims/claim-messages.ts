// What the customer is sent when they intimate a claim and at every change of its status (issue 23,
// docs/decisions/048): the claim's reference, its policy and insurer, the new status and the insurer's
// note. Written by `i18n`, in the customer's language; the note stays as the insurer's staff wrote it.
import type { I18n } from '@lingui/core';
import type { ClaimStatus } from '#domain/claims/claims';
import { CLAIM_STATUS_LABELS } from '#domain/claims/claims';
import { formatRupees } from '#domain/money';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { questionsSms } from '../application/applicant-messages';

export interface ClaimFacts {
  claimRef: string;
  policyNumber: string;
  insurer: string;
}

export function intimationLetter(claim: ClaimFacts, contact: Config['contact'], i18n: I18n): Letter {
  const { claimRef: ref, policyNumber: policy, insurer } = claim;
  return {
    subject: i18n._(/*i18n*/ 'Your claim {ref} has been received', { ref }),
    paragraphs: [
      i18n._(/*i18n*/ 'We have received your claim on policy {policy} and passed it to {insurer}.', {
        policy,
        insurer,
      }),
      i18n._(
        /*i18n*/ 'Your claim reference is {ref}. Please quote it whenever you contact us or the insurer.',
        {
          ref,
        },
      ),
      i18n._(/*i18n*/ 'We will write to you each time its status changes.'),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: your claim {ref} on policy {policy} has been received and sent to {insurer}.',
        {
          ref,
          policy,
          insurer,
        },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}

export interface StatusChange {
  status: ClaimStatus;
  note: string;
  approvedCents: number | null;
}

export function statusLetter(
  claim: ClaimFacts,
  change: StatusChange,
  contact: Config['contact'],
  i18n: I18n,
): Letter {
  const { claimRef: ref, insurer } = claim;
  const status = i18n._(CLAIM_STATUS_LABELS[change.status]);
  const { note } = change;
  const approved =
    change.status === 'approved' && change.approvedCents !== null
      ? [i18n._(/*i18n*/ 'Approved amount: {amount}.', { amount: formatRupees(change.approvedCents) })]
      : [];
  return {
    subject: i18n._(/*i18n*/ 'Your claim {ref} is now {status}', { ref, status }),
    paragraphs: [
      i18n._(/*i18n*/ '{insurer} has changed the status of your claim {ref} to {status}.', {
        insurer,
        ref,
        status,
      }),
      ...approved,
      i18n._(/*i18n*/ 'Note from the insurer: {note}', { note }),
    ],
    sms: [
      i18n._(/*i18n*/ 'Kavacha: your claim {ref} is now {status}.', { ref, status }),
      ...approved,
      questionsSms(contact, i18n),
    ].join(' '),
  };
}
