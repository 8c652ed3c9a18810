import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { PaymentRow } from '#domain/console/applications';
import { paymentQuerySchema } from '#domain/console/applications';
import { formatRupees } from '#domain/money';
import { ATTEMPT_STATUSES, PAYMENT_PROVIDERS } from '#domain/motor/payment';
import { usePageTitle } from '#web/components/use-page-title';
import { usePayments } from '../api/get-payments';
import { applicationPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { FilterSelect, SearchForm } from '../table-filters';
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

export function PaymentsScreen() {
  usePageTitle('Payments | Kavacha console');
  const { query, change } = useTableQuery(paymentQuerySchema);
  const payments = usePayments(query);
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
        <SearchForm label="Order id or QOT number" value={query.q} change={change} />
        <FilterSelect
          label="Status"
          name="status"
          value={query.status}
          choices={[
            { value: '', label: 'All statuses' },
            ...ATTEMPT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUSES[status] })),
          ]}
          change={change}
        />
        <FilterSelect
          label="Provider"
          name="provider"
          value={query.provider}
          choices={[
            { value: '', label: 'All providers' },
            ...PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: provider })),
          ]}
          change={change}
        />
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
