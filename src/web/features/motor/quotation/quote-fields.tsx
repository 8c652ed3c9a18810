import { useFormContext, useWatch } from 'react-hook-form';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ENGINE_CAPACITY_LIMITS, isElectric } from '#domain/motor/engine-capacity';
import type { InsuranceTypeCode, VehicleTypeCode } from '#domain/motor/vehicle-types';
import { groupThousands } from '#domain/money';
import { ChoiceField, SelectField, TextField, fieldGrid } from '#web/components/form/fields';
import type { SelectOption } from '#web/components/form/fields';
import type { VehicleLists } from './use-vehicle-lists';
import { QuoteMarketValueField } from './market-value-field';
import { fuelOptions, usageOptions } from './quote-form-values';

// The vehicle's fields of the quotation form (motor section 2.1).

const REGISTERED: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'R', label: msg`Registered` },
  { value: 'U', label: msg`Unregistered` },
];
const YES_NO: readonly { value: string; label: MessageDescriptor }[] = [
  { value: 'YES', label: msg`Yes` },
  { value: 'NO', label: msg`No` },
];

const translated = (i18n: I18n, options: readonly { value: string; label: MessageDescriptor }[]) =>
  options.map((option): SelectOption => ({ value: option.value, label: i18n._(option.label) }));

/** The capacity's range for the vehicle type, where it is printed on the registration certificate. */
function capacityHint(i18n: I18n, vehicleType: VehicleTypeCode) {
  const limits = Object.hasOwn(ENGINE_CAPACITY_LIMITS, vehicleType)
    ? ENGINE_CAPACITY_LIMITS[vehicleType]
    : undefined;
  if (!limits) return i18n._(msg`A whole number, as on the registration certificate (cylinder capacity).`);
  const min = groupThousands(String(limits.min));
  const max = groupThousands(String(limits.max));
  return i18n._(
    msg`A whole number from ${min} to ${max}, as on the registration certificate (cylinder capacity).`,
  );
}

/**
 * Make, model, fuel type, engine capacity (not for an electric vehicle: decision 022) and purpose of use
 * for both insurance types; in between, full insurance's own fields.
 */
export function VehicleFields({
  lists,
  insuranceType,
}: {
  lists: VehicleLists;
  insuranceType: InsuranceTypeCode;
}) {
  const { t, i18n } = useLingui();
  const { setValue } = useFormContext();
  const make = useWatch({ name: 'vehicle_make' }) as string;
  const vehicleType = useWatch({ name: 'vehicle_type' }) as VehicleTypeCode;
  const electric = isElectric(useWatch({ name: 'fuel_type' }));
  const { usages, makes, models, fuels, years, ncbYears } = lists;
  const full = insuranceType === 'full-insurance';
  return (
    <div className={fieldGrid}>
      <SelectField
        name="vehicle_make"
        label={t`Make`}
        placeholder={t`Choose a make`}
        loading={makes.isPending}
        options={(makes.data ?? []).map((entry) => ({ value: entry.make, label: entry.make }))}
        // Section 2.1: a new make clears the model; its models then load.
        onValueChange={() => setValue('vehicle_model', '')}
      />
      <SelectField
        name="vehicle_model"
        label={t`Model`}
        placeholder={make ? t`Choose a model` : t`Choose the make first`}
        disabled={!make}
        // Models wait for the makes list, whose id for the make they ask by.
        loading={Boolean(make) && (makes.isPending || models.isLoading)}
        options={(models.data ?? []).map((entry) => ({ value: entry.model, label: entry.model }))}
      />
      {full && (
        <SelectField
          name="manufacture_year"
          label={t`Year of manufacture`}
          placeholder={t`Choose a year`}
          loading={years.isPending}
          options={years.data ?? []}
        />
      )}
      <SelectField
        name="fuel_type"
        label={t`Fuel type`}
        // Third party asks the fuel only to know an electric vehicle, which needs no engine capacity.
        hint={full ? undefined : t`Needed only for an electric vehicle.`}
        placeholder={t`Choose a fuel type`}
        loading={fuels.isPending}
        options={fuelOptions(fuels.data ?? [])}
      />
      {!electric && (
        <TextField
          name="engine_capacity"
          label={t`Engine capacity (cc)`}
          hint={capacityHint(i18n, vehicleType)}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      <SelectField
        name="purpose_of_use"
        label={t`Purpose of use`}
        loading={usages.isPending}
        options={usageOptions(usages.data ?? [], insuranceType)}
      />
      {full && (
        <>
          <SelectField
            name="ncb"
            label={t`No-claims bonus`}
            hint={t`Years without a claim on your last policy.`}
            placeholder={t`Choose the years`}
            loading={ncbYears.isPending}
            // The option 'No' has the id 0, sent as '0' (section 2.1).
            options={(ncbYears.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.year }))}
          />
          <QuoteMarketValueField vehicleType={vehicleType} />
          {/* Keeps the two choices side by side on a row of their own. */}
          {electric && <div className="max-sm:hidden" />}
          <ChoiceField name="is_registered" legend={t`Registration`} options={translated(i18n, REGISTERED)} />
          <ChoiceField
            name="hire_purchase"
            legend={t`On hire purchase or lease?`}
            options={translated(i18n, YES_NO)}
          />
        </>
      )}
    </div>
  );
}
