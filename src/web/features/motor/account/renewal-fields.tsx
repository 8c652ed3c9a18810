import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { renewalDateRange } from '#domain/dates';
import { CompanyDateFields } from '#web/components/form/company-date-fields';
import { ChoiceField } from '#web/components/form/fields';
import type { Insurer } from '../api/get-insurers';

// Section 2.5: a renewal ('1') names the insurer the vehicle is with now and the day its policy ends;
// a new policy ('0') asks for neither. The date runs from tomorrow (it must be in the future) to 10 years.

const RENEWAL_OPTIONS = [
  { value: '0', label: msg`New policy` },
  { value: '1', label: msg`Renewal` },
];

interface RenewalFieldsProps {
  insurers: readonly Insurer[] | undefined;
  insurersLoading: boolean;
  /** Why the insurers could not be listed, if they could not. */
  insurersError: string | undefined;
}

export function RenewalFields({ insurers, insurersLoading, insurersError }: RenewalFieldsProps) {
  const { t, i18n } = useLingui();
  const renewal = useWatch({ name: 'is_renewal' }) === '1';
  return (
    <div className="space-y-5">
      <ChoiceField
        name="is_renewal"
        legend={t`Is this a new policy or a renewal?`}
        options={RENEWAL_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      />
      {renewal && (
        <CompanyDateFields
          company={{
            name: 'existing_insurer',
            label: t`Existing insurer`,
            placeholder: t`Choose your insurer`,
            listName: 'insurers',
            options: insurers?.map((insurer) => ({ value: String(insurer.id), label: insurer.company_name })),
            loading: insurersLoading,
            error: insurersError,
          }}
          date={{
            name: 'renwal_date',
            label: t`Renewal date`,
            hint: t`The day your current policy ends.`,
            range: renewalDateRange(),
          }}
        />
      )}
    </div>
  );
}
