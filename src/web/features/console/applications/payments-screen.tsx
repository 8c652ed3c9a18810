import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import type { PaymentRow } from '#domain/console/applications';
import { paymentQuerySchema } from '#domain/console/applications';
import { formatRupees } from '#domain/money';
import { ATTEMPT_STATUSES, PAYMENT_PROVIDERS } from '#domain/motor/payment';
import { secondaryButton } from '#web/components/ui/buttons';
import { usePageTitle } from '#web/components/use-page-title';
import { usePayments } from '../api/get-payments';
import { applicationPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { PAYMENT_STATUSES } from './labels';

// /console/payments (admins and operators): every payment attempt, newest first, by status (refunds and
// charge-backs as the gateway reported them) and provider, or found by order id or QOT number.

const column = createColumnHelper<PaymentRow>();
const COLUMNS = [
  column.accessor('created_at', { header: 'Started at', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: (cell) => PAYMENT_STATUSES[cell.getValue()] + (cell.row.original.applied ? ' (applied)' : ''),
  }),
  column.accessor('status_message', { header: 'Gateway says', cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('amount_cents', {
    header: 'Amount',
    cell: (cell) => <span className="whitespace-nowrap tabular-nums">{formatRupees(cell.getValue())}</span>,
  }),
  column.accessor('qot_number', {
    header: 'Application',
    cell: (cell) => (
      <Link
        to={applicationPath(cell.row.original.application_id)}
        className="font-semibold text-brand-800 underline"
      >
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('company_name', { header: 'Insurer' }),
  column.accessor('provider', { header: 'Provider' }),
  column.accessor('order_id', {
    header: 'Order id',
    cell: (cell) => <span className="font-mono text-xs break-all">{cell.getValue()}</span>,
  }),
  column.accessor('notifications', { header: 'Notifications' }),
];

const fieldLook = 'min-h-11 rounded-lg border border-slate-400 bg-white px-3';

export function PaymentsScreen() {
  usePageTitle('Payments | Kavacha console');
  const { query, change } = useTableQuery(paymentQuerySchema);
  const payments = usePayments(query);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: String(new FormData(event.currentTarget).get('q')).trim(), page: 1 });
  };
  const caption = [
    query.status ? `${PAYMENT_STATUSES[query.status]} payments` : 'All payments',
    query.provider && `by ${query.provider}`,
    query.q && `matching '${query.q}'`,
    'newest first',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Payments</h1>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col gap-1 font-medium text-slate-900">
            Order id or QOT number
            <input
              name="q"
              type="search"
              key={query.q}
              defaultValue={query.q}
              className={`${fieldLook} w-72 max-w-full`}
            />
          </label>
          <button type="submit" className={secondaryButton}>
            Search
          </button>
        </form>
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Status
          <select
            name="status"
            value={query.status ?? ''}
            onChange={(event) => change({ status: event.target.value, page: 1 })}
            className={fieldLook}
          >
            <option value="">All statuses</option>
            {ATTEMPT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENT_STATUSES[status]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium text-slate-900">
          Provider
          <select
            name="provider"
            value={query.provider ?? ''}
            onChange={(event) => change({ provider: event.target.value, page: 1 })}
            className={fieldLook}
          >
            <option value="">All providers</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider}>{provider}</option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        result={payments}
        query={query}
        change={change}
        empty="No payments"
      />
    </>
  );
}
