import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CustomerPolicy } from '#domain/account/session';
import { CLAIM_CATEGORY_LABELS, CLAIM_STATUS_LABELS } from '#domain/claims/claims';
import { formatRupeesOf } from '#domain/money';
import { useTranslateText } from '#web/i18n/translate';
import { useState } from 'react';
import { secondaryButton } from '#web/components/ui/buttons';
import { ModalDialog } from '#web/components/ui/modal-dialog';
import { panelLook } from '#web/components/ui/panel';
import { ExpandingTable, StackedCell, stacked } from './expanding-table';
import type { PolicyKind } from './account-calls';
import { usePolicies } from './account-calls';
import { ClaimForm } from './claim-form';
import { Loaded } from '#web/components/ui/loaded';

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
  return (
    <Loaded
      query={usePolicies(kind, customerId)}
      loading={t`Loading your policies`}
      failed={t`Your policies could not be shown`}
    >
      {children}
    </Loaded>
  );
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
      {(policies) => <MotorPolicies customerId={customerId} policies={policies} />}
    </LoadedPolicies>
  );
}

function MotorPolicies({ customerId, policies }: { customerId: number; policies: CustomerPolicy[] }) {
  if (policies.length === 0)
    return (
      <EmptyState>
        <Trans>You have no motor policies with Kavacha yet.</Trans>
      </EmptyState>
    );
  return (
    <ExpandingTable
      caption={<Trans>Your motor policies</Trans>}
      headings={[
        <Trans key="number">Policy Number</Trans>,
        <Trans key="expiry">Expire Date</Trans>,
        <Trans key="cover">Total Cover</Trans>,
        <Trans key="premium">Premium</Trans>,
      ]}
      items={policies}
      keyOf={(policy) => policy.policy_number}
      cells={(policy) => [policy.exp_data, rupees(policy.total_cover), rupees(policy.premium)]}
      details={(policy) => <PolicyDetails customerId={customerId} policy={policy} />}
    />
  );
}

function PolicyDetails({ customerId, policy }: { customerId: number; policy: CustomerPolicy }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const [reporting, setReporting] = useState(false);
  const from = policy.commencement_date;
  const to = policy.exp_data;
  const claimHeadings = [
    <Trans>Claim Refference</Trans>,
    <Trans>Status</Trans>,
    <Trans>Claim Amount</Trans>,
    <Trans>Approved Amount</Trans>,
    <Trans>Category</Trans>,
  ];
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <Trans>
          Cover from {from} to {to}.
        </Trans>
        <a
          href={policy.cover_note_url}
          className="inline-flex items-center gap-1 rounded font-semibold text-sky-800 underline focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:outline-none"
        >
          <FileDown aria-hidden className="size-4" />
          <Trans>Download Cover Note</Trans>
        </a>
      </p>
      <table className={`mt-3 ${stacked.table}`}>
        <caption className="text-left font-semibold text-slate-900">
          <Trans>Claims</Trans>
        </caption>
        <thead className={stacked.head}>
          <tr>
            {claimHeadings.map((heading, index) => (
              <th key={index} scope="col" className="py-1 pr-3">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked.body}>
          {policy.claims.length === 0 ? (
            <tr className="max-sm:block">
              <td colSpan={claimHeadings.length} className="py-2 text-slate-600 max-sm:block">
                <Trans>No claims</Trans>
              </td>
            </tr>
          ) : (
            policy.claims.map((claim) => (
              <tr key={claim.id} className={stacked.row}>
                {[
                  <span className="font-mono whitespace-nowrap">{claim.claim_ref}</span>,
                  translate(CLAIM_STATUS_LABELS[claim.status]),
                  rupees(claim.amount),
                  rupees(claim.approved),
                  translate(CLAIM_CATEGORY_LABELS[claim.category]),
                ].map((cell, index) => (
                  <StackedCell key={index} heading={claimHeadings[index]} className="py-1 pr-3 tabular-nums">
                    {cell}
                  </StackedCell>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={() => setReporting(true)}>
        <Trans>Report a claim</Trans>
      </button>
      <ModalDialog
        open={reporting}
        onClose={() => setReporting(false)}
        label={t`Report a claim on policy ${policy.policy_number}`}
        className="w-[min(40rem,calc(100vw-1rem))] p-4 sm:p-6"
      >
        <h2 className="mb-4 text-xl font-bold text-slate-900">
          <Trans>Report a claim on policy {policy.policy_number}</Trans>
        </h2>
        {reporting && (
          <ClaimForm customerId={customerId} policy={policy} onClose={() => setReporting(false)} />
        )}
      </ModalDialog>
    </>
  );
}
