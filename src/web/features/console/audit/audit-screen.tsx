import { createColumnHelper } from '@tanstack/react-table';
import type { AuditEntry } from '#domain/console/calls';
import { auditQuerySchema } from '#domain/console/calls';
import { usePageTitle } from '#web/components/use-page-title';
import { useAuditLog } from '../api/get-audit';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { SearchForm } from '../table-filters';

// /console/audit (admins): every staff action, newest first, with the record before and after it.

const Json = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? (
    '—'
  ) : (
    <pre className="max-w-md font-mono text-xs break-all whitespace-pre-wrap">
      {JSON.stringify(value, null, 2)}
    </pre>
  );

const column = createColumnHelper<AuditEntry>();
const COLUMNS = [
  column.accessor('at', { header: 'At', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('staff_email', { header: 'Staff', cell: (cell) => cell.getValue() ?? 'system' }),
  column.accessor('action', { header: 'Action' }),
  column.accessor('subject', { header: 'Subject' }),
  column.accessor('before', { header: 'Before', cell: (cell) => <Json value={cell.getValue()} /> }),
  column.accessor('after', { header: 'After', cell: (cell) => <Json value={cell.getValue()} /> }),
];

export function AuditScreen() {
  usePageTitle('Audit log | Kavacha console');
  const { query, change } = useTableQuery(auditQuerySchema);
  const audit = useAuditLog(query);
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
        <SearchForm label="Action" name="action" value={query.action} button="Filter" change={change} />
      </div>
      <DataTable
        caption={query.action ? `Actions '${query.action}', newest first` : 'All actions, newest first'}
        columns={COLUMNS}
        result={audit}
        query={query}
        change={change}
        empty="No actions"
      />
    </>
  );
}
