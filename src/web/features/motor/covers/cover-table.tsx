import { Check, Repeat, X } from 'lucide-react';
import type { QuotationItem } from '#domain/motor/quote-answers';
import type { CoversAnswer } from '../api/get-covers';
import type { SaleQuery } from '../comparison-query';
import { InsurerLogo, QuotationAction, QuotationPrice } from '../quotation-parts';

// Section 2.4: companies as columns, basic covers as rows. A phone is narrower than three columns, so the
// table scrolls inside its own focusable region (the page never scrolls sideways) and the row names stay
// pinned at the left while it does.

const rowHeader =
  'sticky left-0 z-[1] w-32 bg-white px-3 py-3 text-left align-top font-medium text-slate-800 sm:w-52 sm:px-4';
const cell = 'px-3 py-3 align-top sm:px-4';

/** TRUE is a tick, FALSE a cross, each with words for screen readers; anything else is shown as it is. */
function CoverValue({ value }: { value: string | undefined }) {
  if (value === 'TRUE')
    return (
      <>
        <Check aria-hidden="true" className="size-6 text-green-700" strokeWidth={3} />
        <span className="sr-only">Included</span>
      </>
    );
  if (value === 'FALSE')
    return (
      <>
        <X aria-hidden="true" className="size-6 text-red-700" strokeWidth={3} />
        <span className="sr-only">Not included</span>
      </>
    );
  return <>{value || 'Not stated'}</>;
}

interface CoverTableProps {
  covers: CoversAnswer;
  unqHash: string;
  sale: SaleQuery;
  /** True while a swapped-in quotation's covers load; the previous table stays meanwhile. */
  updating: boolean;
  onChange: (index: number, opener: HTMLButtonElement) => void;
}

export function CoverTable({ covers, unqHash, sale, updating, onChange }: CoverTableProps) {
  const items: QuotationItem[] = covers.company_details;
  return (
    <div
      role="region"
      aria-labelledby="cover-table-caption"
      // Focusable, so the table can be scrolled sideways by keyboard at 360 px. Relative, so the cells'
      // screen-reader texts (absolutely placed) scroll with it instead of widening the page.
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table
        aria-busy={updating || undefined}
        className={`w-full min-w-[34rem] border-collapse text-sm ${updating ? 'opacity-60' : ''}`}
      >
        <caption id="cover-table-caption" className="sr-only">
          Covers of the chosen quotations, one column per insurer
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className={rowHeader} />
            {items.map((item, index) => (
              // Columns are positions: a swap keeps the column, so focus can return to its Change button.
              <th key={index} scope="col" className={`${cell} min-w-36 text-left`}>
                <InsurerLogo item={item} className="w-28 sm:w-36" />
              </th>
            ))}
          </tr>
          <tr className="border-b-2 border-slate-300 bg-slate-50">
            <th scope="row" className={`${rowHeader} bg-slate-50`}>
              Premium
            </th>
            {items.map((item, index) => (
              <td key={index} className={`${cell} space-y-2`}>
                <QuotationPrice item={item} compact />
                <div className="flex flex-col gap-2">
                  <QuotationAction item={item} unqHash={unqHash} sale={sale} className="px-3" />
                  <button
                    type="button"
                    onClick={(event) => onChange(index, event.currentTarget)}
                    className="inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    <Repeat aria-hidden="true" className="size-4" />
                    Change
                    <span className="sr-only">{item.company_name}</span>
                  </button>
                </div>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {covers.basic_covers.map((row) => (
            <tr key={row.code} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={rowHeader}>
                {row.label}
              </th>
              {items.map((item, index) => (
                <td key={index} className={`${cell} text-slate-800`}>
                  <CoverValue value={covers.cover_details[item.qot_number]?.[row.code]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
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
