import { useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { ErrorNotice, ErrorPanel } from '../../../components/ui/error-panel';
import { pageTitle, usePageTitle } from '../../../components/use-page-title';
import { useProposal } from '../api/get-proposal';
import { PurchaseSteps } from '../account/purchase-steps';
import { isLinkKey } from '../../../../domain/motor/documents';
import { PaymentReceived } from './payment-received';

// The proposal page (motor section 2.6): /motor/Proposal/{req_key}, where a paid application lands.
// For now it confirms the payment; the proposal form (registration, engine and chassis numbers,
// leasing) comes below it in the next step of the journey, fed by the same loaded proposal.

export function Component() {
  usePageTitle(pageTitle('Proposal'));
  const { req_key: reqKey } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-8">
      <PurchaseSteps current="Complete" />
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
      <section
        aria-labelledby="proposal-next-heading"
        className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="proposal-next-heading" className="text-lg font-semibold text-slate-900">
          What happens next
        </h2>
        <p className="mt-1 text-slate-700">
          Complete your proposal with the vehicle&apos;s registration, engine and chassis numbers and any
          leasing details. Your cover note is then e-mailed to you.
        </p>
      </section>
    </div>
  );
}
