import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InsuranceTypeCode, VehicleTypeCode } from '#domain/motor/vehicle-types';
import { INSURANCE_TYPES, VEHICLE_TYPES } from '#domain/motor/vehicle-types';
import { ApiError } from '#web/api/api-error';
import { useTranslateText } from '#web/i18n/translate';
import { SelectField, fieldGrid } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { FormActions } from '#web/components/form/form-actions';
import { ClearedNotice } from '#web/components/form/cleared-notice';
import { CoverStartField } from '#web/components/form/cover-start-field';
import { SpecForm } from '#web/components/form/spec-form';
import type { BannerSource } from '#web/components/ui/danger-banner';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { useCreateQuote } from '../api/create-quote';
import { premiumsQueryOptions } from '../api/get-premiums';
import type { MotorRoute } from '../motor-path';
import { DEFAULT_MOTOR_ROUTE, motorPath } from '../motor-path';
import type { StoredForm } from '../stored-quote-form';
import { STORED_FORM_DEFAULTS, rememberQuote, saveStoredForm } from '../stored-quote-form';
import { RegistrationFields } from '../registration-fields';
import type { QuoteFormValues } from './quote-form-values';
import {
  clearedForVehicleType,
  pickQuoteValues,
  purposeFor,
  quoteRequest,
  saleOf,
  shownFields,
  withCoverStart,
} from './quote-form-values';
import { VehicleFields } from './quote-fields';
import { usePartnerLaunch } from './use-partner-launch';
import { useVehicleLists } from './use-vehicle-lists';

/** Clear's flag (section 2.1): the form it leads to ignores any unq_hash. */
export const FROM_HOME = { name: 'from', value: 'home' } as const;

