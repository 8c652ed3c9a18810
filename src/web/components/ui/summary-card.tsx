import type { ReactNode } from 'react';

// The white card beside a purchase page's main column (the quotation, the policy, the payment): a
// heading that names the region, and while its data loads, aria-busy and grey placeholder lines.

interface SummaryCardProps {
  /** The heading's id, which names the card's region. */
  headingId: string;
  heading: string;
  busy: boolean;
  children: ReactNode;
}

export function SummaryCard({ headingId, heading, busy, children }: SummaryCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={busy ? true : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Pulsing grey lines in place of rows still loading. */
export function PlaceholderLines({ count }: { count: number }) {
  return (
    <div aria-hidden="true" className="mt-4 space-y-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="h-4 rounded bg-slate-200 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
