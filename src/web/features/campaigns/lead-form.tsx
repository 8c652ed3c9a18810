import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MobileField, NameField, TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { SpecForm } from '#web/components/form/spec-form';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import { useSendRefusal } from '#web/components/form/send-refusal';
import { SentNotice } from '#web/components/form/sent-notice';
import { useSpecForm } from '#web/components/form/use-spec-form';
import { Refusal } from '#web/components/ui/refusal';
import { postLead } from './api/post-lead';
import type { LeadFormValues, LeadSource } from './lead-request';
import { EMPTY_LEAD, leadBody, rememberLead } from './lead-request';

// The Get A Quote form of the bank promotion and small-business pages (content sections 4 and 5):
// validated by the schema the server uses (an error shows once a field is left and clears when it is
// edited), sent once, then replaced by the thank-you.

const bankResolver = lazyResolver<LeadFormValues>(async (values) => {
  const { promotionLeadSchema } = await import('#domain/motor/inquiry');
  const schema = promotionLeadSchema.omit({ bank_type: true });
  return { schema, input: { ...values, cx_mobile: tidyMobile(values.cx_mobile) } };
});
const companyResolver = lazyResolver<LeadFormValues>(async (values) => {
  const { smallBusinessLeadSchema } = await import('#domain/motor/inquiry');
  return { schema: smallBusinessLeadSchema, input: { ...values, cx_mobile: tidyMobile(values.cx_mobile) } };
});

export function LeadForm({ source }: { source: LeadSource }) {
  const { t } = useLingui();
  const smallBusiness = source === 'small-business';
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState(false);
  const form = useSpecForm<LeadFormValues>({
    defaultValues: EMPTY_LEAD,
    resolver: smallBusiness ? companyResolver : bankResolver,
    onFieldChange: () => setRefusal(undefined),
  });
  const fields = ['cx_name', 'cx_mobile', 'cx_email', ...(smallBusiness ? ['cx_company'] : [])] as const;

  const refusalOf = useSendRefusal(form, fields);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const created = await postLead(leadBody(values, source));
      rememberLead(created.inquiry_id, source);
      setDone(true);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  });

  if (done) {
    return (
      <SentNotice>
        <Trans>Thank you for submitting. We will call you back with your quote.</Trans>
      </SentNotice>
    );
  }
  return (
    <SpecForm form={form} onSubmit={submit} className="space-y-5">
      <NameField name="cx_name" label={t`Name`} />
      {smallBusiness && <TextField name="cx_company" label={t`Company name`} autoComplete="organization" />}
      <MobileField
        name="cx_mobile"
        label={t`Mobile number`}
        hint={t`The 9 digits after 94, e.g. 778621045.`}
      />
      <TextField name="cx_email" label={t`E-mail`} type="email" autoComplete="email" spellCheck={false} />
      <PrivacyNote use={t`to call you with a quote, as you asked`} />
      <Refusal message={refusal} />
      <FormActions
        submitting={form.formState.isSubmitting}
        submitLabel={smallBusiness ? t`Get a Quote` : t`Get A Quote`}
      />
    </SpecForm>
  );
}
