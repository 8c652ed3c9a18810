import { ExternalLink, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatRupeesOf } from '#domain/money';
import type { Review } from '#domain/motor/declaration';
import { MAIN_EXCLUSIONS } from '#domain/motor/declaration-words';
import { translateText } from '#domain/i18n';
import { ApiError } from '#web/api/api-error';
import { CheckboxField, SelectField } from '#web/components/form/fields';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { primaryButton } from '#web/components/ui/buttons';
import { DetailList } from '#web/components/ui/detail-list';
import { ErrorNotice } from '#web/components/ui/error-panel';
import { Panel } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import { useInsurers } from '../api/get-insurers';
import { usePostDeclaration } from '../api/post-declaration';

// The review before payment (issue 20; docs/decisions/038): the answers that set the price, what the
// policy does not cover and where its wording is, the proof a no-claim bonus needs and the insurer it
// comes from, the declaration (required) and the consent to be contacted (optional, unticked). The
// checkout shows once the server has the declaration.

interface DeclarationValues {
  answers_true: boolean;
  previous_insurer: string;
  contact_consent: boolean;
}
interface DeclarationContext {
  hash_code: string;
  ncb: Review['answers']['ncb'];
}

const FIELDS = ['answers_true', 'previous_insurer', 'contact_consent'] as const;

const resolver = lazyResolver<DeclarationValues, DeclarationContext>(async (values, context) => {
  const { declarationSchema } = await import('#domain/motor/declaration');
  return { schema: declarationSchema, input: { ...values, ...context } };
});

const hasBonus = (ncb: Review['answers']['ncb']) => ncb !== null && ncb !== '0';

function answerRows({ answers }: Review, i18n: I18n) {
  const ncb = answers.ncb;
  return [
    [i18n._(msg`Insurer`), answers.insurer],
    [i18n._(msg`Cover`), translateText(answers.type_of_cover, i18n)],
    [i18n._(msg`Vehicle`), answers.vehicle],
    [i18n._(msg`Use`), answers.purpose_of_use],
    ...(ncb === null ? [] : [[i18n._(msg`No-claim bonus`), i18n._(msg`${ncb} claim-free years`)] as const]),
    ...(answers.market_value === null
      ? []
      : ([
          [i18n._(msg`Market value`), formatRupeesOf(answers.market_value)],
          [i18n._(msg`Optional covers`), answers.covers.join(', ') || i18n._(msg`None`)],
        ] as const)),
  ] as const;
}

export function ReviewDeclaration({ hashCode, review }: { hashCode: string; review: Review }) {
  const { i18n, t } = useLingui();
  const translate = useTranslateText();
  const { answers } = review;
  const insurer = answers.insurer;
  const bonus = hasBonus(answers.ncb);
  const insurers = useInsurers(bonus);
  const declare = usePostDeclaration(hashCode);
  const [failure, setFailure] = useState<string>();
  const form = useSpecForm<DeclarationValues, DeclarationContext>({
    defaultValues: {
      answers_true: false,
      previous_insurer: review.existing_insurer ?? '',
      contact_consent: false,
    },
    resolver,
    context: { hash_code: hashCode, ncb: answers.ncb },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await declare.mutateAsync({
        hash_code: hashCode,
        ncb: answers.ncb,
        // The resolver let the form through only with the box ticked.
        answers_true: true,
        previous_insurer: bonus ? values.previous_insurer : undefined,
        contact_consent: values.contact_consent,
      });
    } catch (error) {
      const elsewhere =
        error instanceof ApiError && error.fieldErrors
          ? showServerFieldErrors(form, error.fieldErrors, FIELDS)
          : [error instanceof Error ? error.message : String(error)];
      if (elsewhere.length > 0) setFailure(elsewhere.map(translate).join(' '));
    }
  });

  return (
    <SpecForm form={form} onSubmit={onSubmit} className="space-y-5">
      <Panel headingId="review-answers-heading" heading={t`Check the answers that set your price`}>
        <DetailList rows={answerRows(review, i18n)} />
        <p className="mt-3 text-sm text-slate-600">
          <Trans>
            If an answer is wrong, do not pay: get a new quotation with the right answers, so that your price
            and your cover are right.
          </Trans>
        </p>
      </Panel>

      {bonus && (
        <Panel headingId="review-bonus-heading" heading={t`Your no-claim bonus`} className="space-y-4">
          <p className="mt-2 flex items-start gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-800" />
            <span className="min-w-0">
              <Trans>
                {insurer} may ask for proof of your no-claim bonus: the renewal notice or a letter from your
                previous insurer. Keep it ready. Without it the bonus can be taken back, and you pay the
                difference.
              </Trans>
            </span>
          </p>
          <SelectField
            name="previous_insurer"
            label={t`Insurer that gave you the no-claim bonus`}
            placeholder={t`Choose an insurer`}
            options={(insurers.data ?? []).map((insurer) => ({
              value: String(insurer.id),
              label: insurer.company_name,
            }))}
            loading={insurers.isPending}
          />
        </Panel>
      )}

      <Panel
        headingId="review-exclusions-heading"
        heading={t`What the policy does not cover`}
        className="space-y-3"
      >
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
          {MAIN_EXCLUSIONS.map((exclusion) => (
            <li key={exclusion}>{translate(exclusion)}</li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">
          <Trans>These are the main ones in plain words; the policy wording is what counts.</Trans>{' '}
          {review.policy_wording_url ? (
            <a
              href={review.policy_wording_url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-800 underline hover:no-underline"
            >
              <Trans>
                Read {insurer}&apos;s policy wording on its website
                <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-2px]" />
                <span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          ) : (
            t`Ask ${insurer} for its policy wording.`
          )}
        </p>
      </Panel>

      <Panel headingId="review-declaration-heading" heading={t`Your declaration`} className="space-y-4">
        <CheckboxField
          className="mt-3"
          name="answers_true"
          label={
            <Trans>
              I declare that the answers above are true and complete. I understand that if the use of my
              vehicle or my no-claim bonus is not as I declared, {insurer} may refuse a claim or cancel the
              cover.
            </Trans>
          }
        />
        <CheckboxField
          name="contact_consent"
          label={t`Kavacha may contact me by phone, SMS or e-mail about other insurance. (Optional: you can buy without it.)`}
        />
        <PrivacyNote
          use={t`to arrange this insurance with the insurer, and to contact you only as you allow`}
        />
        {failure && <ErrorNotice message={failure} />}
        <button type="submit" className={`${primaryButton} w-full sm:w-auto`}>
          <Trans>Confirm and continue to payment</Trans>
        </button>
      </Panel>
    </SpecForm>
  );
}
