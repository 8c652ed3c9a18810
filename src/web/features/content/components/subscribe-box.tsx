import { MailCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '#web/api/api-error';
import { TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { Refusal } from '#web/components/ui/refusal';
import { usePageLanguage } from '#web/i18n/use-page-language';
import { postSubscription } from '../api/subscriptions';

// The featured-articles page's Subscribe box (content section 2): the address is checked by the schema
// the server uses (blank: 'Please enter your e-mail address', under the field, cleared by typing), then a
// confirmation letter is sent; nothing is kept until its link is followed (decision 058).

interface Values {
  email: string;
}

const resolver = lazyResolver<Values>(async (values) => {
  const { subscribeSchema } = await import('#domain/subscriptions');
  return { schema: subscribeSchema, input: values };
});

export function SubscribeBox() {
  const { t } = useLingui();
  const headingId = useId();
  const lang = usePageLanguage();
  const [refusal, setRefusal] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const form = useSpecForm<Values>({
    defaultValues: { email: '' },
    resolver,
    onFieldChange: () => setRefusal(undefined),
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setRefusal(undefined);
    try {
      await postSubscription(email.trim(), lang);
      setSentTo(email.trim());
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
      if (fieldErrors) showServerFieldErrors(form, fieldErrors, ['email']);
      else setRefusal(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-brand-50 p-5">
      <h2 id={headingId} className="font-semibold text-slate-900">
        <Trans>Subscribe</Trans>
      </h2>
      {sentTo ? (
        <p role="status" className="mt-2 flex items-start gap-2 text-slate-800">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
          <span className="min-w-0 break-words">
            <Trans>
              We have sent a confirmation e-mail to {sentTo}. Open its link within 3 days to start receiving
              new articles; until then we keep nothing.
            </Trans>
          </span>
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            <Trans>New articles by e-mail. Every e-mail has a link to stop them.</Trans>
          </p>
          <SpecForm form={form} onSubmit={submit} className="mt-3 space-y-3">
            <TextField
              name="email"
              label={t`E-mail address`}
              type="email"
              autoComplete="email"
              spellCheck={false}
            />
            <Refusal message={refusal} />
            <FormActions submitting={form.formState.isSubmitting} submitLabel={t`Subscribe`} />
          </SpecForm>
        </>
      )}
    </section>
  );
}
