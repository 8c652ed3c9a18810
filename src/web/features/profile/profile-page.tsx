import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { LogOut, Menu, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import type { CustomerSession } from '#domain/account/session';
import { SITE_ROUTES } from '#domain/site-routes';
import { customerSessionQuery, logOut } from '#web/api/customer-session';
import { primaryButton } from '#web/components/ui/buttons';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { LoginLink } from '#web/components/layout/login-link';
import { useTranslateText } from '#web/i18n/translate';
import { DocumentsTab } from './documents-tab';
import { ApplicationsInProgress } from './in-progress';
import { PaymentsTab } from './payments-tab';
import { MotorTab, PerDayTab, SeniorCitizenTab } from './policy-tabs';
import { PersonalPolicies } from './personal-policies';
import { ProfileTab } from './profile-tab';
import { Spinner } from '#web/components/ui/loaded';

// The customer's dashboard (content section 2, 'Customer dashboard (/profile)'): signed in, the tabs
// Profile, PDMI, MI, SC and PersonalPolicies, the chosen one kept in the URL (?tab=) so a reload and Back
// keep it; a hamburger opens the side navigation. Documents and Payments are decision 050's; the Profile
// tab also lists the purchases in progress. Signed out, the page says so and links to the login.

export const TABS = ['Profile', 'PDMI', 'MI', 'SC', 'PersonalPolicies', 'Documents', 'Payments'] as const;
export type Tab = (typeof TABS)[number];

const TAB_NAMES: Record<Tab, MessageDescriptor> = {
  Profile: msg`Profile`,
  PDMI: msg`Per Day Motor Insurance`,
  MI: msg`Motor Insurance`,
  SC: msg`Senior Citizen`,
  PersonalPolicies: msg`Personal Policies`,
  Documents: msg`Documents`,
  Payments: msg`Payments`,
};

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`My account`));
  const session = useQuery(customerSessionQuery);
  const translate = useTranslateText();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      {session.isPending ? (
        <Spinner label={t`Loading your account`} />
      ) : session.isError ? (
        <ErrorPanel
          title={t`Your account could not be shown`}
          message={translate(session.error.message)}
          onRetry={() => void session.refetch()}
        />
      ) : session.data ? (
        <Dashboard session={session.data} />
      ) : (
        <SignedOut />
      )}
    </div>
  );
}

function SignedOut() {
  return (
    <section aria-labelledby="signed-out" className="mx-auto max-w-xl space-y-4 text-center">
      <h1 id="signed-out" className="text-2xl font-bold text-slate-900">
        <Trans>Please log in to see your account</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>Your profile and your policies are shown once you log in with your mobile number.</Trans>
      </p>
      <LoginLink className={primaryButton}>
        <Trans>Log in</Trans>
      </LoginLink>
    </section>
  );
}

export function Dashboard({ session }: { session: CustomerSession }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'Profile';
  const [open, setOpen] = useState(false);
  const navId = useId();
  const name = session.name;
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);

  const choose = (next: Tab) => {
    setParams(next === 'Profile' ? {} : { tab: next });
    setOpen(false);
    // The chosen tab's heading takes the focus, so a keyboard or screen reader lands on what opened.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="space-y-6">
      <div className="flex items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={navId}
          ref={menuRef}
          onClick={() => setOpen(!open)}
          className="inline-flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          {open ? <X aria-hidden className="size-5" /> : <Menu aria-hidden className="size-5" />}
          <span className="sr-only">
            <Trans>Account menu</Trans>
          </span>
        </button>
        <p className="text-sm text-slate-600">
          <Trans>Signed in as {name}</Trans>
        </p>
      </div>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav
          id={navId}
          hidden={!open}
          aria-label={t`Account`}
          // Escape closes the navigation and gives the focus back to the hamburger.
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            setOpen(false);
            menuRef.current?.focus();
          }}
          className="w-full shrink-0 rounded-2xl border border-slate-200 bg-white p-2 shadow-sm md:w-64"
        >
          <ul className="space-y-1">
            {TABS.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  aria-current={name === tab ? 'page' : undefined}
                  onClick={() => choose(name)}
                  className={`w-full rounded-lg px-3 py-2 text-left text-sm font-medium focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none ${
                    name === tab ? 'bg-sky-50 text-sky-900' : 'text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {i18n._(TAB_NAMES[name])}
                </button>
              </li>
            ))}
            {/* The header's auth bar, with its Logout, is hidden on profile pages (content section 2). */}
            <li className="border-t border-slate-100 pt-1">
              <button
                type="button"
                onClick={() => void logOut().then(() => navigate(SITE_ROUTES.home))}
                className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
              >
                <LogOut aria-hidden className="size-4" />
                <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </nav>
        <section className="min-w-0 flex-1 space-y-4" aria-labelledby="tab-heading">
          <h1
            id="tab-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
          >
            {tab === 'Profile' ? t`My Profile` : i18n._(TAB_NAMES[tab])}
          </h1>
          {tab === 'Profile' && (
            <>
              <ApplicationsInProgress customerId={session.customer_id} />
              <ProfileTab customerId={session.customer_id} />
            </>
          )}
          {tab === 'PDMI' && <PerDayTab customerId={session.customer_id} />}
          {tab === 'MI' && <MotorTab customerId={session.customer_id} />}
          {tab === 'SC' && <SeniorCitizenTab />}
          {tab === 'PersonalPolicies' && <PersonalPolicies customerId={session.customer_id} />}
          {tab === 'Documents' && <DocumentsTab customerId={session.customer_id} />}
          {tab === 'Payments' && <PaymentsTab customerId={session.customer_id} />}
        </section>
      </div>
    </div>
  );
}
