import type { ReactNode } from 'react';

// Label and value rows (<dl>), as the summaries of the purchase show them: the label left, the value
// right-aligned, wrapping when long.

export type DetailRow = readonly [label: string, value: ReactNode];

interface DetailListProps {
  rows: readonly DetailRow[];
  /** Two columns of rows from the sm breakpoint, each row ruled beneath; else one column ruled between. */
  columns?: boolean;
  /** Figures in equal widths, for amounts, dates and references. */
  tabular?: boolean;
  /** Rows after the list's own, such as a total in its own look. */
  children?: ReactNode;
}

export function DetailList({ rows, columns = false, tabular = false, children }: DetailListProps) {
  return (
    <dl
      className={
        columns ? 'mt-4 grid gap-x-6 text-sm sm:grid-cols-2' : 'mt-4 divide-y divide-slate-100 text-sm'
      }
    >
      {rows.map(([label, value]) => (
        <div
          key={label}
          className={`flex justify-between gap-4 py-2 ${columns ? 'border-b border-slate-100' : ''}`}
        >
          {/* The label keeps its width up to half the row, then wraps: long in Tamil and Sinhala. */}
          <dt className="max-w-1/2 shrink-0 text-slate-600">{label}</dt>
          <dd
            className={`min-w-0 text-right font-medium wrap-anywhere text-slate-900 ${tabular ? 'tabular-nums' : ''}`}
          >
            {value}
          </dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
