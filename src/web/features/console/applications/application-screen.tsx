import { ArrowLeft, ChevronRight } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type {
  ApplicationDetail,
  ApplicationDocument,
  ApplicationPayment,
  GatewayNotification,
} from '#domain/console/applications';
import { STAGE_LABELS } from '#domain/console/applications';
import { formatRupees } from '#domain/money';
import { TYPE_OF_COVER } from '#domain/motor/vehicle-types';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useApplication } from '../api/get-application';
import { CONSOLE_PATHS, documentPath } from '../console-paths';
import { atMinute } from '../console-table';
import { statusLabel } from '../documents/document-status';
import { detailLines, eventLabel, outcomeLabel, PAYMENT_STATUSES } from './labels';

// /console/applications/:id: the application, its history as a timeline, its documents, and its payments
// with the gateway's notifications, each opened on demand.

const card = 'rounded-2xl border border-slate-200 bg-white p-4';
const heading = 'text-lg font-semibold text-slate-900';

export function ApplicationScreen() {
  usePageTitle('Application | Kavacha console');
  const id = Number(useParams().id);
  const application = useApplication(id);
  return (
    <>
      <Link
        to={CONSOLE_PATHS.applications}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Applications
      </Link>
      {application.data ? (
        <Application application={application.data} />
      ) : application.isError ? (
        <ErrorPanel
          title="The application could not be loaded"
          message={problemOf(application.error)}
          onRetry={() => void application.refetch()}
        />
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          Loading…
        </p>
      )}
    </>
  );
}

function Application({ application }: { application: ApplicationDetail }) {
  const { vehicle } = application;
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {application.qot_number}: {application.customer_name}
      </h1>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="application-facts" className={card}>
          <h2 id="application-facts" className={heading}>
            About this application
          </h2>
          <DetailList
            rows={[
              ['Stage', STAGE_LABELS[application.stage]],
              ['Insurer', application.company_name],
              ['Cover', TYPE_OF_COVER[application.cover_type]],
              ['Amount', formatRupees(application.amount_cents)],
              ['Customer', application.customer_name],
              ['Mobile', application.mobile],
              ['Email', application.email],
              ['Vehicle', `${vehicle.make} ${vehicle.model} (${vehicle.vehicle_type})`],
              ['Year', vehicle.manufacture_year === 0 ? '—' : String(vehicle.manufacture_year)],
              ['Vehicle number', application.vehicle_number ?? '—'],
              ['Bought at', atMinute(application.created_at)],
              ['Paid at', atMinute(application.paid_at)],
            ]}
          />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <History application={application} />
          <Documents documents={application.documents} />
          <Payments application={application} />
        </div>
      </div>
    </>
  );
}

function History({ application }: { application: ApplicationDetail }) {
  return (
    <section aria-labelledby="history-title" className={card}>
      <h2 id="history-title" className={heading}>
        History
      </h2>
      <ol className="mt-3 border-l-2 border-brand-200 pl-4">
        {application.history.map((event) => (
          <li key={event.id} className="relative pb-3 last:pb-0">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700"
            />
            <p className="text-sm text-slate-700">
              <time dateTime={event.at}>{atMinute(event.at)}</time>
            </p>
            <p className="font-semibold text-slate-900">{eventLabel(event.status)}</p>
            {detailLines(event.detail).map((line) => (
              <p key={line} className="text-sm break-words text-slate-700">
                {line}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Documents({ documents }: { documents: ApplicationDocument[] }) {
  return (
    <section aria-labelledby="documents-title" className={card}>
      <h2 id="documents-title" className={heading}>
        Documents
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {documents.map((document) => (
          <li
            key={document.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
          >
            {document.file_name === null ? (
              <span className="font-semibold text-slate-900">{document.title}</span>
            ) : (
              <Link to={documentPath(document.id)} className="font-semibold text-brand-800 underline">
                {document.title}
              </Link>
            )}
            <span className="text-slate-900">
              {statusLabel(document.status)}
              {document.reason && `: ${document.reason}`}
              <span className="text-sm text-slate-700"> ({atMinute(document.updated_at)})</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Payments({ application }: { application: ApplicationDetail }) {
  return (
    <section aria-labelledby="payments-title" className={card}>
      <h2 id="payments-title" className={heading}>
        Payments
      </h2>
      {application.payments.length === 0 ? (
        <p className="mt-2 text-slate-700">No payment has been tried.</p>
      ) : (
        application.payments.map((payment) => (
          <PaymentFacts key={payment.id} payment={payment} bodies={application.notification_bodies} />
        ))
      )}
    </section>
  );
}

function PaymentFacts({ payment, bodies }: { payment: ApplicationPayment; bodies: boolean }) {
  return (
    <article aria-label={`Payment ${payment.order_id}`} className="mt-3 border-t border-slate-200 pt-3">
      <h3 className="font-semibold break-all text-slate-900">Order {payment.order_id}</h3>
      <DetailList
        columns
        rows={[
          ['Status', PAYMENT_STATUSES[payment.status] + (payment.applied ? ' (paid the application)' : '')],
          ['Gateway says', payment.status_message ?? '—'],
          ['Amount', formatRupees(payment.amount_cents)],
          ['Provider', payment.provider],
          ['Gateway reference', payment.provider_payment_id ?? '—'],
          ['Started at', atMinute(payment.created_at)],
        ]}
      />
      <h4 className="mt-3 font-semibold text-slate-900">
        Gateway notifications ({payment.notifications.length})
      </h4>
      {!bodies && (
        <p className="text-sm text-slate-700">What the gateway sent is not shown to insurers' staff.</p>
      )}
      <ul className="mt-1 flex flex-col gap-2">
        {payment.notifications.map((notification) => (
          <li key={notification.id}>
            <Notification notification={notification} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function Notification({ notification }: { notification: GatewayNotification }) {
  const summary = `${atMinute(notification.received_at)}: ${outcomeLabel(notification.outcome)}, signature ${
    notification.signature_valid ? 'valid' : 'not valid'
  }`;
  const shown = notification.body ?? notification.refused;
  if (shown === null) return <p className="text-sm text-slate-900">{summary}</p>;
  return (
    <details className="group rounded-lg border border-slate-200">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 text-sm font-medium text-slate-900">
        <ChevronRight
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-open:rotate-90"
        />
        {summary}
      </summary>
      <div className="border-t border-slate-200 px-3 py-2">
        {notification.refused && (
          <p className="mb-1 text-sm text-slate-700">
            Refused: only its start is kept ({notification.refused.bytes} bytes, SHA-256{' '}
            <span className="break-all">{notification.refused.sha256}</span>).
          </p>
        )}
        <pre className="font-mono text-xs break-all whitespace-pre-wrap text-slate-900">
          {notification.body ? JSON.stringify(notification.body, null, 2) : notification.refused?.excerpt}
        </pre>
      </div>
    </details>
  );
}
