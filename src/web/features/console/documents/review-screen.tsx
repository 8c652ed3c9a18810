import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { QueueDocument } from '#domain/console/calls';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useQueueDocument } from '../api/get-document';
import { Notice } from '../console-notices';
import { CONSOLE_PATHS } from '../console-paths';
import { atMinute } from '../console-table';
import { statusLabel } from './document-status';
import { FileViewer } from './file-viewer';
import { ReviewForm } from './review-form';

// /console/documents/:id: the file, what the reviewer judges it against beside it, and the decision.

export function ReviewScreen() {
  usePageTitle('Review a document | Kavacha console');
  const id = Number(useParams().id);
  const document = useQueueDocument(id);
  return (
    <>
      <Notice />
      <Link
        to={CONSOLE_PATHS.documents}
        className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Documents
      </Link>
      {document.data ? (
        <Review document={document.data} />
      ) : document.isError ? (
        <ErrorPanel
          title="The document could not be loaded"
          message={problemOf(document.error)}
          onRetry={() => void document.refetch()}
        />
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          Loading…
        </p>
      )}
    </>
  );
}

function Review({ document }: { document: QueueDocument }) {
  return (
    <>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {document.title}: {document.customer_name}
      </h1>
      <div className="mt-4 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label="File" className="min-w-0">
          <FileViewer document={document} />
        </section>
        <aside aria-labelledby="document-facts" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="document-facts" className="text-lg font-semibold text-slate-900">
            About this document
          </h2>
          <DetailList
            rows={[
              ['Status', statusLabel(document.status)],
              ...(document.reason ? [['Reason', document.reason] as const] : []),
              ['Submitted at', atMinute(document.submitted_at)],
              ['Insurer', document.company_name],
              ['Customer', document.customer_name],
              ['Vehicle number', document.vehicle_number ?? '—'],
              ['Application', `#${document.application_id}`],
              ['File', document.file_name ?? '—'],
            ]}
          />
          {document.status === DOCUMENT_STATUS.submitted && (
            <ReviewForm key={document.id} document={document} />
          )}
        </aside>
      </div>
    </>
  );
}
