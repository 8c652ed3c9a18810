import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Fragment, useState } from 'react';
import type { CustomerPolicy } from '#domain/account/session';
import { formatRupeesOf } from '#domain/money';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { panelLook } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import type { PolicyKind } from './account-calls';
import { usePolicies } from './account-calls';
import { Spinner } from './spinner';

// The MI (motor), PDMI (per-day motor) and SC (senior citizen) tabs. Motor policies are the customer's
// issued cover notes; per-day motor and senior citizen cover are sold elsewhere, so those say so.

export const rupees = (amount: string | null) => (amount === null ? '—' : formatRupeesOf(amount));

function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className={`${panelLook} text-slate-700`}>{children}</p>;
}

export function SeniorCitizenTab() {
  return (
    <EmptyState>
      <Trans>
        You have no Senior Citizen policies with Kavacha. This cover is not sold on this site yet.
      </Trans>
    </EmptyState>
  );
}

/**
 * The customer's policies of `kind` handed to `children` once they have come, a spinner until then, and
 * the failure with Retry if the call fails.
 */
export function LoadedPolicies({
  kind,
  customerId,
  children,
}: {
  kind: PolicyKind;
  customerId: number;
  children: (policies: CustomerPolicy[]) => ReactNode;
}) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const policies = usePolicies(kind, customerId);
  if (policies.isPending) return <Spinner label={t`Loading your policies`} />;
  if (policies.isError)
    return (
      <ErrorPanel
        title={t`Your policies could not be shown`}
        message={translate(policies.error.message)}
        onRetry={() => void policies.refetch()}
      />
    );
  return children(policies.data);
}

export function PerDayTab({ customerId }: { customerId: number }) {
  return (
    <LoadedPolicies kind="perDay" customerId={customerId}>
      {() => (
        <EmptyState>
          <Trans>
            You have no Per Day Motor Insurance policies with Kavacha. This cover is not sold on this site
            yet.
          </Trans>
        </EmptyState>
      )}
    </LoadedPolicies>
  );
}

export function MotorTab({ customerId }: { customerId: number }) {
  return (
    <LoadedPolicies kind="motor" customerId={customerId}>
      {(policies) => <MotorPolicies policies={policies} />}
    </LoadedPolicies>
  );
}

function MotorPolicies({ policies }: { policies: CustomerPolicy[] }) {
  const [openRow, setOpenRow] = useState<string | null>(null);
  if (policies.length === 0)
    return (
      <EmptyState>
        <Trans>You have no motor policies with Kavacha yet.</Trans>
      </EmptyState>
    );
  return (
    <div className={`${panelLook} overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Your motor policies</Trans>
        </caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              <Trans>Policy Number</Trans>
            </th>
            <th scope="col" className="py-2 pr-3">
              <Trans>Expire Date</Trans>
            </th>
            <th scope="col" className="py-2 pr-3">
              <Trans>Total Cover</Trans>
            </th>
            <th scope="col" className="py-2">
              <Trans>Premium</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {policies.map((policy) => (
            <PolicyRow
              key={policy.policy_number}
              policy={policy}
              open={openRow === policy.policy_number}
              onToggle={() => setOpenRow(openRow === policy.policy_number ? null : policy.policy_number)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PolicyRow({
  policy,
  open,
  onToggle,
}: {
  policy: CustomerPolicy;
  open: boolean;
  onToggle: () => void;
}) {
  const detailsId = `policy-${policy.policy_number}`;
  const from = policy.commencement_date;
  const to = policy.exp_data;
  return (
    <Fragment>
      <tr>
        <td className="py-2 pr-3">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
            className="inline-flex items-center gap-1 rounded font-semibold text-sky-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
          >
            <ChevronDown aria-hidden className={`size-4 ${open ? 'rotate-180' : ''}`} />
            {policy.policy_number}
          </button>
        </td>
        <td className="py-2 pr-3 tabular-nums">{policy.exp_data}</td>
        <td className="py-2 pr-3 tabular-nums">{rupees(policy.total_cover)}</td>
        <td className="py-2 tabular-nums">{rupees(policy.premium)}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} className="bg-slate-50 p-3">
          <p className="text-sm text-slate-700">
            <Trans>
              Cover from {from} to {to}.
            </Trans>
          </p>
          <table className="mt-3 w-full text-left text-sm">
            <caption className="text-left font-semibold text-slate-900">
              <Trans>Claims</Trans>
            </caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1 pr-3">
                  <Trans>Claim Refference</Trans>
                </th>
                <th scope="col" className="py-1 pr-3">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-1 pr-3">
                  <Trans>Claim Amount</Trans>
                </th>
                <th scope="col" className="py-1 pr-3">
                  <Trans>Approved Amount</Trans>
                </th>
                <th scope="col" className="py-1">
                  <Trans>Category</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td colSpan={5} className="py-2 text-slate-600">
                  <Trans>No claims</Trans>
                </td>
              </tr>
            </tbody>
          </table>
        </td>
      </tr>
    </Fragment>
  );
}
