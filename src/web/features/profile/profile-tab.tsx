import { useLingui } from '@lingui/react/macro';
import { Avatar } from '#web/components/ui/avatar';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { panelLook } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { useAccountCustomer } from './account-calls';
import { ChangeMobile, ChangeNic, EditDetails, EditPicture } from './profile-edit';
import { Spinner } from '#web/components/ui/loaded';

// The Profile tab: 'My Profile' from lookup_customer, then its editing (profile-edit.tsx).
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
        <Avatar name={data.name_initials} picture={data.picture} className="size-16 text-xl" />
        <p className="text-lg font-semibold text-slate-900">{data.name_initials}</p>
      </div>
      <DetailList
        rows={[
          [t`Full Name`, data.name_initials],
          [t`Mobile Number`, data.mobile_number],
          [t`NIC/Passport Number`, data.nic_number ?? '—'],
          [t`Email`, data.email ?? '—'],
          [t`Address`, data.address],
          [t`City`, city],
          // The spec's profile shows the city in the Postal Code row; no postal code is kept apart.
          [t`Postal Code`, city],
        ]}
      />
      <div className="mt-6 space-y-6">
        <EditDetails customer={data} />
        <EditPicture customer={data} />
        <ChangeMobile />
        <ChangeNic customer={data} />
      </div>
    </div>
  );
}
