import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLinkKey } from '#domain/motor/link-key';
import { ApiError } from '#web/api/api-error';
import { ErrorNotice, ErrorPanel } from '#web/components/ui/error-panel';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import type { Proposal } from '#domain/motor/proposal-calls';
import { proposalQueryOptions, useProposal } from '../api/get-proposal';
import { isExpiredLink, LinkExpired } from '../link-expired';
import type { NextStep } from '../next-steps';
import { NextSteps } from '../next-steps';
import { type PurchaseStep, PurchaseSteps } from '../purchase-steps';
import { CoverNoteIssued } from './cover-note-issued';
import { PaymentReceived } from './payment-received';
import { ProposalForm } from './proposal-form';

// The proposal page (motor section 2.6): /motor/Proposal/{req_key}, where a paid application lands.
// It confirms the payment; below, the proposal form (registration, engine and chassis numbers, leasing)
// until the cover note is made, and the cover note once it is; then what happens next, and when. A link
// expired with its application (a year after the payment) says so.

/** Where the receipt's link leads, and for how long (docs/decisions/027). */
const COMING_BACK = {
  when: msg`For a year from your payment`,
  what: msg`the link in the receipt we e-mailed and texted you brings you back to this page, on any device.`,
};

/** What follows, as the server does it: the cover note is made the moment the details are saved. */
function nextSteps(proposal: Proposal, i18n: I18n): NextStep[] {
  const comingBack: NextStep = { when: i18n._(COMING_BACK.when), what: i18n._(COMING_BACK.what) };
  if (proposal.cover_note)
    return [
      {
        when: i18n._(msg`Now`),
        what: i18n._(
          msg`download your cover note and keep it with you when you drive. Anyone can check online that it is in force.`,
        ),
      },
      comingBack,
    ];
  const email = proposal.email;
  const mobileNumber = proposal.mobile_number;
  return [
    {
      when: i18n._(msg`Now`),
      what: i18n._(
        msg`give your vehicle's registration, engine and chassis numbers below and press Save Details.`,
      ),
    },
    {
      when: i18n._(msg`At once`),
      what: i18n._(
        msg`your cover note is made and ready to download, and we e-mail it to ${email} and text its link to +${mobileNumber}.`,
      ),
    },
    comingBack,
  ];
}

/** Vehicle details until the cover note is made, then Complete; the proposal comes from the query cache. */
function useProposalStep(reqKey: string | undefined): PurchaseStep {
  const { data } = useQuery({ ...proposalQueryOptions(reqKey ?? ''), enabled: isLinkKey(reqKey) });
  return data?.cover_note ? 'Complete' : 'Vehicle details';
}

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Proposal`));
  const { req_key: reqKey } = useParams();
  const step = useProposalStep(reqKey);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <PurchaseSteps current={step} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Your proposal</Trans>
      </h1>
      {isLinkKey(reqKey) ? (
        <ProposalBody reqKey={reqKey} />
      ) : (
        <ErrorNotice
          className="mt-5"
          message={t`This proposal link is not valid. Please open the link from your payment again.`}
        />
      )}
    </div>
  );
}

function ProposalBody({ reqKey }: { reqKey: string }) {
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const proposal = useProposal(reqKey);

  if (proposal.isError && isExpiredLink(proposal.error))
    return <LinkExpired message={translate(proposal.error.message)} />;
  if (proposal.isError) {
    const error = proposal.error;
    // 404 (no such proposal) and 409 (not paid yet) carry the server's own words.
    const refused = error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 409);
    return (
      <div className="mt-5">
        <ErrorPanel
          title={refused ? t`This proposal cannot be opened.` : t`We could not load your proposal.`}
          message={translate(error.message)}
          onRetry={() => void proposal.refetch()}
        />
      </div>
    );
  }
  if (!proposal.data)
    return (
      <div aria-busy="true" className="mt-5">
        <p role="status" className="sr-only">
          <Trans>Loading your proposal…</Trans>
        </p>
        <div aria-hidden="true" className="h-72 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
      </div>
    );

  return (
    <div className="mt-5 space-y-5">
      <PaymentReceived proposal={proposal.data} />
      {proposal.data.cover_note ? (
        <CoverNoteIssued coverNote={proposal.data.cover_note} />
      ) : (
        <ProposalForm proposal={proposal.data} />
      )}
      <NextSteps steps={nextSteps(proposal.data, i18n)} />
    </div>
  );
}
