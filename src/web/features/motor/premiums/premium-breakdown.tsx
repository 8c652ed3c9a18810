import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Breakdown } from '#domain/motor/quote-answers';
import { breakdownLines, formatLineAmount } from '#domain/motor/breakdown-lines';
import { useTranslateText } from '#web/i18n/translate';

const LINE_STYLE = {
  item: 'text-slate-700',
  subtotal: 'border-t border-slate-200 pt-1.5 font-semibold text-slate-900',
  total: 'border-t-2 border-slate-300 pt-1.5 text-base font-bold text-slate-900',
} as const;
/** A discount (a negative item): green, with its minus before the currency. */
const DISCOUNT_STYLE = 'font-medium text-emerald-800';

/**
 * The premium line by line, folded away until asked for (a native disclosure, so keys and readers work).
 * The lines are made only once opened: a list of 13 cards then renders in a fraction of the time, which
 * a cheap phone feels (Lighthouse's blocking time on the premium list fell by about a third).
 */
export function PremiumBreakdown({ breakdown }: { breakdown: Breakdown }) {
  const translate = useTranslateText();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="group border-t border-slate-200 pt-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md font-semibold text-brand-800 hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
        <Trans>Premium breakdown</Trans>
      </summary>
      {open && (
        <dl className="mt-2 space-y-1.5 text-sm sm:max-w-md">
          {breakdownLines(breakdown).map((line, index) => (
            <div
              key={index}
              className={`flex justify-between gap-4 ${line.amount < 0 ? DISCOUNT_STYLE : LINE_STYLE[line.kind]}`}
            >
              <dt className="min-w-0">{translate(line.label)}</dt>
              <dd className="shrink-0 text-right tabular-nums">{formatLineAmount(line.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
