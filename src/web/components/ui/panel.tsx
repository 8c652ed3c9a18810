import type { ReactNode } from 'react';

// The white card of a page's main column: a region named by its heading.

export const panelLook = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';

interface PanelProps {
  /** The heading's id, which names the panel's region. */
  headingId: string;
  heading: string;
  /** Spacing of the panel's content, e.g. 'space-y-4'. */
  className?: string;
  children: ReactNode;
}

export function Panel({ headingId, heading, className = '', children }: PanelProps) {
  return (
    <section aria-labelledby={headingId} className={`${panelLook} ${className}`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
