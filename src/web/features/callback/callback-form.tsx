import { useState } from 'react';
import type { ChatTurn } from '#domain/chat';
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
import { postCallback } from './api/post-callback';
import type { CallbackFormValues } from './callback-request';
import { askedAlready, callbackBody, callbackValuesOf } from './callback-request';
import { readInquiryCookie, saveInquiryCookie } from './inquiry-cookie';

// The callback form (content sections 4 and 5): validated by the schema the server uses (a field's error
// shows once it is left and clears when it is edited), sent once, then replaced by the spec's thank-you.
// The chat's hand-off is this form too, sending the conversation with it (decision 056).

const FIELDS = ['cx_name', 'cx_mobile', 'cx_email'] as const;

const resolver = lazyResolver<CallbackFormValues>(async (values) => {
  const { callbackSchema } = await import('#domain/motor/inquiry');
  return { schema: callbackSchema, input: { ...values, cx_mobile: tidyMobile(values.cx_mobile) } };
});

interface CallbackFormProps {
  /** The chat's conversation, sent with the callback. */
  transcript?: ChatTurn[];
  /** Called once the callback is filed. */
  onSent?: () => void;
}

export function CallbackForm({ transcript, onSent }: CallbackFormProps) {
  const { t } = useLingui();
  const [initial] = useState(() => callbackValuesOf(readInquiryCookie()));
  const [refusal, setRefusal] = useState<string>();
  const [done, setDone] = useState(() => askedAlready(window.location.search));
  const form = useSpecForm<CallbackFormValues>({
    defaultValues: initial,
    resolver,
    onFieldChange: () => setRefusal(undefined),
  });

  const refusalOf = useSendRefusal(form, FIELDS);
  const submit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      const created = await postCallback(callbackBody(values, transcript));
      saveInquiryCookie({
        cx_name: values.cx_name,
        cx_mobile: tidyMobile(values.cx_mobile),
        cx_email: values.cx_email,
        cx_inquiry_id: String(created.inquiry_id),
      });
      setDone(true);
      onSent?.();
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  });

  if (done) {
    return (
      <SentNotice>
        <Trans>Thank you for submitting. We will call you back.</Trans>
      </SentNotice>
    );
  }
  return (
    <SpecForm form={form} onSubmit={submit} className="space-y-5">
      <NameField name="cx_name" label={t`Name`} />
      <MobileField
        name="cx_mobile"
        label={t`Mobile number`}
        hint={t`The 9 digits after 94, e.g. 771234567.`}
      />
      <TextField name="cx_email" label={t`E-mail`} type="email" autoComplete="email" spellCheck={false} />
      <PrivacyNote use={t`to call you back, as you asked`} />
      <Refusal message={refusal} />
      <FormActions submitting={form.formState.isSubmitting} />
    </SpecForm>
  );
}
