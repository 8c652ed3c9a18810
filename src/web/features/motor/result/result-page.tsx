import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, CircleX, Clock, Download, Info, SearchX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { isLinkKey } from '#domain/motor/link-key';
import { RESULT_CODES } from '#domain/motor/purchase-paths';
import { SITE_ROUTES } from '#domain/site-routes';
import { ApiError } from '#web/api/api-error';
import { PageLoading } from '#web/components/layout/site-layout';
import { primaryButton } from '#web/components/ui/buttons';
import { LoadFailure } from '#web/components/ui/load-failure';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { paymentSummaryQueryOptions } from '../api/get-payment-summary';
import { proposalQueryOptions } from '../api/get-proposal';
import { isExpiredLink, LinkExpired } from '../link-expired';
import { paymentOutcome } from '../payment-outcome';
import { FailedPaymentHelp } from './failed-payment-help';
import { readResult } from './read-result';
import type { ResultLook, ResultView } from './result-views';
import { NOT_FOUND_VIEW, STATUS_TEXT, coverNoteView, neutralView, paymentView } from './result-views';

// /payment/{hash_code} (motor section 2.7): a known result is looked up on the server by the link's key
// and told in the words of what the server says; anything else is the 404 variant or a neutral page.

// Each status has its own icon and words as well as its colour, so it never rests on colour alone.
const LOOK: Record<ResultLook, { icon: LucideIcon; tone: string }> = {
  success: { icon: CircleCheck, tone: 'bg-green-50 text-green-800 ring-green-200' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-800 ring-red-200' },
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  notFound: { icon: SearchX, tone: 'bg-slate-100 text-slate-800 ring-slate-200' },
  neutral: { icon: Info, tone: 'bg-slate-100 text-slate-800 ring-slate-200' },
};

export function Component() {
  const { hash_code: key } = useParams();
  const [query] = useSearchParams();
  const request = readResult(query);
  if (request.kind === 'unknown') return <ResultCard view={neutralView(request.link)} />;
  if (request.kind === 'notFound' || !isLinkKey(key)) return <ResultCard view={NOT_FOUND_VIEW} />;
  if (request.code === RESULT_CODES.coverNote) return <CoverNoteResult reqKey={key} />;
  return <PaymentResult hashCode={key} cancelled={request.code === RESULT_CODES.paymentCancelled} />;
}

function CoverNoteResult({ reqKey }: { reqKey: string }) {
  return <ServerResult query={useQuery(proposalQueryOptions(reqKey))} view={coverNoteView} />;
}

/** `cancelled`: the customer came back by the gateway's cancel address; the gateway may never report it. */
function PaymentResult({ hashCode, cancelled }: { hashCode: string; cancelled: boolean }) {
  return (
    <ServerResult
      query={useQuery(paymentSummaryQueryOptions(hashCode))}
      view={(summary) => paymentView(hashCode, paymentOutcome(summary, cancelled), summary.qot_number)}
    />
  );
}

function ServerResult<T>({ query, view }: { query: UseQueryResult<T>; view: (data: T) => ResultView }) {
  const { t } = useLingui();
  if (query.data !== undefined) return <ResultCard view={view(query.data)} />;
  if (!query.isError) return <PageLoading />;
  if (isExpiredLink(query.error))
    return (
      <ResultFrame>
        <LinkExpired message={query.error.message} />
      </ResultFrame>
    );
  // Refused (unknown key, not paid yet, malformed): the link names nothing we can show.
  if (query.error instanceof ApiError && !query.error.transient) return <ResultCard view={NOT_FOUND_VIEW} />;
  return (
    <ResultFrame>
      <LoadFailure
        title={t`We could not load this result.`}
        error={query.error}
        advice={t`Please try again in a moment.`}
        onRetry={() => void query.refetch()}
        way={{ to: SITE_ROUTES.home, text: t`Go to the home page` }}
      />
    </ResultFrame>
  );
}

function ResultFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">{children}</div>;
}

function ResultCard({ view }: { view: ResultView }) {
  const { icon: Icon, tone } = LOOK[view.look];
  const { action } = view;
  const { i18n } = useLingui();
  const translate = useTranslateText();
  const title = i18n._(view.title);
  const description =
    typeof view.description === 'string' ? translate(view.description) : i18n._(view.description);
  usePageTitle(pageTitle(title));

  return (
    <ResultFrame>
      <div className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className={`mx-auto flex size-20 items-center justify-center rounded-full ring-1 ${tone}`}>
          <Icon aria-hidden="true" className="size-10" strokeWidth={1.75} />
        </div>
        <p
          className={`mt-4 inline-block rounded-full px-3 py-1 text-sm font-semibold tracking-wide uppercase ring-1 ${tone}`}
        >
          {i18n._(STATUS_TEXT[view.look])}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-3 text-lg break-words text-slate-700">{description}</p>
        {view.failedPayment && <FailedPaymentHelp payment={view.failedPayment} />}
        <div className="mt-8 flex flex-col items-center">
          {action.download ? (
            // A file of ours (the cover note): the browser downloads it; the router has no page for it.
            <a href={action.href} download className={primaryButton}>
              <Download aria-hidden="true" className="size-5" />
              {i18n._(action.text)}
            </a>
          ) : (
            <Link to={action.href} className={primaryButton}>
              {i18n._(action.text)}
            </Link>
          )}
        </div>
      </div>
    </ResultFrame>
  );
}
