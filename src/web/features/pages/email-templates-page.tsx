import { Mail } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#domain/site-routes';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';

// /emailtm (document 001, section 2): the e-mails the server sends, for developers. It describes them
// rather than rendering them: a rendered preview would need an endpoint that fills letters with sample
// data, and the letters' source (src/server/modules/*/…-message.ts, in the letters catalogue) is where
// they are read and changed (decision 054). Subjects are given as the English source writes them.

interface Letter {
  subject: string;
  when: MessageDescriptor;
  holds: MessageDescriptor;
}

const LETTERS: readonly Letter[] = [
  {
    subject: 'Your motor insurance with {insurer}: upload your documents',
    when: msg`When a customer buys a quotation, after confirming their mobile number.`,
    holds: msg`The insurer and the price, and the link to upload the vehicle's registration and the NIC.`,
  },
  {
    subject: 'Payment received: {amount} for your motor insurance with {insurer}',
    when: msg`When the payment gateway confirms a payment.`,
    holds: msg`The receipt: the amount, the payment reference and the link to the proposal.`,
  },
  {
    subject: 'Your {insurer} motor insurance is paid: one step left to get your cover note',
    when: msg`When a paid application still has no cover note some hours later.`,
    holds: msg`The link to the proposal, where the vehicle's numbers are given.`,
  },
  {
    subject: 'Your motor insurance cover note {coverNoteNo}',
    when: msg`When the cover note is issued.`,
    holds: msg`The cover note as a PDF, its number, the period of cover and the link to check it.`,
  },
  {
    subject: 'Please upload your {document} again',
    when: msg`When the insurer cannot accept an uploaded document.`,
    holds: msg`The reason, and the link to upload that document again.`,
  },
  {
    subject: 'Your motor insurance payment has been reversed',
    when: msg`When a payment is refunded or charged back before a cover note is issued; if one was, the subject says the cover note is cancelled.`,
    holds: msg`What happened to the payment and what it means for the cover.`,
  },
  {
    subject: 'Your motor policy {policyNumber} ends on {lastDay}: renew and save Rs.{saving}',
    when: msg`30, 7 and 1 days before a policy ends.`,
    holds: msg`The renewal link, which opens the quotation filled from the policy with the renewal saving.`,
  },
  {
    subject: 'Your claim {ref} has been received',
    when: msg`When a signed-in customer reports a claim.`,
    holds: msg`The claim's reference and what happens next.`,
  },
  {
    subject: 'Your claim {ref} is now {status}',
    when: msg`When staff change a claim's status.`,
    holds: msg`The new status and, when given, the staff's note.`,
  },
];

export function Component() {
  const { i18n, t } = useLingui();
  usePageTitle(pageTitle(t`E-mail templates`));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>E-mail templates</Trans>
      </h1>
      <p className="mt-2 text-lg text-slate-700">
        <Trans>
          The e-mails the site sends to customers, in the customer&apos;s language, each with a text message
          beside it. Words in braces are filled in for each customer.
        </Trans>
      </p>
      <ul className="mt-6 space-y-4">
        {LETTERS.map((letter) => (
          <li
            key={letter.subject}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h2 className="flex items-start gap-2 font-semibold text-slate-900">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <span lang="en" className="min-w-0 break-words">
                {letter.subject}
              </span>
            </h2>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-slate-700 sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-slate-900">
                <Trans>Sent</Trans>
              </dt>
              <dd>{i18n._(letter.when)}</dd>
              <dt className="font-medium text-slate-900">
                <Trans>What it holds</Trans>
              </dt>
              <dd>{i18n._(letter.holds)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link to={SITE_ROUTES.cmd} className="font-medium text-brand-800 underline hover:no-underline">
          <Trans>Back to the developer showcase</Trans>
        </Link>
      </p>
    </div>
  );
}
