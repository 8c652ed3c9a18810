import { CircleCheck, CircleX, Clock, Download, SearchX } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { SmartLink } from '#web/components/ui/smart-link';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import type { ResultKind } from './read-result';
import { STATUS_TEXT, readResult } from './read-result';

// Each status has its own icon and words as well as its colour, so it never rests on colour alone.
const LOOK: Record<ResultKind, { icon: LucideIcon; tone: string }> = {
  success: { icon: CircleCheck, tone: 'bg-green-50 text-green-800 ring-green-200' },
  failed: { icon: CircleX, tone: 'bg-red-50 text-red-800 ring-red-200' },
  pending: { icon: Clock, tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  notFound: { icon: SearchX, tone: 'bg-slate-100 text-slate-800 ring-slate-200' },
};

export function Component() {
  const [query] = useSearchParams();
  const result = readResult(query, window.location.origin);
  const { icon: Icon, tone } = LOOK[result.kind];
  usePageTitle(pageTitle(result.title));

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <div className="rounded-3xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <div className={`mx-auto flex size-20 items-center justify-center rounded-full ring-1 ${tone}`}>
          <Icon aria-hidden="true" className="size-10" strokeWidth={1.75} />
        </div>
        <p
          className={`mt-4 inline-block rounded-full px-3 py-1 text-sm font-semibold tracking-wide uppercase ring-1 ${tone}`}
        >
          {STATUS_TEXT[result.kind]}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{result.title}</h1>
        {result.description && (
          <p className="mt-3 text-lg break-words text-slate-700">{result.description}</p>
        )}
        <div className="mt-8 flex flex-col items-center gap-3">
          {result.action?.download ? (
            // A file of ours (the cover note): the browser downloads it; the router has no page for it.
            <a href={result.action.link.href} download className={primaryButton}>
              <Download aria-hidden="true" className="size-5" />
              {result.action.text}
            </a>
          ) : (
            result.action && (
              <>
                <SmartLink link={result.action.link} className={primaryButton}>
                  {result.action.text}
                </SmartLink>
                {/* A link from the query string can point anywhere: say where an outside one goes. */}
                {!result.action.link.internal && (
                  <p className="text-sm text-slate-600">Goes to {new URL(result.action.link.href).host}</p>
                )}
              </>
            )
          )}
          {result.kind === 'notFound' && (
            <Link to={SITE_ROUTES.home} className={secondaryButton}>
              Go to the home page
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
