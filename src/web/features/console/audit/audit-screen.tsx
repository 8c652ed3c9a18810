import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import type { AuditEntry } from '#domain/console/calls';
import { auditQuerySchema } from '#domain/console/calls';
import { secondaryButton } from '#web/components/ui/buttons';
import { usePageTitle } from '#web/components/use-page-title';
import { useAuditLog } from '../api/get-audit';
import { atMinute, DataTable, useTableQuery } from '../console-table';

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
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ action: String(new FormData(event.currentTarget).get('action')).trim(), page: 1 });
  };
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
        <form role="search" onSubmit={filter} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 font-medium text-slate-900">
            Action
            <input
              name="action"
              key={query.action}
              defaultValue={query.action}
              className="min-h-11 rounded-lg border border-slate-400 bg-white px-3"
            />
          </label>
          <button type="submit" className={secondaryButton}>
            Filter
          </button>
        </form>
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
