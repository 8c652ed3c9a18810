import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { primaryButton } from '#web/components/ui/buttons';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { PurchaseSteps } from '#web/features/motor/purchase-steps';
import { STEP_PATHS, STEP_SAMPLES } from './step-samples';

// /test, /Step1 to /Step7 and /step5 (document 001, section 2): sample pages of the purchase's breadcrumb.
// /test lists the steps; each /StepN shows the breadcrumb the purchase's own pages show at that step, says
// which step it is and links to where it really happens (decision 054). Paths match whatever their case,
// so /step5 is /Step5. Not in the menu; the server tells search engines not to list them.

const link = 'font-medium text-brand-800 underline hover:no-underline';

export function Component() {
  const { pathname } = useLocation();
  const number = /^\/step(\d)\/?$/i.exec(pathname)?.[1];
  return number ? <StepPage number={Number(number)} /> : <StepList />;
}

function StepList() {
  const { i18n, t } = useLingui();
  usePageTitle(pageTitle(t`Purchase steps`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Purchase steps</Trans>
      </h1>
      <p className="mt-2 text-lg text-slate-700">
        <Trans>
          The steps of buying motor insurance on this site, as the breadcrumb at the top of each page of the
          purchase shows them. Each sample page says where that step really happens.
        </Trans>
      </p>
      <ol className="mt-6 space-y-2">
        {STEP_SAMPLES.map((sample, index) => {
          const number = index + 1;
          const name = i18n._(sample.name);
          return (
            <li key={number}>
              <Link to={STEP_PATHS[index]!} className={`${link} inline-flex min-h-11 items-center`}>
                <Trans>
                  Step {number}: {name}
                </Trans>
              </Link>
            </li>
          );
        })}
      </ol>
      <p className="mt-6">
        <Link to={SITE_ROUTES.cmd} className={link}>
          <Trans>Back to the developer showcase</Trans>
        </Link>
      </p>
    </div>
  );
}

function StepPage({ number }: { number: number }) {
  const { i18n, t } = useLingui();
  // Only /Step1 to /Step7 are routes.
  const sample = STEP_SAMPLES[number - 1]!;
  const name = i18n._(sample.name);
  usePageTitle(pageTitle(t`Step ${number}: ${name}`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {sample.step && <PurchaseSteps current={sample.step} />}
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>
          Step {number}: {name}
        </Trans>
      </h1>
      <p className="mt-3 text-lg text-slate-700">{i18n._(sample.about)}</p>
      <p className="mt-3 text-slate-700">
        <Trans>
          This is a sample page: the step itself happens on the pages of a purchase, which open from a
          customer&apos;s own quote.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <Link to={sample.link.to} className={primaryButton}>
          {i18n._(sample.link.label)}
        </Link>
        <Link to={SITE_ROUTES.test} className={`${link} inline-flex min-h-11 items-center`}>
          <Trans>All purchase steps</Trans>
        </Link>
      </div>
    </div>
  );
}
