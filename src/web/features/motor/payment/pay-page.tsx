import { useState } from 'react';
import { CircleCheck, FileUp, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_MESSAGES } from '#domain/motor/payment';
import { proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import { isLinkKey } from '#domain/motor/link-key';
import { primaryButton } from '#web/components/ui/buttons';
import { ErrorNotice, ErrorPanel } from '#web/components/ui/error-panel';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { usePaymentSummary } from '../api/get-payment-summary';
import { useReview } from '../api/get-review';
import { isExpiredLink, LinkExpired } from '../link-expired';
import { NextSteps } from '../next-steps';
import { PurchaseSteps } from '../purchase-steps';
import type { PayArrival } from '../pay-arrival';
import { PayHereCheckout } from './payhere-checkout';
import { InstalmentPlans } from './instalment-plans';
import { PaymentReturn } from './payment-return';
import { PaymentSummaryCard } from './payment-summary-card';
import { ReviewDeclaration } from './review-declaration';
import { SandboxCheckout } from './sandbox-checkout';

// The payment page (motor section 2.8): /Pay/{product}/{hash_code}, the configured gateway's checkout.
// With the built-in sandbox it is the gateway's own card page; with PayHere a summary and a button that
// posts the signed form to PayHere. With ?order_id= it is where the gateway sends the customer back.
// The amount comes first on a phone; on a wide screen it stands beside the form, with the banks' instalment
// plans under it (decision 054). Below the form, what happens after the payment and when; a link expired
// with its application says so. Before the checkout, the buyer reviews the answers that set the price and
// declares them true (docs/decisions/038).

/** What follows the payment, as the server does it (docs/decisions/027). */
const afterPayment = (insurer: string, i18n: I18n) => [
  {
    when: i18n._(msg`In a few seconds`),
    what: i18n._(
      msg`the payment gateway confirms your payment and this page takes you to your proposal. We also e-mail and text you a receipt with the link to your proposal, so you can continue on any device.`,
    ),
  },
  {
    when: i18n._(msg`Then`),
    what: i18n._(
      msg`on the proposal, give your vehicle's registration, engine and chassis numbers and press Save Details.`,
    ),
  },
  {
    when: i18n._(msg`At once`),
    what: i18n._(
      msg`your cover note is made and ready to download, and we e-mail it to you and text you its link.`,
    ),
  },
  {
    when: i18n._(msg`If a document is not accepted`),
    what: i18n._(
      msg`${insurer} reviews the documents you submitted. If one cannot be accepted, we e-mail and text you the reason and a link to upload it again.`,
    ),
  },
];

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Payment`));
  const { hash_code: hashCode } = useParams();
  const [query] = useSearchParams();
  const orderId = query.get('order_id');

  let body;
  if (!isLinkKey(hashCode))
    body = (
      <ErrorNotice
        className="mt-5"
        message={t`This payment link is not valid. Please open the link from your purchase again.`}
      />
    );
  else if (orderId)
    body = <PaymentReturn hashCode={hashCode} orderId={orderId} cancelled={query.get('cancelled') === '1'} />;
  else body = <PaymentCheckout hashCode={hashCode} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <PurchaseSteps current="Payment" />
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Payment</Trans>
      </h1>
      {body}
    </div>
  );
}

function PaymentCheckout({ hashCode }: { hashCode: string }) {
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const summary = usePaymentSummary(hashCode);
  const arrival = useLocation().state as PayArrival | null;
  const data = summary.data;
  const refresh = () => void summary.refetch();
  // What the card entered is charged, when a bank's card price applies: the instalment plans follow it.
  const [cardAmount, setCardAmount] = useState<string>();

  if (summary.isError && !data && isExpiredLink(summary.error))
    return <LinkExpired message={translate(summary.error.message)} />;
  if (summary.isError && !data)
    return (
      <div className="mt-5 max-w-2xl">
        <ErrorPanel
          title={t`We could not load this payment.`}
          message={translate(summary.error.message)}
          onRetry={refresh}
        />
      </div>
    );
  if (data?.paid && data.req_key) return <Navigate replace to={proposalPath(data.req_key)} />;

  return (
    <>
      {arrival?.notice && (
        <p
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 font-medium text-green-950"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
          {translate(arrival.notice)}
        </p>
      )}
      <div className="mt-5 grid items-start gap-5 md:grid-cols-[minmax(0,1fr)_20rem]">
        <aside aria-label={t`Your payment`} className="md:col-start-2 md:row-start-1">
          <PaymentSummaryCard summary={data} />
          {data && <InstalmentPlans amount={cardAmount ?? data.amount} />}
        </aside>
        <div className="min-w-0 md:col-start-1 md:row-start-1">
          {!data ? (
            <div aria-hidden="true" className="h-80 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
          ) : !data.documents_submitted ? (
            <div
              role="alert"
              className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
            >
              <p className="flex items-start gap-3 font-medium">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
                <span className="min-w-0 break-words">{translate(PAYMENT_MESSAGES.documentsFirst)}</span>
              </p>
              <Link to={uploaderPath(hashCode)} className={primaryButton}>
                <FileUp aria-hidden="true" className="size-5" />
                <Trans>Upload your documents</Trans>
              </Link>
            </div>
          ) : (
            <DeclaredFirst hashCode={hashCode}>
              <div className="space-y-5">
                {data.provider === 'payhere' ? (
                  <PayHereCheckout hashCode={hashCode} onStale={refresh} />
                ) : (
                  <SandboxCheckout
                    hashCode={hashCode}
                    amount={data.amount}
                    buyer={data.customer_name}
                    onStale={refresh}
                    cardOffer={data.card_offer}
                    onCardAmount={setCardAmount}
                  />
                )}
                <NextSteps steps={afterPayment(data.insurer, i18n)} />
              </div>
            </DeclaredFirst>
          )}
        </div>
      </div>
    </>
  );
}

/** The review and declaration before payment (docs/decisions/038), then `children`: the checkout. */
function DeclaredFirst({ hashCode, children }: { hashCode: string; children: ReactNode }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const review = useReview(hashCode);
  if (review.isError)
    return (
      <ErrorPanel
        title={t`We could not load your answers to review.`}
        message={translate(review.error.message)}
        onRetry={() => void review.refetch()}
      />
    );
  if (!review.data)
    return <div aria-hidden="true" className="h-80 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />;
  if (!review.data.declaration) return <ReviewDeclaration hashCode={hashCode} review={review.data} />;
  return children;
}
