import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// The purchase's steps: the spec's Quotation, Personal Information, Payment and Complete, with the steps
// the journey really has between them (the spec declares more than four): the documents before payment
// and the vehicle details after it (decision 033). Each page names its own step, marked
// aria-current="step"; the quotation before it links back to the premium list when the page knows it
// (after the purchase, the documents and payment pages do not). On a phone the other steps show their
// numbers only, so the list stays on one line.

const STEPS = [
  'Quotation',
  'Personal Information',
  'Documents',
  'Payment',
  'Vehicle details',
  'Complete',
] as const;
export type PurchaseStep = (typeof STEPS)[number];

const STEP_LABELS: Record<PurchaseStep, MessageDescriptor> = {
  Quotation: msg`Quotation`,
  'Personal Information': msg`Personal Information`,
  Documents: msg`Documents`,
  Payment: msg`Payment`,
  'Vehicle details': msg`Vehicle details`,
  Complete: msg`Complete`,
};

interface PurchaseStepsProps {
  /** The page's own step; Personal Information by default. */
  current?: PurchaseStep;
  /** The premium list of the quote, for the Quotation step once it is done. */
  quotationHref?: string;
}

export function PurchaseSteps({
  current: currentStep = 'Personal Information',
  quotationHref,
}: PurchaseStepsProps) {
  const { t, i18n } = useLingui();
  const currentIndex = STEPS.indexOf(currentStep);
  return (
    <nav aria-label={t`Purchase steps`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {STEPS.map((step, index) => {
          const done = index < currentIndex;
          const current = index === currentIndex;
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
              {done && index === 0 && quotationHref ? (
                <Link
                  to={quotationHref}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline hover:no-underline sm:min-h-0"
                >
                  {i18n._(STEP_LABELS[step])}
                </Link>
              ) : (
                <span
                  aria-current={current ? 'step' : undefined}
                  className={
                    current
                      ? 'font-semibold text-slate-900'
                      : `max-sm:sr-only ${done ? 'text-slate-800' : 'text-slate-600'}`
                  }
                >
                  {i18n._(STEP_LABELS[step])}
                  {done && (
                    <span className="sr-only">
                      {' '}
                      <Trans>(done)</Trans>
                    </span>
                  )}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
