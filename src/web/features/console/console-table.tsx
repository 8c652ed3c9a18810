import type { UseQueryResult } from '@tanstack/react-query';
import type { ColumnDef, PaginationState, Updater } from '@tanstack/react-table';
import { flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { Page } from '#domain/console/calls';
import { formatIsoDate } from '#domain/dates';
import { secondaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { problemOf } from './api/console-call';

// The console's tables: the server sorts, filters and pages (issue 22: nothing loads every row); the
// page, its size and the filters live in the URL, so a table can be linked, reloaded and gone back to.

/** Values of the table's query to set; undefined or '' removes one from the URL. */
export type Changes = Record<string, string | number | undefined>;

/** The table's query read from the URL by the call's own schema; a bad value reads as the defaults. */
export function useTableQuery<S extends z.ZodType<{ page: number; size: number }>>(schema: S) {
  const [params, setParams] = useSearchParams();
  const parsed = schema.safeParse(Object.fromEntries(params));
  const query: z.output<S> = parsed.success ? parsed.data : schema.parse({});
  const change = (changes: Changes) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes))
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, String(value));
      return next;
    });
  return { query, change };
}

const HOUR_MINUTE = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A time as the console writes it: yyyy-mm-dd HH:mm, in the reader's time zone. The site's own date and
 * the browser's clock time rather than date-fns' format, whose modules would be split out of the chunks
 * the customer's pages share with the console.
 */
export function atMinute(iso: string | null): string {
  if (!iso) return '—';
  const time = new Date(iso);
  return `${formatIsoDate(time)} ${HOUR_MINUTE.format(time)}`;
}

const PAGE_SIZES = [10, 25, 50, 100];
const NO_ROWS: never[] = [];

interface DataTableProps<T> {
  caption: string;
  // TanStack's own type for a list of columns of mixed value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  result: UseQueryResult<Page<T>>;
  query: { page: number; size: number };
  change: (changes: Changes) => void;
  empty: string;
}

export function DataTable<T>({ caption, columns, result, query, change, empty }: DataTableProps<T>) {
  const captionId = useId();
  const pagination = { pageIndex: query.page - 1, pageSize: query.size };
  // The app runs no React Compiler, and the table's functions are used within this render only.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: result.data?.rows ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    rowCount: result.data?.total ?? 0,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      change({ page: next.pageIndex + 1, size: next.pageSize });
    },
  });
  if (result.isError && !result.data)
    return (
      <ErrorPanel
        title={`The ${caption.toLowerCase()} could not be loaded`}
        message={problemOf(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  const rows = table.getRowModel().rows;
  return (
    <div>
      {/* Focusable, so a keyboard can scroll a wide table inside its box on a phone; relative, so the
          screen readers' texts (sr-only, absolute) stay in the box too, not widening the page. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        <table className="w-full text-left text-sm" aria-busy={result.isFetching || undefined}>
          <caption id={captionId} className="px-3 py-2 text-left text-base font-semibold text-slate-900">
            {caption}
          </caption>
          <thead className="bg-slate-100 text-slate-900">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-200 align-top">
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr className="border-t border-slate-200">
                <td colSpan={columns.length} className="px-3 py-6 text-slate-700">
                  {/* Held at the box's left edge: a wide table on a phone does not scroll its one line away. */}
                  <span className="sticky left-3">{result.data ? empty : 'Loading…'}</span>
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <p className="text-slate-700">
          Page {query.page} of {Math.max(table.getPageCount(), 1)} ({result.data?.total ?? 0} in all)
        </p>
        <label className="flex items-center gap-2">
          Rows per page
          <select
            value={query.size}
            onChange={(event) => table.setPageSize(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-slate-400 bg-white px-2"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
        <div className="flex gap-2 sm:ml-auto">
          <button
            type="button"
            onClick={table.previousPage}
            disabled={!table.getCanPreviousPage()}
            className={`${secondaryButton} disabled:opacity-50`}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            Previous
          </button>
          <button
            type="button"
            onClick={table.nextPage}
            disabled={!table.getCanNextPage()}
            className={`${secondaryButton} disabled:opacity-50`}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
