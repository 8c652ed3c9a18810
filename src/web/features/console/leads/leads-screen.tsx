import { createColumnHelper } from '@tanstack/react-table';
import type { FormEvent } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Lead, LEAD_SORTS, LeadQuery } from '#domain/console/leads';
import { leadQuerySchema, MAX_LEAD_SEARCH } from '#domain/console/leads';
import { secondaryButton } from '#web/components/ui/buttons';
import { usePageTitle } from '#web/components/use-page-title';
import { useAssignees } from '../api/get-assignees';
import { useLeads } from '../api/get-leads';
import { leadPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
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
  const searchId = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ q: String(new FormData(event.currentTarget).get('q')).trim(), page: 1 });
  };
  const assigneeChoices = [
    ANY,
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody' },
    ...(assignees.data ?? []).map(({ id, name }) => ({ value: String(id), label: name })),
  ];
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Leads</h1>
      <form role="search" onSubmit={search} className="mb-3 flex flex-wrap items-end gap-2">
        <div className="flex max-w-full flex-col gap-1">
          <label htmlFor={searchId} className="font-medium text-slate-900">
            Search
          </label>
          <p id={`${searchId}-hint`} className="text-sm text-slate-700">
            A name, mobile number, e-mail or lead number.
          </p>
          <input
            id={searchId}
            name="q"
            type="search"
            key={query.q}
            defaultValue={query.q}
            maxLength={MAX_LEAD_SEARCH}
            aria-describedby={`${searchId}-hint`}
            className="min-h-11 w-72 max-w-full rounded-lg border border-slate-400 bg-white px-3"
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      {/* Two filters a row on a phone, all in a row where they fit. */}
      <div className="mb-4 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
        <Filter
          label="Status"
          name="status"
          value={query.status}
          choices={[ANY, ...choicesOf(STATUS_LABELS)]}
          change={change}
        />
        <Filter
          label="Kind"
          name="kind"
          value={query.kind}
          choices={[ANY, ...choicesOf(KIND_LABELS)]}
          change={change}
        />
        <Filter
          label="Assigned to"
          name="assignee"
          value={query.assignee}
          choices={assigneeChoices}
          change={change}
        />
        <Filter
          label="CRM"
          name="crm"
          value={query.crm}
          choices={[ANY, ...choicesOf(CRM_LABELS)]}
          change={change}
        />
        <Filter
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

function Filter({
  label,
  name,
  value,
  choices,
  change,
}: {
  label: string;
  name: string;
  value: string | number | undefined;
  choices: { value: string; label: string }[];
  change: (changes: Record<string, string | number | undefined>) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => change({ [name]: event.target.value, page: 1 })}
        className="min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3"
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
