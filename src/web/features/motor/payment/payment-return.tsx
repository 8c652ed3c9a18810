import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { failedPaymentPath, proposalPath } from '#domain/motor/purchase-paths';
import { secondaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { useTranslateText } from '#web/i18n/translate';
import { paymentSummaryQueryOptions } from '../api/get-payment-summary';
import { isExpiredLink, LinkExpired } from '../link-expired';
import { PaymentSummaryCard } from './payment-summary-card';
import { paymentOutcome } from '../payment-outcome';

// The gateway's return address (/Pay/{product}/{hash}?order_id=): the gateway's notification, not the
// browser's arrival, decides the outcome, so the page asks every second until the attempt is final.
// After about 30 seconds it stops and says it is still waiting, with a way to look again.

const POLL_MS = 1000;
const WAIT_MS = 30_000;

interface PaymentReturnProps {
  hashCode: string;
  orderId: string;
  cancelled: boolean;
}

export function PaymentReturn({ hashCode, orderId, cancelled }: PaymentReturnProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const [round, setRound] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  const summary = useQuery({
    ...paymentSummaryQueryOptions(hashCode, orderId),
    // Back from a cancel, one look is enough: only a payment already made changes where we go.
    refetchInterval: ({ state }) =>
      timedOut || cancelled || (state.data && paymentOutcome(state.data, cancelled).kind !== 'pending')
        ? false
        : POLL_MS,
  });
  const outcome = summary.data && paymentOutcome(summary.data, cancelled);

  if (outcome?.kind === 'paid') return <Navigate replace to={proposalPath(outcome.reqKey)} />;
  if (outcome?.kind === 'failed')
    return <Navigate replace to={failedPaymentPath(hashCode, outcome.cancelled)} />;

  if (summary.isError && !summary.data && isExpiredLink(summary.error))
    return <LinkExpired message={translate(summary.error.message)} />;

  const checkAgain = () => {
    setTimedOut(false);
    setRound((value) => value + 1);
    void summary.refetch();
  };

  return (
    <div className="mt-5 grid items-start gap-5 md:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0">
        {summary.isError && !summary.data ? (
          <ErrorPanel
            title={t`We could not check your payment.`}
            message={translate(summary.error.message)}
            onRetry={checkAgain}
          />
        ) : timedOut ? (
          <div
            role="status"
            className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
          >
            <p className="font-semibold">{translate(PAYMENT_MESSAGES.waiting)}</p>
            <p className="mt-1">
              <Trans>
                This can take a minute. If money was taken from your card, it will show here once the gateway
                confirms it.
              </Trans>
            </p>
            <button type="button" onClick={checkAgain} className={`${secondaryButton} mt-4`}>
              <RefreshCw aria-hidden="true" className="size-5" />
              <Trans>Check again</Trans>
            </button>
          </div>
        ) : (
          <div
            role="status"
            className="flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <LoaderCircle
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-brand-700 motion-safe:animate-spin"
            />
            <div>
              <p className="font-semibold text-slate-900">
                <Trans>Confirming your payment…</Trans>
              </p>
              <p className="mt-1 text-slate-700">
                <Trans>Please keep this page open. It takes a few seconds.</Trans>
              </p>
            </div>
          </div>
        )}
      </div>
      <aside aria-label={t`Your payment`}>
        <PaymentSummaryCard summary={summary.data} />
      </aside>
    </div>
  );
}
