import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { ApiError } from '#web/api/api-error';
import { primaryButton } from '#web/components/ui/buttons';
import { PageLoading } from '#web/components/layout/site-layout';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useTranslateText } from '#web/i18n/translate';
import { FROM_HOME } from './quote-form';
import { DEFAULT_MOTOR_ROUTE, motorPath } from '../motor-path';
import { saveStoredForm } from '../stored-quote-form';
import type { RenewalSource } from '../api/get-renewal';
import { useRenewal } from '../api/get-renewal';
import { renewalForm, renewalQuotationPath } from './renewal-form';

// /renew/{key} (the reminder's link) and /renew?policy={number} (the dashboard's 'Renew now'): fills the
// stored quotation form from the policy and opens it with the renewal promo, so one press prices the
// vehicle with every insurer and the renewal saving (docs/decisions/049). A link that does not work says
// so, with a blank quotation to start instead.

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Renew your policy`));
  const { key } = useParams();
  const [query] = useSearchParams();
  const source: RenewalSource = key === undefined ? { policy: query.get('policy') ?? '' } : { key };
  const renewal = useRenewal(source);
  const navigate = useNavigate();

  useEffect(() => {
    if (!renewal.data) return;
    saveStoredForm(renewalForm(renewal.data));
    void navigate(renewalQuotationPath(renewal.data), { replace: true });
  }, [renewal.data, navigate]);

  if (renewal.error) return <RenewalUnavailable error={renewal.error} />;
  return <PageLoading />;
}

function RenewalUnavailable({ error }: { error: Error }) {
  const translate = useTranslateText();
  // A refusal says why (unknown, expired, not yours, not signed in); anything else is a failure to load.
  const refused = error instanceof ApiError && error.httpStatus !== undefined && error.httpStatus < 500;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <section
        aria-labelledby="renewal-unavailable"
        className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:p-6"
      >
        <div className="flex items-start gap-3">
          <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-amber-800" />
          <div className="min-w-0">
            <h1 id="renewal-unavailable" className="text-xl font-bold">
              <Trans>We could not open this renewal</Trans>
            </h1>
            <p className="mt-1 break-words">
              {refused ? translate(error.message) : <Trans>Please try again in a moment.</Trans>}
            </p>
            <p className="mt-3">
              <Trans>
                A new quotation compares every insurer&apos;s premium for your vehicle in a few minutes.
              </Trans>
            </p>
          </div>
        </div>
        <Link
          to={motorPath('Quotation', DEFAULT_MOTOR_ROUTE, { [FROM_HOME.name]: FROM_HOME.value })}
          className={`${primaryButton} mt-5`}
        >
          <Trans>Start a new quotation</Trans>
        </Link>
      </section>
    </div>
  );
}
