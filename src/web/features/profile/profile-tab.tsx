import { Trans, useLingui } from '@lingui/react/macro';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { panelLook } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { useAccountCustomer } from './account-calls';
import { Spinner } from './spinner';

/** The avatar's initials: the first letters of the name's first and last words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

// The Profile tab: 'My Profile' from lookup_customer, read-only for now (editing comes later).
export function ProfileTab({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const customer = useAccountCustomer(customerId);
  if (customer.isPending) return <Spinner label={t`Loading your profile`} />;
  if (customer.isError)
    return (
      <ErrorPanel
        title={t`Your profile could not be shown`}
        message={translate(customer.error.message)}
        onRetry={() => void customer.refetch()}
      />
    );
  const data = customer.data;
  const city = data.city ?? '—';
  return (
    <div className={panelLook}>
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-16 items-center justify-center rounded-full bg-sky-100 text-xl font-bold text-sky-900"
        >
          {initialsOf(data.name_initials)}
        </span>
        <p className="text-lg font-semibold text-slate-900">{data.name_initials}</p>
      </div>
      <DetailList
        rows={[
          [t`Full Name`, data.name_initials],
          [t`Mobile Number`, data.mobile_number],
          [t`NIC/Passport Number`, data.nic_number ?? '—'],
          [t`Address`, data.address],
          [t`City`, city],
          // The spec's profile shows the city in the Postal Code row; no postal code is kept apart.
          [t`Postal Code`, city],
        ]}
      />
      <p className="mt-4 text-sm text-slate-600">
        <Trans>Changing these details here is not possible yet. To correct them, please contact us.</Trans>
      </p>
    </div>
  );
}
