import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { QueueDocument } from '#domain/console/calls';
import { documentQueueQuerySchema } from '#domain/console/calls';
import { usePageTitle } from '#web/components/use-page-title';
import { useDocumentQueue } from '../api/get-documents';
import { Notice } from '../console-notices';
import { documentPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { FilterSelect } from '../table-filters';
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
        <FilterSelect
          label="Status"
          name="status"
          value={query.status}
          choices={DOCUMENT_STATUSES.map(({ value, label }) => ({ value: String(value), label }))}
          change={change}
        />
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
