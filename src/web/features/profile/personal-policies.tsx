import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Mail, MessageSquare, Phone } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerPolicy } from '#domain/account/session';
import { SITE_ROUTES } from '#domain/site-routes';
import { publicConfig } from '#web/config';
import type { PolicyKind } from './account-calls';
import { dayCounter } from './day-counter';
import { LoadedPolicies, rupees } from './policy-tabs';
import { RENEWAL_FIRST_DAYS, ownRenewalPath } from '#domain/motor/renewal';

// The personal policies view (content section 2, 'Personal policies page'): a collapsible panel per
// product, all closed at first, each policy a card with its day counter and ways to reach us.

function Collapsible({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left text-base font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          {title}
          <ChevronDown aria-hidden className={`size-5 shrink-0 ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="space-y-4 border-t border-slate-100 p-4">
        {children}
      </div>
    </section>
  );
}

const NONE_SOLD: MessageDescriptor = msg`You have no policies of this kind with Kavacha. This cover is not sold on this site yet.`;

export function PersonalPolicies({ customerId }: { customerId: number }) {
  const { i18n, t } = useLingui();
  const none = <p className="text-slate-700">{i18n._(NONE_SOLD)}</p>;
  return (
    <div className="space-y-3">
      <Collapsible title={t`Per Day Motor Insurance`}>
        <PolicyCards kind="perDay" customerId={customerId} />
      </Collapsible>
      <Collapsible title={t`Motor`}>
        <PolicyCards kind="motor" customerId={customerId} />
      </Collapsible>
      <Collapsible title={t`Corporate Policies`}>{none}</Collapsible>
      <Collapsible title={t`Senior Citizen`}>{none}</Collapsible>
      <Collapsible title={t`Major Illness`}>{none}</Collapsible>
    </div>
  );
}

function PolicyCards({ kind, customerId }: { kind: PolicyKind; customerId: number }) {
  return (
    <LoadedPolicies kind={kind} customerId={customerId}>
      {(policies) => <PolicyCardList kind={kind} policies={policies} />}
    </LoadedPolicies>
  );
}

function PolicyCardList({ kind, policies }: { kind: PolicyKind; policies: CustomerPolicy[] }) {
  if (policies.length === 0)
    return (
      <p className="text-slate-700">
        {kind === 'motor' ? (
          <Trans>You have no motor policies with Kavacha yet.</Trans>
        ) : (
          <Trans>
            You have no policies of this kind with Kavacha. This cover is not sold on this site yet.
          </Trans>
        )}
      </p>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {policies.map((policy) => (
        <li key={policy.policy_number}>
          <PolicyCard policy={policy} />
        </li>
      ))}
    </ul>
  );
}

const RADIUS = 34;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function DayRing({ expiry, now = new Date() }: { expiry: string; now?: Date }) {
  const { t } = useLingui();
  const counter = dayCounter(expiry, now);
  const colour = counter.expired ? 'text-red-600' : 'text-green-600';
  const shown = counter.shown;
  const label = counter.expired ? t`Expired ${shown} days ago` : t`${shown} days left`;
  return (
    <div role="img" aria-label={label} className={`relative size-20 shrink-0 ${colour}`}>
      <svg viewBox="0 0 80 80" className="size-20 -rotate-90" aria-hidden>
        <circle cx="40" cy="40" r={RADIUS} fill="none" strokeWidth="6" className="stroke-slate-200" />
        <circle
          cx="40"
          cy="40"
          r={RADIUS}
          fill="none"
          strokeWidth="6"
          stroke="currentColor"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - counter.fill)}
        />
      </svg>
      <span aria-hidden className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-lg leading-none font-bold">{shown}</span>
        <span className="text-xs text-slate-600">
          <Trans>days</Trans>
        </span>
      </span>
    </div>
  );
}

function PolicyCard({ policy }: { policy: CustomerPolicy }) {
  const { t } = useLingui();
  const config = publicConfig();
  const { expired, days } = dayCounter(policy.exp_data, new Date());
  const hotline = config.hotlines[0]?.number;
  const saving = rupees(`${config.renewalSaving}.00`);
  const number = policy.policy_number;
  const iconLink =
    'inline-flex size-11 items-center justify-center rounded-full border border-slate-300 text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none';
  return (
    <article aria-label={t`Policy ${number}`} className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div className="flex items-center gap-4">
        <DayRing expiry={policy.exp_data} />
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="text-slate-600">
              <Trans>Policy Number</Trans>
            </dt>
            <dd className="font-semibold break-all text-slate-900">{number}</dd>
          </div>
          <div>
            <dt className="text-slate-600">
              <Trans>Expire Date</Trans>
            </dt>
            <dd className={`font-semibold ${expired ? 'text-red-700' : 'text-green-700'}`}>
              {policy.exp_data}
            </dd>
          </div>
        </dl>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">
            <Trans>Total Cover</Trans>
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{rupees(policy.total_cover)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Premium</Trans>
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{rupees(policy.premium)}</dd>
        </div>
      </dl>
      {policy.renewable && days <= RENEWAL_FIRST_DAYS && (
        <Link to={ownRenewalPath(number)} className="block font-semibold text-red-700 underline">
          {policy.renewal_saving ? <Trans>Renew now and save {saving}</Trans> : <Trans>Renew now</Trans>}
        </Link>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`${SITE_ROUTES.profile}?tab=MI`}
          className="mr-auto rounded font-semibold text-sky-800 underline focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          <Trans>Details</Trans>
        </Link>
        {config.contactEmail && (
          <a
            href={`mailto:${config.contactEmail}?subject=${encodeURIComponent(`Policy ${number}`)}`}
            className={iconLink}
            title={t`Write to us about this policy`}
          >
            <MessageSquare aria-hidden className="size-5" />
            <span className="sr-only">
              <Trans>Write to us about this policy</Trans>
            </span>
          </a>
        )}
        {config.contactEmail && (
          <a href={`mailto:${config.contactEmail}`} className={iconLink} title={t`E-mail us`}>
            <Mail aria-hidden className="size-5" />
            <span className="sr-only">
              <Trans>E-mail us</Trans>
            </span>
          </a>
        )}
        {hotline && (
          <a href={`tel:${hotline.replace(/\s+/g, '')}`} className={iconLink} title={t`Call us`}>
            <Phone aria-hidden className="size-5" />
            <span className="sr-only">
              <Trans>Call us</Trans>
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
