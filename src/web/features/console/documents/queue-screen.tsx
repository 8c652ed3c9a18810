import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { QueueDocument } from '#domain/console/calls';
import { documentQueueQuerySchema } from '#domain/console/calls';
import { usePageTitle } from '#web/components/use-page-title';
import { useDocumentQueue } from '../api/get-documents';
import { Notice } from '../console-notices';
import { documentPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { DOCUMENT_STATUSES } from './document-status';

// /console/documents: the documents of a status, oldest first; submitted ones are the queue to review.

const column = createColumnHelper<QueueDocument>();
const COLUMNS = [
  column.accessor('submitted_at', { header: 'Submitted at', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('company_name', { header: 'Insurer' }),
  column.accessor('customer_name', { header: 'Customer' }),
  column.accessor('vehicle_number', { header: 'Vehicle number', cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('title', {
    header: 'Document',
    cell: (cell) => (
      <Link to={documentPath(cell.row.original.id)} className="font-semibold text-brand-800 underline">
        {cell.getValue()}
      </Link>
    ),
  }),
];

export function QueueScreen() {
  usePageTitle('Documents | Kavacha console');
  const { query, change } = useTableQuery(documentQueueQuerySchema);
  const documents = useDocumentQueue(query);
  const status = DOCUMENT_STATUSES.find((choice) => choice.value === query.status)!;
  return (
    <>
      <Notice />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Documents</h1>
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Status
          <select
            name="status"
            value={query.status}
            onChange={(event) => change({ status: event.target.value, page: 1 })}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
          >
            {DOCUMENT_STATUSES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption={`${status.label} documents, oldest first`}
        columns={COLUMNS}
        result={documents}
        query={query}
        change={change}
        empty={`No ${status.label.toLowerCase()} documents`}
      />
    </>
  );
}