const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields below.`;

const resolver = lazyResolver<QuoteFormValues>(async (values) => {
  const { fullQuoteSchema, thirdPartyQuoteSchema } = await import('#domain/motor/quote');
  const request = quoteRequest(values, STORED_FORM_DEFAULTS, {});
  const schema = request.coverType === 'T' ? thirdPartyQuoteSchema : fullQuoteSchema;
  return { schema, input: request.body };
});

type QuoteFormMethods = Pick<UseFormReturn<QuoteFormValues>, 'getValues' | 'setValue'>;

const routeOf = (values: QuoteFormValues): MotorRoute => ({
  vehicleType: values.vehicle_type as VehicleTypeCode,
  insuranceType: values.insurance_type as InsuranceTypeCode,
});

function applyVehicleType({ setValue }: QuoteFormMethods, vehicleType: VehicleTypeCode) {
  for (const [field, value] of Object.entries(clearedForVehicleType(vehicleType)))
    setValue(field as keyof QuoteFormValues, value);
}

function applyInsuranceType({ getValues, setValue }: QuoteFormMethods, insuranceType: InsuranceTypeCode) {
  setValue('insurance_type', insuranceType);
  setValue('purpose_of_use', purposeFor(getValues('purpose_of_use'), insuranceType));
}

interface QuoteFormProps {
  route: MotorRoute;
  initial: QuoteFormValues;
  stored: StoredForm;
  query: URLSearchParams;
  /** The page's errors for the banner: the auth_key request and the saved quote's parameters. */
  authError: BannerSource;
  savedQuoteError: BannerSource;
}

export function QuoteForm({ route, initial, stored, query, authError, savedQuoteError }: QuoteFormProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const createQuote = useCreateQuote();
  const partnerError = usePartnerLaunch(query.get('promo'));
  const [submitError, setSubmitError] = useState<Error>();
  const [revealKey, setRevealKey] = useState(0);
  // What Clear wiped, and where the form was, until the visitor undoes it or changes a field.
  const [cleared, setCleared] = useState<{ values: QuoteFormValues; path: string }>();

  const form = useSpecForm<QuoteFormValues>({
    defaultValues: initial,
    resolver,
    onFieldChange: () => {
      banner.clear();
      setCleared(undefined);
    },
  });
  const { getValues, subscribe, reset, handleSubmit, formState } = form;
  const make = useWatch({ control: form.control, name: 'vehicle_make' });
  const lists = useVehicleLists(route.vehicleType, make);
  const banner = useDangerBanner([authError, submitError, savedQuoteError, ...lists.errors, partnerError]);

  // Nothing typed is lost on a reload: every change goes to the stored form at once.
  useEffect(() => {
    saveStoredForm(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveStoredForm(pickQuoteValues(values)),
    });
  }, [subscribe, getValues]);

  // The path names the types (section 2.1). A change made outside the form (a link, the back button)
  // reaches the form here; the form's own changes have already set the same values, so nothing happens.
  useEffect(() => {
    if (getValues('vehicle_type') !== route.vehicleType) applyVehicleType(form, route.vehicleType);
    if (getValues('insurance_type') !== route.insuranceType) applyInsuranceType(form, route.insuranceType);
  }, [form, getValues, route.vehicleType, route.insuranceType]);

  // The URL is rewritten in place from the form's values, keeping unq_hash, promo and channel; the title
  // follows the path.
  const rewritePath = () =>
    navigate(motorPath('Quotation', routeOf(getValues()), Object.fromEntries(query)), { replace: true });

  const submit = handleSubmit(async () => {
    const values = getValues();
    setSubmitError(undefined);
    try {
      const created = await createQuote.mutateAsync(
        quoteRequest(values, stored, saleOf(query, partnerError !== undefined)),
      );
      rememberQuote(created.unq_hash);
      // Section 2.1: the quote's premiums are requested before moving on, so a failure keeps the form.
      await queryClient.fetchQuery(premiumsQueryOptions(created.unq_hash));
      await navigate(
        motorPath('Inquiry', routeOf(values), {
          unq_hash: created.unq_hash,
          promo: created.promo,
          channel: created.channel,
        }),
        { state: { notice: created.notice } },
      );
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) {
        const [elsewhere] = showServerFieldErrors(form, fieldErrors, shownFields(values.insurance_type));
        setSubmitError(new Error(elsewhere ? translate(elsewhere) : i18n._(FIX_FIELDS)));
      } else {
        setSubmitError(error instanceof Error ? error : new Error(String(error)));
      }
      setRevealKey((key) => key + 1);
    }
  });

  // Clear wipes the form at once, without asking, and offers to undo it (decision 031).
  const clear = () => {
    setCleared({ values: getValues(), path: `${location.pathname}${location.search}` });
    reset(withCoverStart(pickQuoteValues(STORED_FORM_DEFAULTS)));
    saveStoredForm(getValues());
    setSubmitError(undefined);
    banner.clear();
    void navigate(motorPath('Quotation', DEFAULT_MOTOR_ROUTE, { [FROM_HOME.name]: FROM_HOME.value }));
  };

  const undoClear = () => {
    if (!cleared) return;
    reset(cleared.values);
    saveStoredForm(getValues());
    setCleared(undefined);
    void navigate(cleared.path, { replace: true });
  };

  return (
    <SpecForm form={form} onSubmit={submit} className="space-y-6">
      <DangerBanner
        message={banner.message}
        revealKey={revealKey}
        onClear={() => {
          banner.clear();
          lists.retry();
        }}
      />
      <section aria-labelledby="cover-heading" className="space-y-5">
        <h2 id="cover-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Your cover</Trans>
        </h2>
        <div className={fieldGrid}>
          <SelectField
            name="vehicle_type"
            label={t`Vehicle type`}
            options={VEHICLE_TYPES.map((type) => ({ value: type.code, label: translate(type.label) }))}
            onValueChange={(value) => {
              applyVehicleType(form, value as VehicleTypeCode);
              void rewritePath();
            }}
          />
          <SelectField
            name="insurance_type"
            label={t`Insurance type`}
            options={INSURANCE_TYPES.map((type) => ({ value: type.code, label: translate(type.label) }))}
            onValueChange={(value) => {
              applyInsuranceType(form, value as InsuranceTypeCode);
              void rewritePath();
            }}
          />
          <CoverStartField />
        </div>
      </section>

      <section aria-labelledby="vehicle-heading" className="space-y-5 border-t border-slate-200 pt-6">
        <h2 id="vehicle-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Your vehicle</Trans>
        </h2>
        <VehicleFields lists={lists} insuranceType={route.insuranceType} />
        {route.insuranceType === 'third-party' && <RegistrationFields />}
      </section>

      <ClearedNotice cleared={cleared !== undefined} onUndo={undoClear} />
      <FormActions
        submitting={formState.isSubmitting}
        onClear={clear}
        className="border-t border-slate-200 pt-6"
      />
    </SpecForm>
  );
}
