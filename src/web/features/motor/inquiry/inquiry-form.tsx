import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TITLES } from '#domain/people/title-list';
import { ApiError } from '#web/api/api-error';
import { useTranslateText } from '#web/i18n/translate';
import { MobileField, NameField, SelectField, TextField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { FormActions } from '#web/components/form/form-actions';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { SpecForm } from '#web/components/form/spec-form';
import type { BannerSource } from '#web/components/ui/danger-banner';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { premiumsQueryOptions } from '../api/get-premiums';
import { usePostInquiry } from '../api/post-inquiry';
import { motorPath } from '../motor-path';
import type { PartnerCustomer } from '../api/get-partner-customer';
import { clearPartnerCustomer, readStoredForm, saveStoredForm, storedInquiryId } from '../stored-quote-form';
import type { InquiryFormValues, InquiryQuote } from './inquiry-request';
import { EMPTY_INQUIRY, inquiryBody, inquiryValuesOf } from './inquiry-request';
import { CallConsentField } from './call-consent-field';
import { SuccessDialog } from './success-dialog';

const FIELDS = ['cx_surname', 'cx_name', 'cx_mobile', 'cx_email'] as const;
const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields below.`;

const resolver = lazyResolver<InquiryFormValues>(async (values) => {
  const { inquirySchema } = await import('#domain/motor/inquiry');
  return { schema: inquirySchema, input: { ...values, cx_mobile: tidyMobile(values.cx_mobile) } };
});

interface InquiryFormProps {
  quote: Omit<InquiryQuote, 'origin'>;
  /** The lifestyle partner's customer saved by the quotation page: its name and mobile prefill the form. */
  partner: PartnerCustomer | undefined;
  /** The quote's parameters failed to load: the first message of the banner. */
  quoteError: BannerSource;
}

export function InquiryForm({ quote, partner, quoteError }: InquiryFormProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateText();
  const queryClient = useQueryClient();
  const postInquiry = usePostInquiry();
  const [initial] = useState(() => {
    const stored = inquiryValuesOf(readStoredForm());
    return partner ? { ...stored, cx_name: partner.name, cx_mobile: partner.mobile_number } : stored;
  });
  const [submitError, setSubmitError] = useState<Error>();
  const [revealKey, setRevealKey] = useState(0);
  const [done, setDone] = useState<{ called: boolean }>();
  const banner = useDangerBanner([quoteError, submitError]);
  const form = useSpecForm<InquiryFormValues>({
    defaultValues: initial,
    resolver,
    onFieldChange: () => banner.clear(),
  });
  const { getValues, subscribe, reset, handleSubmit, formState } = form;

  // The launch data is used once (section 2.2); what it filled in is kept as the visitor's own typing.
  useEffect(() => {
    if (partner) clearPartnerCustomer();
    // The box is not kept: the call is asked afresh, and stored only with the inquiry it belongs to.
    const keep = ({ call_consent: _asked, ...contact }: InquiryFormValues) => saveStoredForm(contact);
    keep(getValues());
    return subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) });
  }, [partner, subscribe, getValues]);

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      // Section 2.2: the quote is confirmed by its premiums before the inquiry is made about it.
      await queryClient.fetchQuery(premiumsQueryOptions(quote.unqHash));
      if (storedInquiryId(readStoredForm()) === undefined) {
        const created = await postInquiry.mutateAsync(
          inquiryBody(values, { ...quote, origin: window.location.origin }),
        );
        const inquiryId = String(created.inquiry_id);
        saveStoredForm({
          unq_hash_code: quote.unqHash,
          inquiry_id: inquiryId,
          cx_inquiry_id: inquiryId,
          call_consent: values.call_consent ? 'yes' : '',
          // Section 4: the mobile is kept without a leading zero.
          cx_mobile: tidyMobile(values.cx_mobile),
        });
      }
      setDone({ called: values.call_consent });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) {
        const [elsewhere] = showServerFieldErrors(form, fieldErrors, FIELDS);
        setSubmitError(new Error(elsewhere ? translate(elsewhere) : i18n._(FIX_FIELDS)));
      } else {
        setSubmitError(error instanceof Error ? error : new Error(String(error)));
      }
      setRevealKey((key) => key + 1);
    }
  });

  const clear = () => {
    reset(EMPTY_INQUIRY);
    banner.clear();
  };

  const continueTo = motorPath('Premium-Comparison', quote.route, {
    unq_hash: quote.unqHash,
    promo: quote.promo,
    channel: quote.channel,
  });

  return (
    <>
      <SpecForm form={form} onSubmit={submit} className="space-y-5">
        <DangerBanner message={banner.message} revealKey={revealKey} onClear={banner.clear} />
        <div className="grid gap-x-4 gap-y-5 sm:grid-cols-[8rem_minmax(0,1fr)]">
          <SelectField
            name="cx_surname"
            label={t`Title`}
            options={TITLES.map((title) => ({ value: title, label: translate(title) }))}
          />
          <NameField name="cx_name" label={t`Name`} />
        </div>
        <MobileField
          name="cx_mobile"
          label={t`Mobile number`}
          hint={t`The 9 digits after 94, e.g. 771234567.`}
        />
        <TextField name="cx_email" label={t`E-mail`} type="email" autoComplete="email" spellCheck={false} />
        <CallConsentField />
        <PrivacyNote use={t`to prepare your quotes and, only if you ask, to call you about them`} />
        <FormActions submitting={formState.isSubmitting} onClear={clear} className="pt-2" />
      </SpecForm>
      <SuccessDialog
        open={done !== undefined}
        called={done?.called ?? false}
        onClose={() => setDone(undefined)}
        continueTo={continueTo}
      />
    </>
  );
}
