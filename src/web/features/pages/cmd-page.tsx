import { ChevronDown, CircleCheck, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import { ChoiceField } from '#web/components/form/fields';
import { CoverStartField } from '#web/components/form/cover-start-field';
import { FormActions } from '#web/components/form/form-actions';
import { primaryButton, quietButton, secondaryButton } from '#web/components/ui/buttons';
import { DangerBanner } from '#web/components/ui/danger-banner';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorNotice } from '#web/components/ui/error-panel';
import { Panel, panelLook } from '#web/components/ui/panel';
import { StatusCard } from '#web/components/ui/status-card';
import { PlaceholderLines, SummaryCard } from '#web/components/ui/summary-card';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { STEP_PATHS } from './step-samples';

// /cmd (document 001, section 2): the developer showcase. The links of the spec, and the site's own
// components as they look and behave, so that it doubles as a living style guide (decision 054). Not in
// the menu; the server tells search engines not to list it.

const PAGES = [
  SITE_ROUTES.home,
  '/SearchResultsBlog',
  '/SearchResultsFAQ',
  '/SearchResultsProduct',
  SITE_ROUTES.faq,
  SITE_ROUTES.emailTemplates,
  ...STEP_PATHS,
];

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Developer showcase`));
  const pagesId = useId();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Developer showcase</Trans>
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          <Trans>
            For the people who build this site: its sample pages, and its own components as they look and
            behave. Customers do not see this page in the menu.
          </Trans>
        </p>
      </div>
      <Panel headingId={pagesId} heading={t`Pages`}>
        <ul className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-3">
          {PAGES.map((path) => (
            <li key={path}>
              <Link
                to={path}
                className="inline-flex min-h-11 items-center font-medium text-brand-800 underline hover:no-underline"
              >
                {path}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
      <ButtonsDemo />
      <AlertsDemo />
      <CardsDemo />
      <CollapseDemo />
      <FormDemo />
    </div>
  );
}

function ButtonsDemo() {
  const { t } = useLingui();
  const id = useId();
  const [pressed, setPressed] = useState('');
  const buttons = [
    [t`Primary`, primaryButton],
    [t`Secondary`, secondaryButton],
    [t`Quiet`, quietButton],
  ] as const;
  return (
    <Panel headingId={id} heading={t`Buttons`}>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {buttons.map(([label, look]) => (
          <button key={label} type="button" className={look} onClick={() => setPressed(label)}>
            {label}
          </button>
        ))}
      </div>
      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {pressed && <Trans>You pressed {pressed}.</Trans>}
      </p>
    </Panel>
  );
}

function AlertsDemo() {
  const { t } = useLingui();
  const id = useId();
  const [banner, setBanner] = useState<string | undefined>(t`A failed form shows its problem here.`);
  return (
    <Panel headingId={id} heading={t`Alerts`} className="space-y-3">
      <p className="mt-3 flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-3 font-medium text-green-950">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-800" />
        <Trans>Your documents were submitted.</Trans>
      </p>
      <ErrorNotice
        message={t`This payment link is not valid. Please open the link from your purchase again.`}
      />
      <DangerBanner message={banner} onClear={() => setBanner(undefined)} />
      {!banner && (
        <button
          type="button"
          className={quietButton}
          onClick={() => setBanner(t`A failed form shows its problem here.`)}
        >
          <Trans>Show the banner again</Trans>
        </button>
      )}
    </Panel>
  );
}

function CardsDemo() {
  const { t } = useLingui();
  const ids = [useId(), useId(), useId()] as const;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SummaryCard headingId={ids[0]} heading={t`Summary card`} busy={false}>
        <DetailList
          rows={[
            [t`Cover`, t`Full insurance`],
            [t`Quotation`, 'Q-000123'],
          ]}
        />
      </SummaryCard>
      <SummaryCard headingId={ids[1]} heading={t`While it loads`} busy>
        <PlaceholderLines count={3} />
      </SummaryCard>
      <StatusCard
        headingId={ids[2]}
        icon={FileText}
        heading={t`Status card`}
        lead={t`A step of the purchase done.`}
      >
        {null}
      </StatusCard>
    </div>
  );
}

function CollapseDemo() {
  return (
    <details className={`${panelLook} group`}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-lg font-semibold text-slate-900">
        <Trans>Collapse</Trans>
        <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <p className="mt-2 text-slate-700">
        <Trans>It opens and closes with a click, Enter or Space, and the browser keeps its state.</Trans>
      </p>
    </details>
  );
}

/** The form parts: a choice of two (a button group), the date picker and the Submit and Clear pair. */
function FormDemo() {
  const { t } = useLingui();
  const id = useId();
  const form = useForm({ defaultValues: { cover: 'full', cover_start_date: '' } });
  const [chosen, setChosen] = useState('');
  const submit = form.handleSubmit((values) => setChosen(values.cover_start_date));
  return (
    <Panel headingId={id} heading={t`Form parts`}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 space-y-5">
          <ChoiceField
            name="cover"
            legend={t`Button group`}
            options={[
              { value: 'full', label: t`Full insurance` },
              { value: 'third', label: t`Third Party` },
            ]}
          />
          <CoverStartField />
          <FormActions
            submitting={false}
            onClear={() => {
              form.reset();
              setChosen('');
            }}
          />
        </form>
      </FormProvider>
      <p role="status" className="mt-3 min-h-6 text-slate-700">
        {chosen && <Trans>Cover would start on {chosen}.</Trans>}
      </p>
    </Panel>
  );
}
