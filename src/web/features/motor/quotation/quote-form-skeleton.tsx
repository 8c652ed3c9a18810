import { Trans } from '@lingui/react/macro';

// Holds the form's place while a saved quote's parameters load: the same headings, boxes and buttons in
// grey, so nothing moves when the form arrives.

const box = 'rounded-lg bg-slate-200 motion-safe:animate-pulse';

function FieldSkeleton() {
  return (
    <div>
      <div className={`mb-2 h-5 w-32 ${box}`} />
      <div className={`h-11 ${box}`} />
    </div>
  );
}

function SectionSkeleton({ fields }: { fields: number }) {
  return (
    <div className="space-y-5">
      <div className={`h-6 w-28 ${box}`} />
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        {Array.from({ length: fields }, (_, index) => (
          <FieldSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function QuoteFormSkeleton() {
  return (
    <div aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        <Trans>Loading your saved quote…</Trans>
      </p>
      <div aria-hidden="true" className="space-y-6">
        <SectionSkeleton fields={2} />
        <div className="border-t border-slate-200 pt-6">
          <SectionSkeleton fields={9} />
        </div>
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end">
          <div className={`h-11 sm:w-24 ${box}`} />
          <div className={`h-11 sm:w-28 ${box}`} />
        </div>
      </div>
    </div>
  );
}
