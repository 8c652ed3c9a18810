import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { Lead, LEAD_SORTS, LeadQuery } from '#domain/console/leads';
import { leadQuerySchema, MAX_LEAD_SEARCH } from '#domain/console/leads';
import { usePageTitle } from '#web/components/use-page-title';
import { useAssignees } from '../api/get-assignees';
import { useLeads } from '../api/get-leads';
import { leadPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { FilterSelect, SearchForm } from '../table-filters';
import { choicesOf, CRM_LABELS, crmSummary, KIND_LABELS, STATUS_LABELS } from './lead-labels';

// /console/leads (admins and operators): inquiries, callbacks and campaign leads in one inbox, newest
// first; filtered by status, kind, assignee and CRM delivery, and searched by name, mobile, e-mail or id.
// Every filter is the URL's and the server's: only one page of leads is ever loaded.

const column = createColumnHelper<Lead>();
const COLUMNS = [
  column.accessor('created_at', { header: 'Received', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('name', {
    header: 'Name',
    cell: (cell) => (
      <Link to={leadPath(cell.row.original.id)} className="font-semibold text-brand-800 underline">
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor('kind', { header: 'Kind', cell: (cell) => KIND_LABELS[cell.getValue()] }),
  column.accessor('status', { header: 'Status', cell: (cell) => STATUS_LABELS[cell.getValue()] }),
  column.accessor('assignee', { header: 'Assigned to', cell: (cell) => cell.getValue()?.name ?? '—' }),
  column.accessor('crm', { header: 'CRM', cell: (cell) => crmSummary(cell.getValue()) }),
];

const SORT_LABELS: Record<(typeof LEAD_SORTS)[number], string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
};
const ANY = { value: '', label: 'Any' };

export function LeadsScreen() {
  usePageTitle('Leads | Kavacha console');
  const { query, change } = useTableQuery(leadQuerySchema);
  const leads = useLeads(query);
  const assignees = useAssignees();
  const assigneeChoices = [
    ANY,
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...(assignees.data ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
  ];
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Leads</h1>
      <div className="mb-3">
        <SearchForm
          label="Search"
          hint="A name, mobile number, e-mail or lead number."
          value={query.q}
          maxLength={MAX_LEAD_SEARCH}
          change={change}
        />
      </div>
      {/* Two filters a row on a phone, all in a row where they fit. */}
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <FilterSelect
          label="Status"
          name="status"
          value={query.status}
          choices={[ANY, ...choicesOf(STATUS_LABELS)]}
          change={change}
        />
        <FilterSelect
          label="Kind"
          name="kind"
          value={query.kind}
          choices={[ANY, ...choicesOf(KIND_LABELS)]}
          change={change}
        />
        <FilterSelect
          label="Assigned to"
          name="assignee"
          value={query.assignee}
          choices={assigneeChoices}
          change={change}
        />
        <FilterSelect
          label="CRM"
          name="crm"
          value={query.crm}
          choices={[ANY, ...choicesOf(CRM_LABELS)]}
          change={change}
        />
        <FilterSelect
          label="Order"
          name="sort"
          value={query.sort}
          choices={choicesOf(SORT_LABELS)}
          change={change}
        />
      </div>
      <DataTable
        caption={captionOf(query)}
        columns={COLUMNS}
        result={leads}
        query={query}
        change={change}
        empty="No leads match"
      />
    </>
  );
}

/** The table's name says what it shows: the search and the order. */
const captionOf = (query: LeadQuery) =>
  `Leads${query.q ? ` matching '${query.q}'` : ''}, ${SORT_LABELS[query.sort].toLowerCase()}`;
