import { SlidersHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FilterValue, SortOrder } from './premium-list-view';
import { FILTERS, SORT_ORDERS } from './premium-list-view';

// Sort and filter above the premium list (decision 036): one short line on a phone, the filters behind a
// disclosure so the prices stay on the first screen.

interface ListControlsProps {
  sort: SortOrder;
  onSort: (sort: SortOrder) => void;
  filters: readonly FilterValue[];
  onFilters: (filters: FilterValue[]) => void;
}

const control = 'min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-medium text-slate-900';

export function ListControls({ sort, onSort, filters, onFilters }: ListControlsProps) {
  const { i18n } = useLingui();
  const toggle = (value: FilterValue) =>
    onFilters(filters.includes(value) ? filters.filter((chosen) => chosen !== value) : [...filters, value]);
  return (
    <div className="flex flex-wrap items-start gap-2 text-sm">
      {/* A select is as wide as its longest option: capped, so a long name in Tamil wraps the line instead. */}
      <label className="flex max-w-full min-w-0 items-center gap-2">
        <span className="font-medium text-slate-800">
          <Trans>Sort by</Trans>
        </span>
        <select
          name="sort"
          value={sort}
          onChange={(event) => onSort(event.target.value as SortOrder)}
          className={`${control} min-w-0`}
        >
          {SORT_ORDERS.map((order) => (
            <option key={order.value} value={order.value}>
              {i18n._(order.label)}
            </option>
          ))}
        </select>
      </label>
      <details className="group open:basis-full">
        <summary
          className={`${control} inline-flex cursor-pointer list-none items-center gap-1.5 text-brand-800 [&::-webkit-details-marker]:hidden`}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <Trans>Filter</Trans>
          {filters.length > 0 && ` (${filters.length})`}
        </summary>
        <fieldset className="mt-2 rounded-lg border border-slate-200 bg-white p-3">
          <legend className="sr-only">
            <Trans>Show only insurers whose cover includes</Trans>
          </legend>
          <p aria-hidden="true" className="mb-1 text-slate-700">
            <Trans>Show only insurers whose cover includes:</Trans>
          </p>
          <div className="flex flex-wrap gap-x-4">
            {FILTERS.map((filter) => (
              <label key={filter.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="checkbox"
                  name="include"
                  value={filter.value}
                  checked={filters.includes(filter.value)}
                  onChange={() => toggle(filter.value)}
                  className="size-5 cursor-pointer accent-brand-700"
                />
                {i18n._(filter.label)}
              </label>
            ))}
          </div>
        </fieldset>
      </details>
    </div>
  );
}
