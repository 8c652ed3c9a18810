import { SearchX } from 'lucide-react';
import { Link, generatePath } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { pageTitle, usePageTitle } from '../use-page-title';

const carQuotation = generatePath(SITE_ROUTES.motorQuotation, {
  vehicle_type: 'Car',
  insurance_type: 'full-insurance',
});

/** The not-found page's words and ways on: the unknown path's page, and a page whose record is not there. */
export function NotFound() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Page not found`));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <div className="mx-auto flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100">
        <SearchX aria-hidden="true" className="size-10" strokeWidth={1.75} />
      </div>
      <p className="mt-6 font-semibold text-brand-700">
        <Trans>Error 404</Trans>
      </p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        <Trans>The page you asked for isn&apos;t here. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={SITE_ROUTES.home} className={primaryButton}>
          <Trans>Go to the home page</Trans>
        </Link>
        <Link to={carQuotation} className={secondaryButton}>
          <Trans>Get a car insurance quote</Trans>
        </Link>
      </div>
    </div>
  );
}
