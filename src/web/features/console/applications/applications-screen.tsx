import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ApplicationRow, Pipeline } from '#domain/console/applications';
import { applicationQuerySchema, STAGE_LABELS } from '#domain/console/applications';
import { formatRupees } from '#domain/money';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useApplications } from '../api/get-applications';
import { useInsurers } from '../api/get-insurers';
import { usePipeline } from '../api/get-pipeline';
import { Problem } from '../console-notices';
import { applicationPath } from '../console-paths';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { FilterSelect, SearchForm } from '../table-filters';
import { useStaff } from '../signed-in';

// /console/applications: the pipeline, each stage's count a filter of the table below it, and the
// applications of the stage, insurer and search in the URL, newest or oldest first.

const column = createColumnHelper<ApplicationRow>();
const COLUMNS = [
  column.accessor('created_at', { header: 'Bought at', cell: (cell) => atMinute(cell.getValue()) }),
  column.accessor('qot_number', {
    header: 'QOT number',
    cell: (cell) => (
      <Link to={applicationPath(cell.row.original.id)} className="font-semibold text-brand-800 underline">
        {cell.getValue()}
      </Link>
    ),
  }),
  column.accessor('stage', { header: 'Stage', cell: (cell) => STAGE_LABELS[cell.getValue()] }),
  column.accessor('company_name', { header: 'Insurer' }),
  column.accessor('customer_name', { header: 'Customer' }),
  column.accessor('mobile', { header: 'Mobile' }),
  column.accessor('vehicle_number', { header: 'Vehicle number', cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('amount_cents', {
    header: 'Amount',
    cell: (cell) => <span className="whitespace-nowrap tabular-nums">{formatRupees(cell.getValue())}</span>,
  }),
];

export function ApplicationsScreen() {
  usePageTitle('Applications | Kavacha console');
  const { query, change } = useTableQuery(applicationQuerySchema);
  const applications = useApplications(query);
  // An insurer's staff member sees their own insurer's applications only: no insurer to choose.
  const seesAll = useStaff().role !== 'insurer';
  const insurers = useInsurers(seesAll);
  const stage = query.stage && STAGE_LABELS[query.stage];
  const caption = [
    stage ? `Applications at ${stage}` : 'All applications',
    query.q && `matching '${query.q}'`,
    query.order === 'oldest' ? 'oldest first' : 'newest first',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Applications</h1>
      <PipelineCounts selected={query.stage} choose={(chosen) => change({ stage: chosen, page: 1 })} />
      <div className="mt-6 mb-4 flex flex-wrap items-end gap-3">
        <SearchForm
          label="Search"
          hint="QOT number, customer name, mobile or vehicle number"
          value={query.q}
          change={change}
        />
        {seesAll && (
          <FilterSelect
            label="Insurer"
            name="insurer"
            value={query.insurer}
            choices={[
              { value: '', label: 'All insurers' },
              ...(insurers.data ?? []).map((insurer) => ({
                value: String(insurer.id),
                label: insurer.company_name,
              })),
            ]}
            change={change}
          />
        )}
        <FilterSelect
          label="Order"
          name="order"
          value={query.order}
          choices={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
          change={change}
        />
      </div>
      <DataTable
        caption={caption}
        columns={COLUMNS}
        result={applications}
        query={query}
        change={change}
        empty="No applications"
      />
    </>
  );
}

/** The pipeline: a count per stage; an application stage's count filters the table, 'All' clears it. */
function PipelineCounts({
  selected,
  choose,
}: {
  selected: string | undefined;
  choose: (stage: string | undefined) => void;
}) {
  const pipeline = usePipeline();
  if (pipeline.isError)
    return <Problem message={`The pipeline could not be loaded: ${problemOf(pipeline.error)}`} />;
  const total = pipeline.data?.stages
    .filter(({ stage }) => stage !== 'quoted')
    .reduce((sum, { count }) => sum + count, 0);
  return (
    <section aria-labelledby="pipeline-title">
      <h2 id="pipeline-title" className="mb-2 text-lg font-semibold text-slate-900">
        Pipeline
      </h2>
      {pipeline.data ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
          <StageCount
            label="All applications"
            count={total ?? 0}
            pressed={selected === undefined}
            onClick={() => choose(undefined)}
          />
          {pipeline.data.stages.map(({ stage, count }) =>
            stage === 'quoted' ? (
              <li key={stage} className="rounded-xl border border-dashed border-slate-300 bg-white p-3">
                <span className="block text-sm text-slate-700">Quoted, not bought</span>
                <span className="block text-2xl font-bold text-slate-900 tabular-nums">{count}</span>
              </li>
            ) : (
              <StageCount
                key={stage}
                label={STAGE_LABELS[stage]}
                count={count}
                pressed={selected === stage}
                onClick={() => choose(stage)}
                note={stage === 'documents' ? documentsNote(pipeline.data) : undefined}
              />
            ),
          )}
        </ul>
      ) : (
        <p role="status" className="text-slate-700">
          Loading…
        </p>
      )}
    </section>
  );
}

const documentsNote = ({ documents }: Pipeline) =>
  `${documents.accepted} all accepted, ${documents.rejected} with a rejection`;

function StageCount(props: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
  note?: string;
}) {
  const { label, count, pressed, onClick, note } = props;
  return (
    <li>
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onClick}
        className={`flex h-full w-full flex-col items-start rounded-xl border p-3 text-left ${
          pressed
            ? 'border-brand-700 bg-brand-700 text-white'
            : 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50'
        }`}
      >
        <span className={`text-sm ${pressed ? 'text-white' : 'text-slate-700'}`}>{label}</span>
        <span className="text-2xl font-bold tabular-nums">{count}</span>
        {note && <span className={`text-xs ${pressed ? 'text-white' : 'text-slate-700'}`}>{note}</span>}
      </button>
    </li>
  );
}
