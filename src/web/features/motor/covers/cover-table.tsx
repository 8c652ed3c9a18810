import { Check, Repeat, X } from 'lucide-react';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '#web/components/layout/site-links';
import type { CoversAnswer } from '../api/get-covers';
import type { InsurerFacts } from '../api/get-insurer-facts';
import type { SaleQuery } from '../comparison-query';
import { InsurerLogo, QuotationAction, QuotationPrice } from '../quotation-parts';
import type { Row } from './comparison-rows';
import { comparisonRows, differing, priceOrder } from './comparison-rows';

// Section 2.4: companies as columns (cheapest first), basic covers as rows, then the insurers' excess,
// agency repair and claims hotline (decision 036). Two columns fit a phone; a third scrolls sideways
// inside the table's own focusable region (the page never does), the row names pinned at the left. On a
// phone the region also scrolls down within the screen, so the insurers' names, prices and BUY NOW stay
// pinned at its top; from 768 px they stay pinned at the top of the window.

const rowHeader =
  'sticky left-0 z-[1] w-24 bg-white px-2 py-3 text-left align-top font-medium text-slate-800 sm:w-52 sm:px-4';
const cell = 'px-2 py-3 align-top sm:px-4';
const pinned = 'sticky top-0 z-[2] bg-slate-50 shadow-[inset_0_-2px_0_rgb(203_213_225)]';

/** TRUE is a tick, FALSE a cross, each with words for screen readers; anything else is shown as it is. */
function CellValue({ row, value }: { row: Row; value: string | null }) {
  const { t } = useLingui();
  if (value === null) return <>{row.kind === 'cover' ? t`Not stated` : t`Ask the insurer`}</>;
  if (row.kind === 'hotline')
    return (
      <a href={telHref(value)} className="font-semibold whitespace-nowrap text-brand-800 underline">
        {value}
      </a>
    );
  if (row.kind === 'fact') return <>{value}</>;
  if (value === 'TRUE')
    return (
      <>
        <Check aria-hidden="true" className="size-6 text-green-700" strokeWidth={3} />
        <span className="sr-only">
          <Trans>Included</Trans>
        </span>
      </>
    );
  if (value === 'FALSE')
    return (
      <>
        <X aria-hidden="true" className="size-6 text-red-700" strokeWidth={3} />
        <span className="sr-only">
          <Trans>Not included</Trans>
        </span>
      </>
    );
  return <>{value}</>;
}

interface CoverTableProps {
  covers: CoversAnswer;
  /** The insurers' facts by company code; their rows are left out until they arrive. */
  facts: ReadonlyMap<string, InsurerFacts> | undefined;
  unqHash: string;
  sale: SaleQuery;
  /** True while a swapped-in quotation's covers load; the previous table stays meanwhile. */
  updating: boolean;
  /** Change the quotation at `position` of the URL's choice. */
  onChange: (position: number, opener: HTMLButtonElement) => void;
}

export function CoverTable({ covers, facts, unqHash, sale, updating, onChange }: CoverTableProps) {
  const { i18n } = useLingui();
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const columns = priceOrder(covers.company_details);
  const all = comparisonRows(covers, columns, facts, i18n);
  const rows = differencesOnly ? differing(all) : all;
  const hidden = all.length - rows.length;
  return (
    <div className="space-y-3">
      <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          role="switch"
          name="differences_only"
          checked={differencesOnly}
          onChange={(event) => setDifferencesOnly(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-7 w-12 shrink-0 rounded-full bg-slate-400 transition-colors peer-checked:bg-brand-700 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:transition-transform peer-checked:after:translate-x-5 motion-reduce:transition-none motion-reduce:after:transition-none"
        />
        <Trans>Differences only</Trans>
        {differencesOnly && (
          <span className="font-normal text-slate-700">
            <Trans>({hidden} rows alike hidden)</Trans>
          </span>
        )}
      </label>
      <div
        role="region"
        aria-labelledby="cover-table-caption"
        // Focusable, so the table can be scrolled by keyboard at 360 px. Relative, so the cells'
        // screen-reader texts (absolutely placed) scroll with it instead of widening the page.
        tabIndex={0}
        className="relative max-h-[calc(100dvh-2rem)] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:max-h-none md:overflow-visible"
      >
        <table
          aria-busy={updating || undefined}
          className={`w-full border-collapse text-sm ${updating ? 'opacity-60' : ''}`}
        >
          <caption id="cover-table-caption" className="sr-only">
            <Trans>Covers of the chosen quotations, one column per insurer, cheapest first</Trans>
          </caption>
          <thead>
            <tr>
              <td className={`${rowHeader} ${pinned} z-[3] rounded-tl-2xl`} />
              {columns.map(({ item, position }) => (
                // Keyed by URL position: a swap keeps the element, so focus can return to its Change button.
                <th
                  key={position}
                  scope="col"
                  className={`${cell} ${pinned} min-w-28 space-y-1.5 text-left font-normal`}
                >
                  <InsurerLogo item={item} className="w-20 sm:w-36" />
                  <QuotationPrice item={item} compact />
                  <QuotationAction
                    item={item}
                    unqHash={unqHash}
                    sale={sale}
                    className="w-full px-2! whitespace-nowrap"
                  />
                </th>
              ))}
            </tr>
            <tr className="border-b border-slate-200">
              <th scope="row" className={rowHeader}>
                <span className="sr-only">
                  <Trans>Change the insurer</Trans>
                </span>
              </th>
              {columns.map(({ item: { company_name: companyName }, position }) => (
                <td key={position} className={cell}>
                  <button
                    type="button"
                    onClick={(event) => onChange(position, event.currentTarget)}
                    className="inline-flex min-h-11 w-full items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-2 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <Repeat aria-hidden="true" className="size-4" />
                    <Trans>
                      Change
                      <span className="sr-only">{companyName}</span>
                    </Trans>
                  </button>
                </td>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={rowHeader}>
                  {row.label}
                </th>
                {row.values.map((value, index) => (
                  <td key={index} className={`${cell} text-slate-800`}>
                    <CellValue row={row} value={value} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className="p-4 text-slate-800">
            <Trans>These insurers give the same on every row: none differ.</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

export function CoverTableSkeleton({ columns }: { columns: number }) {
  const bar = 'rounded bg-slate-200 motion-safe:animate-pulse';
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex gap-4">
        <div className="w-28 shrink-0 sm:w-48" />
        {Array.from({ length: columns }, (_, index) => (
          <div key={index} className="min-w-28 flex-1 space-y-3">
            <div className={`aspect-[5/2] w-28 sm:w-36 ${bar}`} />
            <div className={`h-6 w-24 ${bar}`} />
            <div className={`h-11 w-full ${bar}`} />
            <div className={`h-11 w-full ${bar}`} />
          </div>
        ))}
      </div>
      {Array.from({ length: 14 }, (_, index) => (
        <div key={index} className="mt-5 flex gap-4">
          <div className={`h-4 w-28 shrink-0 sm:w-48 ${bar}`} />
          {Array.from({ length: columns }, (_, column) => (
            <div key={column} className={`h-4 min-w-28 flex-1 ${bar}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
