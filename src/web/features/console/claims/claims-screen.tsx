import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { CLAIM_CATEGORY_LABELS, CLAIM_STATUS_LABELS } from '#domain/claims/claims';
import type { ClaimQuery, ClaimRow } from '#domain/console/claims';
import { claimQuerySchema, MAX_CLAIM_SEARCH } from '#domain/console/claims';
import { formatRupees } from '#domain/money';
import { usePageTitle } from '#web/components/use-page-title';
import { useClaims } from '../api/get-claims';
import { claimPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { choicesOf } from '../leads/lead-labels';
import { FilterSelect, SearchForm } from '../table-filters';

// /console/claims (every role; an insurer's staff see their insurer's claims): newest first, filtered by
// status and searched by claim reference, policy number or mobile number, a page at a time.

export const amountOf = (cents: number | null) => (cents === null ? '—' : formatRupees(cents));

const column = createColumnHelper<ClaimRow>();
const COLUMNS = [
  column.accessor('created_at', { header: 'Reported', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('claim_ref', {
    header: 'Reference',
    cell: (cell) => (
      <Link to={claimPath(cell.row.original.id)} className="font-mono font-semibold text-brand-800 underline">
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('policy_number', { header: 'Policy' }),
  column.accessor('company_name', { header: 'Insurer' }),
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor('category', { header: 'Category', cell: (cell) => CLAIM_CATEGORY_LABELS[cell.getValue()] }),
  column.accessor('status', { header: 'Status', cell: (cell) => CLAIM_STATUS_LABELS[cell.getValue()] }),
  column.accessor('amount_cents', { header: 'Estimated', cell: (cell) => amountOf(cell.getValue()) }),
  column.accessor('approved_cents', { header: 'Approved', cell: (cell) => amountOf(cell.getValue()) }),
];

export function ClaimsScreen() {
  usePageTitle('Claims | Kavacha console');
  const { query, change } = useTableQuery(claimQuerySchema);
  const claims = useClaims(query);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Claims</h1>
      <div className="mb-3">
        <SearchForm
          label="Search"
          hint="A claim reference, policy number or mobile number."
          value={query.q}
          maxLength={MAX_CLAIM_SEARCH}
          change={change}
        />
      </div>
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Status"
          name="status"
          value={query.status}
          choices={[{ value: '', label: 'Any' }, ...choicesOf(CLAIM_STATUS_LABELS)]}
          change={change}
        />
      </div>
      <DataTable
        caption={captionOf(query)}
        columns={COLUMNS}
        result={claims}
        query={query}
        change={change}
        empty="No claims match"
      />
    </>
  );
}

const captionOf = (query: ClaimQuery) =>
  `Claims${query.status ? ` ${CLAIM_STATUS_LABELS[query.status].toLowerCase()}` : ''}${query.q ? ` matching '${query.q}'` : ''}, newest first`;
