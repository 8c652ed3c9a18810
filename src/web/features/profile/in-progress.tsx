import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ApplicationStep } from '#domain/account/dashboard';
import { primaryButton } from '#web/components/ui/buttons';
import { panelLook } from '#web/components/ui/panel';
import { useApplicationsInProgress } from './account-calls';
import { Loaded } from '#web/components/ui/loaded';

// The purchases bought but not finished (decision 050), on the Profile tab: what is left of each and a
// Continue button to the page of the next step (decision 027's links), so nothing bought is lost. Finished
// or expired ones are not in progress; none, and nothing is shown.

const STEPS: Record<ApplicationStep, MessageDescriptor> = {
  upload: msg`Upload your documents`,
  review: msg`Wait for the review of your documents`,
  pay: msg`Pay`,
  proposal: msg`Give your vehicle's numbers for the cover note`,
};

export function ApplicationsInProgress({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  return (
    <Loaded
      query={useApplicationsInProgress(customerId)}
      loading={t`Loading your purchases`}
      failed={t`Your purchases in progress could not be shown`}
    >
      {(applications) =>
        applications.length > 0 && (
          <section aria-labelledby="in-progress" className={panelLook}>
            <h2 id="in-progress" className="text-lg font-semibold text-slate-900">
              <Trans>Purchases in progress</Trans>
            </h2>
            <ul className="mt-3 divide-y divide-slate-100">
              {applications.map(({ id, title, to_do, continue_path, until }) => (
                <li
                  key={id}
                  className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div>
                    <p className="font-medium text-slate-900">{title}</p>
                    <p className="text-sm text-slate-700">
                      <Trans>Still to do:</Trans> {to_do.map((step) => i18n._(STEPS[step])).join(', ')}
                    </p>
                    <p className="text-xs text-slate-600">
                      <Trans>Can be finished until {until}</Trans>
                    </p>
                  </div>
                  <Link to={continue_path} className={primaryButton} aria-label={t`Continue: ${title}`}>
                    <Trans>Continue</Trans>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )
      }
    </Loaded>
  );
}
