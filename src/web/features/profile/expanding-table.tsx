import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Fragment, useState } from 'react';
import { panelLook } from '#web/components/ui/panel';

// The dashboard's tables whose rows open to their details (content section 3: the motor policies and the
// payments): the first cell of a row is the button that opens it, one row open at a time. On a phone the
// rows stack (`stacked`): each cell on a line of its own under its column's name, which screen readers take
// from the header row as on a wide screen.

/** The classes of a table whose rows stack on a phone: the table's, its header row's, a row's. */
export const stacked = {
  table: 'w-full text-left text-sm max-sm:block',
  head: 'text-slate-600 max-sm:sr-only',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-2',
};

/** A cell of a stacked table: on a phone, its column's name above it. */
export function StackedCell({
  heading,
  className = '',
  children,
}: {
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`max-sm:block ${className}`}>
      <span aria-hidden className="block text-xs text-slate-600 sm:hidden">
        {heading}
      </span>
      {children}
    </td>
  );
}

export function ExpandingTable<T>({
  caption,
  headings,
  items,
  keyOf,
  cells,
  details,
}: {
  caption: ReactNode;
  headings: ReactNode[];
  items: T[];
  /** The row's key, shown on its button. */
  keyOf: (item: T) => string;
  /** The cells after the button's. */
  cells: (item: T) => ReactNode[];
  details: (item: T) => ReactNode;
}) {
  const [openRow, setOpenRow] = useState<string | null>(null);
  return (
    <div className={`${panelLook} overflow-x-auto`}>
      <table className={stacked.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={stacked.head}>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="py-2 pr-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${stacked.body}`}>
          {items.map((item) => {
            const key = keyOf(item);
            const open = openRow === key;
            const detailsId = `row-${key}`;
            return (
              <Fragment key={key}>
                <tr className={stacked.row}>
                  <td className="py-2 pr-3 max-sm:col-span-2 max-sm:block max-sm:py-0">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={detailsId}
                      onClick={() => setOpenRow(open ? null : key)}
                      className="inline-flex items-center gap-1 rounded font-semibold break-all text-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
                    >
                      <ChevronDown aria-hidden className={`size-4 shrink-0 ${open ? 'rotate-180' : ''}`} />
                      {key}
                    </button>
                  </td>
                  {cells(item).map((cell, index) => (
                    <StackedCell
                      key={index}
                      heading={headings[index + 1]}
                      className="py-2 pr-3 tabular-nums max-sm:py-0"
                    >
                      {cell}
                    </StackedCell>
                  ))}
                </tr>
                <tr id={detailsId} hidden={!open} className="max-sm:block">
                  <td colSpan={headings.length} className="bg-slate-50 p-3 max-sm:block">
                    {details(item)}
                  </td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
