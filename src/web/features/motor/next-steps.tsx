import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';

// "What happens next" on the payment page and the proposal page: each step with when it happens, in the
// order they come, so a buyer knows what to wait for and that the messages we send bring them back.

export interface NextStep {
  /** When: 'Now', 'In seconds', 'At once'. */
  when: string;
  what: ReactNode;
}

export function NextSteps({ steps }: { steps: NextStep[] }) {
  return (
    <section
      aria-labelledby="next-steps-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        <Trans>What happens next</Trans>
      </h2>
      <ol className="mt-3 space-y-3">
        {steps.map((step, index) => (
          <li key={`${index}-${step.when}`} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
            >
              {index + 1}
            </span>
            <p className="min-w-0 text-slate-700">
              <strong className="font-semibold text-slate-900">{step.when}: </strong>
              {step.what}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
