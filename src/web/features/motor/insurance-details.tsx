import { ChevronDown, Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuoteParams } from '#domain/motor/quote-answers';
import type { MotorRoute } from './motor-path';
import { motorPath } from './motor-path';
import { quoteDetailRows, quoteHeadline, quoteRoute } from './quote-summary';

interface InsuranceDetailsProps {
  /** The saved quote's parameters (useQuoteParams, or the premium list's params); undefined while loading. */
  params: QuoteParams | undefined;
  unqHash: string;
  /** The page's own promo and channel, carried back to the quotation form. */
  promo?: string;
  channel?: string;
  /** Where the quote's vehicle type is unknown, the edit link keeps the page's own route. */
  fallbackRoute: MotorRoute;
  /** The mobile toggle's text: 'Edit Detail' on the premium list, 'Insurance Detail' on the inquiry page. */
  toggleLabel: string;
}

/**
 * A summary of the quote's parameters with a link to change them. Under 768 px (the spec's breakpoint) it
 * is collapsed behind a toggle button, so the prices come first on a phone.
 */
export function InsuranceDetails({
  params,
  unqHash,
  promo,
  channel,
  fallbackRoute,
  toggleLabel,
}: InsuranceDetailsProps) {
  const [open, setOpen] = useState(false);
  const { i18n } = useLingui();
  const headingId = useId();
  const panelId = useId();
  const route = (params && quoteRoute(params)) ?? fallbackRoute;
  const editPath = motorPath('Quotation', route, { unq_hash: unqHash, promo, channel });

  return (
    <section
      aria-labelledby={headingId}
      aria-busy={params ? undefined : true}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Trans>Insurance details</Trans>
          </h2>
          {!open && params && <p className="text-sm text-slate-700 md:hidden">{quoteHeadline(params)}</p>}
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
        >
          {toggleLabel}
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </div>

      <div id={panelId} className={open ? 'mt-3' : 'mt-3 max-md:hidden'}>
        {params ? (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {quoteDetailRows(params, i18n).map((row) => (
                <div key={row.label} className="contents">
                  <dt className="text-slate-600">{row.label}</dt>
                  <dd className="font-medium break-words text-slate-900">{row.value}</dd>
                </div>
              ))}
            </dl>
            <Link
              to={editPath}
              className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline hover:no-underline"
            >
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Edit these details</Trans>
            </Link>
          </>
        ) : (
          <DetailsSkeleton />
        )}
      </div>
    </section>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-2.5">
      {Array.from({ length: 9 }, (_, index) => (
        <div key={index} className="flex justify-between gap-4">
          <div className="h-4 w-24 rounded bg-slate-200 motion-safe:animate-pulse" />
          <div className="h-4 w-20 rounded bg-slate-200 motion-safe:animate-pulse" />
        </div>
      ))}
      <div className="mt-4 h-5 w-36 rounded bg-slate-200 motion-safe:animate-pulse" />
    </div>
  );
}
