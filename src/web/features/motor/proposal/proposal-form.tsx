import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { coverNoteResultPath } from '#domain/motor/cover-note';
import type { Proposal } from '#domain/motor/proposal-calls';
import { ApiError } from '#web/api/api-error';
import { FormActions } from '#web/components/form/form-actions';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { Panel } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { useGenerateCoverNote } from '../api/generate-cover-note';
import { useLeasingCompanies } from '../api/get-leasing-companies';
import { RegistrationFields } from '../registration-fields';
import { LeasingFields } from './leasing-fields';
import { clearDraft, saveDraft, withDraft } from './proposal-draft';
import type { ProposalFormValues } from './proposal-values';
import { coverNoteRequest, isLeased, isRegistered, proposalDefaults, shownFields } from './proposal-values';

// The proposal form of section 2.6: the vehicle's registration (registered vehicles only), engine and
// chassis numbers, and the financial interest of a leased vehicle; Save Details makes the cover note and
// goes to the result page with its link. An error never clears a field, and a reload keeps what was typed.

const resolver = lazyResolver<ProposalFormValues>(async (values) => {
  const { proposalFormSchema } = await import('#domain/motor/proposal-calls');
  return { schema: proposalFormSchema, input: coverNoteRequest(values) };
});

const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields below.`;

/** Fields the form has no input for (the quotation's answers, the number built from the parts). */
const UNSHOWN_NAMES: Record<string, MessageDescriptor> = {
  req_key: msg`Proposal link`,
  is_registered: msg`Registered or not (from your quotation)`,
  is_leasing: msg`Leased or not (from your quotation)`,
  veh_registration_no: msg`Registration number`,
};

/**
 * The banner's words for a refusal. Field errors go under their inputs; one about a field without an
 * input is said in the banner with the field's name, since its message alone would not say what is wrong.
 */
function showRefusal(
  error: unknown,
  form: UseFormReturn<ProposalFormValues>,
  shown: string[],
  i18n: I18n,
  translate: (text: string) => string,
): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? translate(error.message) : String(error);
  if (!error.fieldErrors) return translate(error.message);
  showServerFieldErrors(form, error.fieldErrors, shown);
  const unshown = Object.entries(error.fieldErrors).find(([field]) => !shown.includes(field));
  if (!unshown) return i18n._(FIX_FIELDS);
  const name = UNSHOWN_NAMES[unshown[0]];
  const message = unshown[1][0];
  return `${name ? i18n._(name) : unshown[0]}: ${message === undefined ? message : translate(message)}`;
}

export function ProposalForm({ proposal }: { proposal: Proposal }) {
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const navigate = useNavigate();
  const generate = useGenerateCoverNote(proposal.req_key);
  const [initial] = useState(() => withDraft(proposalDefaults(proposal)));
  const registered = isRegistered(initial);
  const leased = isLeased(initial);
  const companies = useLeasingCompanies(leased);
  const [submitError, setSubmitError] = useState<Error>();
  const [revealKey, setRevealKey] = useState(0);
  const banner = useDangerBanner([submitError]);
  const form = useSpecForm<ProposalFormValues>({
    defaultValues: initial,
    resolver,
    onFieldChange: () => banner.clear(),
  });
  const { register, subscribe, handleSubmit, formState } = form;
  const email = proposal.email;
  const policyFrom = proposal.suggested?.policy_from;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveDraft(values as ProposalFormValues),
      }),
    [subscribe],
  );

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      const coverNote = await generate.mutation.mutateAsync(coverNoteRequest(values));
      clearDraft(values.req_key);
      await navigate(coverNoteResultPath(values.req_key, coverNote));
      generate.remember(coverNote);
    } catch (error) {
      setSubmitError(new Error(showRefusal(error, form, shownFields(values), i18n, translate)));
      setRevealKey((key) => key + 1);
    }
  });

  return (
    <Panel headingId="proposal-form-heading" heading={t`Complete your proposal`}>
      <p className="mt-1 text-slate-700">
        <Trans>
          Give us your vehicle&apos;s details as its papers show them. Your cover note is then e-mailed to{' '}
          <span className="font-medium break-words text-slate-900">{email}</span>.
        </Trans>
      </p>
      <SpecForm form={form} onSubmit={submit} className="mt-5 space-y-6">
        <DangerBanner message={banner.message} revealKey={revealKey} onClear={banner.clear} />
        <input type="hidden" {...register('req_key')} />
        <input type="hidden" {...register('is_registered')} />
        <input type="hidden" {...register('is_leasing')} />
        <section aria-labelledby="vehicle-details-heading" className="space-y-5">
          <h3 id="vehicle-details-heading" className="text-lg font-semibold text-slate-900">
            <Trans>Vehicle details</Trans>
          </h3>
          {!registered && (
            <p className="text-slate-700">
              <Trans>
                Your quotation is for a vehicle not registered yet: no registration number is needed.
              </Trans>
            </p>
          )}
          {proposal.suggested && (
            <p
              role="status"
              className="rounded-xl border border-sky-200 bg-sky-50 p-3 font-medium text-sky-950"
            >
              <Trans>
                Filled in from your policy of <span className="whitespace-nowrap">{policyFrom}</span>: check
                they are still right.
              </Trans>
            </p>
          )}
          <RegistrationFields registered={registered} />
        </section>
        {leased && (
          <LeasingFields
            companies={companies.data}
            loading={companies.isPending}
            error={companies.error ? translate(companies.error.message) : undefined}
          />
        )}
        <PrivacyNote use={t`to complete your policy with the insurer and to issue your cover note`} />
        <FormActions
          submitting={formState.isSubmitting}
          submitLabel={t`Save Details`}
          className="border-t border-slate-200 pt-6"
        />
      </SpecForm>
    </Panel>
  );
}
