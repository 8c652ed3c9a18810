import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VehicleNumbers } from '#domain/motor/proposal-calls';
import { VEHICLE_NUMBER_FIELDS, registrationParts } from '#domain/motor/registration-formats';
import { ApiError } from '#web/api/api-error';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { secondaryButton } from '#web/components/ui/buttons';
import { useTranslateText } from '#web/i18n/translate';
import { useSaveVehicleNumbers, useVehicleNumbers } from '../api/vehicle-numbers';
import { RegistrationFields } from '../registration-fields';
import { registrationFormatOf } from '../stored-quote-form';

// The vehicle's numbers from its papers, asked beside the documents of a full-insurance purchase
// (docs/decisions/039): the buyer has the Certificate of Registration in hand, so the proposal after
// payment is filled in from them. Optional; Save numbers keeps them, and Submit for Review saves what was
// typed before it sends the documents, so nothing typed is lost.

type NumbersValues = Record<'hash_code' | (typeof VEHICLE_NUMBER_FIELDS)[number], string>;

const resolver = lazyResolver<NumbersValues>(async (values) => {
  const { vehicleNumbersFormSchema } = await import('#domain/motor/proposal-calls');
  return { schema: vehicleNumbersFormSchema, input: values };
});

function valuesOf(hashCode: string, numbers: VehicleNumbers | undefined): NumbersValues {
  const format = registrationFormatOf(numbers?.veh_reg_format ?? '');
  const [part1 = '', part2 = '', part3 = ''] =
    (numbers?.veh_registration_no && registrationParts(format, numbers.veh_registration_no)) || [];
  return {
    hash_code: hashCode,
    veh_reg_format: format,
    veh_reg_format_1: part1,
    veh_reg_format_2: part2,
    veh_reg_format_3: part3,
    engine_no: numbers?.engine_no ?? '',
    chassis_no: numbers?.chassis_no ?? '',
  };
}

const SAVE_FAILED = msg`Your vehicle numbers could not be saved. Try again.`;

/** The section's form and `commit`, which saves what was typed; false (errors shown) when it cannot. */
export function useVehicleNumbersForm(hashCode: string, asked: boolean) {
  const numbers = useVehicleNumbers(hashCode, asked);
  const save = useSaveVehicleNumbers(hashCode);
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const form = useSpecForm<NumbersValues>({
    defaultValues: valuesOf(hashCode, undefined),
    resolver,
    onFieldChange: () => {
      setFailure(undefined);
      setSaved(false);
    },
  });
  const { reset, formState } = form;

  // The numbers saved earlier fill the form once loaded, unless the visitor has begun typing.
  useEffect(() => {
    if (numbers.data && !formState.isDirty) reset(valuesOf(hashCode, numbers.data));
  }, [numbers.data, formState.isDirty, reset, hashCode]);

  const commit = async (): Promise<boolean> => {
    if (!asked || !form.formState.isDirty) return true;
    setFailure(undefined);
    if (!(await form.trigger())) {
      setFailure(t`Some vehicle numbers need correcting: see the messages under them.`);
      return false;
    }
    try {
      const answer = await save.mutateAsync(form.getValues());
      reset(valuesOf(hashCode, answer));
      setSaved(true);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors)
        showServerFieldErrors(form, error.fieldErrors, VEHICLE_NUMBER_FIELDS);
      setFailure(
        error instanceof ApiError && !error.transient ? translate(error.message) : i18n._(SAVE_FAILED),
      );
      return false;
    }
  };

  return { form, numbers: numbers.data, commit, saving: save.isPending, saved, failure };
}

export function VehicleNumbersSection({ section }: { section: ReturnType<typeof useVehicleNumbersForm> }) {
  const { form, numbers, commit, saving, saved, failure } = section;
  if (!numbers) return null;
  const registered = numbers.is_registered === 'R';
  return (
    <section
      aria-labelledby="vehicle-numbers-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id="vehicle-numbers-heading" className="text-lg font-semibold text-slate-900">
        <Trans>
          Your vehicle&apos;s numbers <span className="font-normal text-slate-600">(optional)</span>
        </Trans>
      </h3>
      <p className="mt-1 max-w-2xl text-slate-700">
        {registered ? (
          <Trans>
            Type them from your Certificate of Registration now, and the proposal after payment is filled in
            for you.
          </Trans>
        ) : (
          <Trans>
            Type the engine and chassis numbers from your invoice now, and the proposal after payment is
            filled in for you.
          </Trans>
        )}{' '}
        <Trans>You can still change them there.</Trans>
      </p>
      <SpecForm
        form={form}
        onSubmit={async (event) => {
          event.preventDefault();
          await commit();
        }}
        className="mt-4 space-y-4"
      >
        <input type="hidden" {...form.register('hash_code')} />
        <RegistrationFields registered={registered} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" aria-disabled={saving} className={secondaryButton}>
            {saving && <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />}
            <Trans>Save numbers</Trans>
          </button>
          <p role="status" className="text-sm">
            {saved && (
              <span className="inline-flex items-center gap-1 font-medium text-green-800">
                <Check aria-hidden="true" className="size-4" />
                <Trans>Saved for your proposal</Trans>
              </span>
            )}
          </p>
        </div>
        {failure && (
          <p role="alert" className="font-medium text-red-800">
            {failure}
          </p>
        )}
      </SpecForm>
    </section>
  );
}
