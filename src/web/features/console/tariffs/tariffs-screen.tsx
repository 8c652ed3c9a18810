import { createColumnHelper } from '@tanstack/react-table';
import { useId } from 'react';
import { z } from 'zod';
import { pageQuerySchema } from '#domain/console/calls';
import type { TariffVersion } from '#domain/console/tariffs';
import { quietButton } from '#web/components/ui/buttons';
import { usePageTitle } from '#web/components/use-page-title';
import { problemOf } from '../api/console-call';
import { useWithdrawTariff } from '../api/change-tariffs';
import { useInsurers } from '../api/get-insurers';
import { tariffFileUrl, useTariffVersions } from '../api/get-tariffs';
import { atMinute, DataTable, useTableQuery } from '../console-table';
import { Problem } from '../console-notices';
import { PromotionsSection } from './promotions-section';
import { UploadForm } from './upload-form';

// /console/tariffs (admins, decision 046): an insurer's tariff versions, each downloadable as JSON or CSV
// to edit and upload again; a new version uploaded, previewed and scheduled; the insurer's promotions.
// The insurer and both tables' pages live in the URL.

const screenQuerySchema = pageQuerySchema.extend({
  company_id: z.coerce.number().int().positive().optional(),
  promo_page: pageQuerySchema.shape.page,
  promo_size: pageQuerySchema.shape.size,
});

const fileLink = 'inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 underline';

function VersionActions({ version }: { version: TariffVersion }) {
  const withdraw = useWithdrawTariff();
  return (
    <div className="flex flex-wrap items-center gap-1">
      {(['json', 'csv'] as const).map((format) => (
        <a key={format} href={tariffFileUrl(version.id, format)} download className={fileLink}>
          {format.toUpperCase()}
          <span className="sr-only"> file of version {version.version}</span>
        </a>
      ))}
      {version.state === 'scheduled' && (
        <button
          type="button"
          onClick={() => !withdraw.isPending && withdraw.mutate(version.id)}
          aria-disabled={withdraw.isPending}
          className={`${quietButton} whitespace-nowrap`}
        >
          Withdraw<span className="sr-only"> version {version.version}</span>
        </button>
      )}
      {withdraw.error && <Problem message={problemOf(withdraw.error)} className="w-full" />}
    </div>
  );
}

const column = createColumnHelper<TariffVersion>();
const COLUMNS = [
  column.accessor('version', { header: 'Version' }),
  column.accessor('effective_from', { header: 'In force from' }),
  column.accessor('effective_to', { header: 'Until', cell: (cell) => cell.getValue() ?? '—' }),
  column.accessor('state', { header: 'State' }),
  column.accessor('sample', { header: 'Sample rates', cell: (cell) => (cell.getValue() ? 'Yes' : 'No') }),
  column.accessor('created_at', { header: 'Uploaded', cell: (cell) => atMinute(cell.getValue()) }),
  column.display({
    id: 'file',
    header: 'File and actions',
    cell: (cell) => <VersionActions version={cell.row.original} />,
  }),
];

export function TariffsScreen() {
  usePageTitle('Tariffs | Kavacha console');
  const selectId = useId();
  const { query, change } = useTableQuery(screenQuerySchema);
  const insurers = useInsurers(true);
  const companyId = query.company_id;
  const insurer = insurers.data?.find((company) => company.id === companyId);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Tariffs and promotions</h1>
      <div className="mb-6 max-w-md">
        <label htmlFor={selectId} className="mb-1.5 block font-medium text-slate-900">
          Insurer
        </label>
        <select
          id={selectId}
          value={companyId ?? ''}
          onChange={(event) => change({ company_id: event.target.value, page: 1, promo_page: 1 })}
          aria-busy={insurers.isPending || undefined}
          className="block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
        >
          <option value="">{insurers.isPending ? 'Loading…' : 'Choose the insurer'}</option>
          {(insurers.data ?? []).map((company) => (
            <option key={company.id} value={company.id}>
              {company.company_name}
            </option>
          ))}
        </select>
        {insurers.error && <Problem message={problemOf(insurers.error)} className="mt-2" />}
      </div>
      {companyId !== undefined && (
        <InsurerTariffs
          key={companyId}
          companyId={companyId}
          name={insurer?.company_name ?? 'the insurer'}
          query={query}
          change={change}
        />
      )}
    </>
  );
}

type ScreenQuery = z.output<typeof screenQuerySchema>;
type Change = ReturnType<typeof useTableQuery>['change'];

function InsurerTariffs({
  companyId,
  name,
  query,
  change,
}: {
  companyId: number;
  name: string;
  query: ScreenQuery;
  change: Change;
}) {
  const versions = useTariffVersions({ company_id: companyId, page: query.page, size: query.size });
  return (
    <>
      <section aria-labelledby="tariff-versions">
        <h2 id="tariff-versions" className="mb-3 text-xl font-semibold text-slate-900">
          Tariff versions
        </h2>
        <DataTable
          caption={`Tariff versions of ${name}, the latest start first`}
          columns={COLUMNS}
          result={versions}
          query={query}
          change={change}
          empty="No versions"
        />
      </section>
      <UploadForm companyId={companyId} />
      <PromotionsSection
        companyId={companyId}
        name={name}
        query={{ page: query.promo_page, size: query.promo_size }}
        change={({ page, size }) => change({ promo_page: page, promo_size: size })}
      />
    </>
  );
}
