import { Check } from 'lucide-react';
import { Link } from 'react-router';

// The purchase's steps (section 2.5): Quotation, Personal Information, Payment, Complete. The page's own
// step is marked aria-current="step"; the quotation before it links back to the premium list.

const STEPS = ['Quotation', 'Personal Information', 'Payment', 'Complete'] as const;
const CURRENT = 1;

export function PurchaseSteps({ quotationHref }: { quotationHref: string }) {
  return (
    <nav aria-label="Purchase steps">
      <ol className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:gap-x-2">
        {STEPS.map((step, index) => {
          const done = index < CURRENT;
          const current = index === CURRENT;
          return (
            <li key={step} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-slate-400 max-sm:hidden">
                  /
                </span>
              )}
              <span
                aria-hidden="true"
                className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${
                  done || current ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-700'
                }`}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              {done ? (
                <Link
                  to={quotationHref}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline hover:no-underline sm:min-h-0"
                >
                  {step}
                </Link>
              ) : (
                <span
                  aria-current={current ? 'step' : undefined}
                  className={current ? 'font-semibold text-slate-900' : 'text-slate-600'}
                >
                  {step}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
