import { useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { COVER_ROWS } from '#domain/motor/covers';
import { today } from '#domain/dates';
import type { QuoteParams } from '#domain/motor/quote-answers';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { ApiError } from '#web/api/api-error';
import { CoverStartField } from '#web/components/form/cover-start-field';
import { SelectField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { MarketValueField } from '#web/components/form/market-value-field';
import { withThousands } from '#web/components/form/whole-rupees';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { SpecForm } from '#web/components/form/spec-form';
import { secondaryButton } from '#web/components/ui/buttons';
import { useTranslateText } from '#web/i18n/translate';
import { useMarketValueRange } from '../api/get-market-value';
import { useNcbYears } from '../api/get-ncb-years';
import { premiumsQueryOptions } from '../api/get-premiums';
import { repriceQuote } from '../api/reprice-quote';
import type { SaleQuery } from '../comparison-query';
import { premiumListPath } from '../comparison-query';
import type { MotorRoute } from '../motor-path';
import { rememberQuote, saveStoredForm } from '../stored-quote-form';

// Beyond the spec (issue 20, decision 032): the premium list changes the answers that move the price most,
// and the day cover starts, and shows the new prices in place. The server makes a new quote of the same
// vehicle and sale, which the page then lists; no inquiry is made. The fields are the quotation form's.

interface RepriceValues {
  ncb: string;
  sum_insured: string;
  covers: string[];
  cover_start_date: string;
}

const FIELDS = ['ncb', 'sum_insured', 'covers', 'cover_start_date'] as const;

const resolver = lazyResolver<RepriceValues, { unqHash: string }>(async (values, context) => {
  const { repriceSchema } = await import('#domain/motor/quote');
  return { schema: repriceSchema, input: { ...values, unq_hash: context?.unqHash } };
});

const valuesOf = (params: QuoteParams): RepriceValues => ({
  ncb: String(params.ncb ?? '0'),
  sum_insured: withThousands(String(params.sum_insured ?? '')),
  covers: Array.isArray(params.covers) ? params.covers.map(String) : [],
  // A day already gone by (a quote made yesterday) is offered as today, the earliest it can be.
  cover_start_date:
    params.cover_start_date && params.cover_start_date > today() ? params.cover_start_date : today(),
});

interface RepriceFormProps {
  params: QuoteParams;
  unqHash: string;
  route: MotorRoute;
  sale: SaleQuery;
}

/**
 * The form's fields, its queries (no-claims years, the market value range) and its form state are made only
 * when the customer first opens it, so the premium list's first render is the prices alone; once opened they
 * stay, so closing and opening again keeps what was typed.
 */
export function RepriceForm(props: RepriceFormProps) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 font-semibold text-brand-800">
        <SlidersHorizontal aria-hidden="true" className="size-5 shrink-0" />
        <Trans>Change NCB, market value, cover start or covers</Trans>
      </summary>
      {opened && <RepriceFields {...props} />}
    </details>
  );
}

function RepriceFields({ params, unqHash, route, sale }: RepriceFormProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ncbYears = useNcbYears();
  const vehicle = {
    vehicleType: params.vehicle_type as VehicleTypeCode,
    make: params.vehicle_make,
    model: params.vehicle_model,
    year: String(params.manufacture_year ?? ''),
  };
  const { data: range } = useMarketValueRange(vehicle);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState<string>();
  const form = useSpecForm<RepriceValues, { unqHash: string }>({
    defaultValues: valuesOf(params),
    resolver,
    context: { unqHash },
  });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setStatus('');
    try {
      const created = await repriceQuote({ unq_hash: unqHash, ...values });
      // The new prices are fetched before the list changes, so it never shows an empty page meanwhile.
      await queryClient.fetchQuery(premiumsQueryOptions(created.unq_hash));
      rememberQuote(created.unq_hash);
      saveStoredForm({ ncb: values.ncb, sum_insured: values.sum_insured });
      await navigate(premiumListPath(route, created.unq_hash, [], sale), {
        replace: true,
        preventScrollReset: true,
      });
      setStatus(t`Prices updated for your new answers.`);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) setFailure(showServerFieldErrors(form, fieldErrors, FIELDS)[0]);
      else {
        const reason = translate((error as Error).message);
        setFailure(t`We couldn't update the prices: ${reason}. Try again.`);
      }
    }
  });

  return (
    <SpecForm form={form} onSubmit={submit} className="mt-3 space-y-4">
      <SelectField
        name="ncb"
        label={t`No-claims bonus`}
        loading={ncbYears.isPending}
        options={(ncbYears.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.year }))}
      />
      <MarketValueField range={range} vehicle={`${vehicle.year} ${vehicle.make} ${vehicle.model}`} />
      <CoverStartField />
      <CoverChoices />
      {failure && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {translate(failure)}
        </p>
      )}
      <button type="submit" className={`${secondaryButton} w-full`} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t`Updating prices…` : t`Update prices`}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>
    </SpecForm>
  );
}

function CoverChoices() {
  const translate = useTranslateText();
  const { register } = useFormContext<RepriceValues>();
  return (
    <fieldset>
      <legend className="mb-1.5 font-medium text-slate-900">
        <Trans>Optional covers</Trans>
      </legend>
      <p className="mb-2 text-sm text-slate-600">
        <Trans>Priced by each insurer that offers them.</Trans>
      </p>
      <div className="grid gap-1">
        {COVER_ROWS.map((cover) => (
          <label key={cover.code} className="flex min-h-11 cursor-pointer items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              value={cover.code}
              className="size-5 shrink-0 cursor-pointer accent-brand-700"
              {...register('covers')}
            />
            {translate(cover.label)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
