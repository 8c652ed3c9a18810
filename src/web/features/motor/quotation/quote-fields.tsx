import { useFormContext, useWatch } from 'react-hook-form';
import { ENGINE_CAPACITY_LIMITS, isElectric } from '#domain/motor/engine-capacity';
import type { InsuranceTypeCode, VehicleTypeCode } from '#domain/motor/vehicle-types';
import { groupThousands } from '#domain/money';
import { ChoiceField, SelectField, TextField, fieldGrid } from '#web/components/form/fields';
import type { SelectOption } from '#web/components/form/fields';
import type { VehicleLists } from './use-vehicle-lists';
import { QuoteMarketValueField } from './market-value-field';
import { fuelOptions, usageOptions } from './quote-form-values';

// The vehicle's fields of the quotation form (motor section 2.1).

const REGISTERED: readonly SelectOption[] = [
  { value: 'R', label: 'Registered' },
  { value: 'U', label: 'Unregistered' },
];
const YES_NO: readonly SelectOption[] = [
  { value: 'YES', label: 'Yes' },
  { value: 'NO', label: 'No' },
];

/** The capacity's range for the vehicle type, where it is printed on the registration certificate. */
function capacityHint(vehicleType: VehicleTypeCode) {
  const limits = Object.hasOwn(ENGINE_CAPACITY_LIMITS, vehicleType)
    ? ENGINE_CAPACITY_LIMITS[vehicleType]
    : undefined;
  const range = limits
    ? ` from ${groupThousands(String(limits.min))} to ${groupThousands(String(limits.max))}`
    : '';
  return `A whole number${range}, as on the registration certificate (cylinder capacity).`;
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
        label="Make"
        placeholder="Choose a make"
        loading={makes.isPending}
        options={(makes.data ?? []).map((entry) => ({ value: entry.make, label: entry.make }))}
        // Section 2.1: a new make clears the model; its models then load.
        onValueChange={() => setValue('vehicle_model', '')}
      />
      <SelectField
        name="vehicle_model"
        label="Model"
        placeholder={make ? 'Choose a model' : 'Choose the make first'}
        disabled={!make}
        // Models wait for the makes list, whose id for the make they ask by.
        loading={Boolean(make) && (makes.isPending || models.isLoading)}
        options={(models.data ?? []).map((entry) => ({ value: entry.model, label: entry.model }))}
      />
      {full && (
        <SelectField
          name="manufacture_year"
          label="Year of manufacture"
          placeholder="Choose a year"
          loading={years.isPending}
          options={years.data ?? []}
        />
      )}
      <SelectField
        name="fuel_type"
        label="Fuel type"
        // Third party asks the fuel only to know an electric vehicle, which needs no engine capacity.
        hint={full ? undefined : 'Needed only for an electric vehicle.'}
        placeholder="Choose a fuel type"
        loading={fuels.isPending}
        options={fuelOptions(fuels.data ?? [])}
      />
      {!electric && (
        <TextField
          name="engine_capacity"
          label="Engine capacity (cc)"
          hint={capacityHint(vehicleType)}
          inputMode="numeric"
          autoComplete="off"
        />
      )}
      <SelectField
        name="purpose_of_use"
        label="Purpose of use"
        loading={usages.isPending}
        options={usageOptions(usages.data ?? [], insuranceType)}
      />
      {full && (
        <>
          <SelectField
            name="ncb"
            label="No-claims bonus"
            hint="Years without a claim on your last policy."
            placeholder="Choose the years"
            loading={ncbYears.isPending}
            // The option 'No' has the id 0, sent as '0' (section 2.1).
            options={(ncbYears.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.year }))}
          />
          <QuoteMarketValueField vehicleType={vehicleType} />
          {/* Keeps the two choices side by side on a row of their own. */}
          {electric && <div className="max-sm:hidden" />}
          <ChoiceField name="is_registered" legend="Registration" options={REGISTERED} />
          <ChoiceField name="hire_purchase" legend="On hire purchase or lease?" options={YES_NO} />
        </>
      )}
    </div>
  );
}
