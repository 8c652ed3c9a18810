import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isLinkKey } from '#domain/motor/documents';
import { ApiError } from '#web/api/api-error';
import { ErrorNotice, ErrorPanel } from '#web/components/ui/error-panel';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
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
const COMING_BACK: NextStep = {
  when: 'For a year from your payment',
  what: 'the link in the receipt we e-mailed and texted you brings you back to this page, on any device.',
};

/** What follows, as the server does it: the cover note is made the moment the details are saved. */
function nextSteps(proposal: Proposal): NextStep[] {
  if (proposal.cover_note)
    return [
      {
        when: 'Now',
        what: 'download your cover note and keep it with you when you drive. Anyone can check online that it is in force.',
      },
      COMING_BACK,
    ];
  return [
    {
      when: 'Now',
      what: "give your vehicle's registration, engine and chassis numbers below and press Save Details.",
    },
    {
      when: 'At once',
      what: `your cover note is made and ready to download, and we e-mail it to ${proposal.email} and text its link to +${proposal.mobile_number}.`,
    },
    COMING_BACK,
  ];
}

/** Vehicle details until the cover note is made, then Complete; the proposal comes from the query cache. */
function useProposalStep(reqKey: string | undefined): PurchaseStep {
  const { data } = useQuery({ ...proposalQueryOptions(reqKey ?? ''), enabled: isLinkKey(reqKey) });
  return data?.cover_note ? 'Complete' : 'Vehicle details';
}

export function Component() {
  usePageTitle(pageTitle('Proposal'));
  const { req_key: reqKey } = useParams();
  const step = useProposalStep(reqKey);
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <PurchaseSteps current={step} />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Your proposal</h1>
      {isLinkKey(reqKey) ? (
        <ProposalBody reqKey={reqKey} />
      ) : (
        <ErrorNotice
          className="mt-5"
          message="This proposal link is not valid. Please open the link from your payment again."
        />
      )}
    </div>
  );
}

function ProposalBody({ reqKey }: { reqKey: string }) {
  const proposal = useProposal(reqKey);

  if (proposal.isError && isExpiredLink(proposal.error))
    return <LinkExpired message={proposal.error.message} />;
  if (proposal.isError) {
    const error = proposal.error;
    // 404 (no such proposal) and 409 (not paid yet) carry the server's own words.
    const refused = error instanceof ApiError && (error.httpStatus === 404 || error.httpStatus === 409);
    return (
      <div className="mt-5">
        <ErrorPanel
          title={refused ? 'This proposal cannot be opened.' : 'We could not load your proposal.'}
          message={error.message}
          onRetry={() => void proposal.refetch()}
        />
      </div>
    );
  }
  if (!proposal.data)
    return (
      <div aria-busy="true" className="mt-5">
        <p role="status" className="sr-only">
          Loading your proposal…
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
      <NextSteps steps={nextSteps(proposal.data)} />
    </div>
  );
}
