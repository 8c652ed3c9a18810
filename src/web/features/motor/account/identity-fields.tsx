import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { today } from '#domain/dates';
import { ChoiceField, TextField } from '#web/components/form/fields';

// Step 3 of section 2.5: the customer's identity and address, shown once the number is verified. Only the
// chosen document's number is asked for; a valid NIC fills the date of birth (the page does that).

const IDENTITY_OPTIONS = [
  { value: 'nic_number', label: msg`NIC` },
  { value: 'passport_number', label: msg`Passport` },
];

export function IdentityFields() {
  const { t, i18n } = useLingui();
  const identifyType = useWatch({ name: 'identify_type' }) as string;
  return (
    <div className="space-y-5">
      <ChoiceField
        name="identify_type"
        legend={t`Identity document`}
        options={IDENTITY_OPTIONS.map((option) => ({ value: option.value, label: i18n._(option.label) }))}
      />
      {identifyType === 'passport_number' ? (
        <TextField name="passport_number" label={t`Passport number`} autoComplete="off" spellCheck={false} />
      ) : (
        <TextField
          name="nic_number"
          label={t`NIC number`}
          hint={t`9 digits and V or X, or 12 digits. Your date of birth is filled in from it.`}
          autoComplete="off"
          spellCheck={false}
        />
      )}
      <TextField
        name="date_of_birth"
        label={t`Date of birth`}
        type="date"
        max={today()}
        autoComplete="bday"
      />
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-2">
        <TextField name="first_name" label={t`First name (optional)`} autoComplete="given-name" />
        <TextField name="last_name" label={t`Last name (optional)`} autoComplete="family-name" />
      </div>
    </div>
  );
}

export function AddressFields() {
  const { t } = useLingui();
  return (
    <fieldset className="space-y-5">
      <legend className="text-base font-semibold text-slate-900">
        <Trans>Address</Trans>
      </legend>
      <div className="grid gap-x-4 gap-y-5 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <TextField name="address_no" label={t`House no. (optional)`} autoComplete="off" />
        <TextField name="street_one" label={t`Street`} autoComplete="address-line1" />
      </div>
      <TextField name="street_two" label={t`Street, second line (optional)`} autoComplete="address-line2" />
      <TextField name="city" label={t`City`} autoComplete="address-level2" />
    </fieldset>
  );
}
