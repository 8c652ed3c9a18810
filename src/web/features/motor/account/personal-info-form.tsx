import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '#web/api/api-error';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { PrivacyNote } from '#web/components/form/privacy-note';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { secondaryButton } from '#web/components/ui/buttons';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import { useTranslateText } from '#web/i18n/translate';
import type { Verification } from '../api/lookup-consumer';
import { useConsumer } from '../api/lookup-consumer';
import { readStoredForm } from '../stored-quote-form';
import type { Step } from './account-schemas';
import { ContactFields } from './contact-fields';
import { DetailsSection } from './details-section';
import { OtpPanel } from './otp-panel';
import type { PersonalFormValues, PurchaseQuote } from './personal-request';
import { CONTACT_FIELDS, PERSONAL_FIELDS, prefillFrom } from './personal-request';
import { clearSession, readSession, saveSession, valuesFromInquiry } from './session-form';
import { QuotationRefused, usePurchase } from './use-purchase';
import { useOtp } from './use-otp';

// The personal information form of section 2.5: contact details and a one-time code first, then the
// customer's details and Upload Document. What is typed is kept in the tab's session through a reload
// (never the code); an error never clears a field.

const loadSchemas = () => import('./account-schemas');
type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
interface StepContext {
  step: Step;
}

const resolver = lazyResolver<PersonalFormValues, StepContext>(async (values, context) => {
  const { STEP_SCHEMAS } = await loadSchemas();
  return { schema: STEP_SCHEMAS[context?.step ?? 'contact'], input: values };
});

const FIX_FIELDS = msg`Some details need correcting: see the messages under the fields below.`;
const QUOTE_LOADING = msg`Your quotation is still loading. Try again in a moment.`;

interface PersonalInfoFormProps {
  /** Undefined while the quote's premiums load: the form can be filled, not yet sent. */
  quote: PurchaseQuote | undefined;
  /** Where to go when the quotation can no longer be bought. */
  links: { quotation: string; premiums: string };
}

export function PersonalInfoForm({ quote, links }: PersonalInfoFormProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateText();
  const [session] = useState(() => readSession());
  const [schemas, setSchemas] = useState<Schemas>();
  const [submitError, setSubmitError] = useState<Error>();
  const [refused, setRefused] = useState(false);
  const [revealKey, setRevealKey] = useState(0);
  const [registeredId, setRegisteredId] = useState<number>();
  const detailsHeading = useRef<HTMLHeadingElement>(null);

  const otp = useOtp({
    initial: { challenge: session?.challenge, verified: session?.verified },
    showFieldErrors: (errors) => showFieldErrors(errors),
  });
  const form = useSpecForm<PersonalFormValues, StepContext>({
    defaultValues: session?.values ?? valuesFromInquiry(readStoredForm()),
    resolver,
    // The check of the step the form is at: the contact details, those and the code, or the whole form.
    context: { step: otp.step },
    onFieldChange: () => banner.clear(),
  });
  const { control, getValues, setValue, setFocus, getFieldState, subscribe, handleSubmit, formState } = form;
  const showFieldErrors = (errors: Record<string, string[]>) =>
    showServerFieldErrors(form, errors, PERSONAL_FIELDS);

  const verified = otp.state.verified;
  const verification = useMemo<Verification | undefined>(
    () => verified && { mobileNumber: verified.mobile_number, token: verified.token },
    [verified],
  );
  const consumer = useConsumer(verification);
  const customerId = consumer.data?.customer_id ?? registeredId;
  const lookupFailure = consumer.error;
  // A string, so the memo keeps its Error (the banner knows a cleared message by its identity).
  const reason = lookupFailure ? translate(lookupFailure.message) : undefined;
  const lookupError = useMemo(
    () =>
      lookupFailure &&
      new Error(t`We couldn't look for details you gave us before (${reason}). Fill them in below.`),
    [lookupFailure, reason, t],
  );
  const banner = useDangerBanner([lookupError, submitError]);
  const purchase = usePurchase({ customerId, onCustomer: setRegisteredId });

  // The schemas arrive after the first paint; Get OTP waits for them to say the contact details pass.
  useEffect(() => {
    let live = true;
    void loadSchemas().then((loaded) => live && setSchemas(loaded));
    return () => {
      live = false;
    };
  }, []);
  const contact = useWatch({ control, name: CONTACT_FIELDS });
  const [title, nameInitials, mobile, email] = contact;
  const contactReady =
    schemas?.personalContactSchema.safeParse({
      title,
      name_initials: nameInitials,
      mobile_number: tidyMobile(mobile ?? ''),
      email,
    }).success ?? false;

  // Section 2.5: typing a valid NIC fills the date of birth.
  const nic = useWatch({ control, name: 'nic_number' });
  useEffect(() => {
    const parsed = schemas && nic ? schemas.parseNic(nic) : undefined;
    if (!parsed?.ok || getValues('date_of_birth') === parsed.birthDate) return;
    const { error, isTouched } = getFieldState('date_of_birth');
    setValue('date_of_birth', parsed.birthDate, { shouldDirty: true, shouldValidate: !!error || isTouched });
  }, [nic, schemas, getValues, getFieldState, setValue]);

  // A found record fills what is still empty, but for the field being typed in: a value set under the
  // caret would join what is typed ('851234567V851234567V'). Its id makes Upload Document update rather
  // than register.
  const found = consumer.data;
  useEffect(() => {
    if (!found) return;
    const typing = document.activeElement?.getAttribute('name');
    for (const [name, value] of Object.entries(prefillFrom(found, getValues())))
      if (name !== typing) setValue(name as keyof PersonalFormValues, value, { shouldDirty: true });
  }, [found, getValues, setValue]);

  // The tab's session keeps the form and the code's state, so a reload loses neither.
  useEffect(() => {
    saveSession({ values: getValues(), challenge: otp.state.challenge, verified: otp.state.verified });
  }, [otp.state, getValues]);
  useEffect(
    () => subscribe({ formState: { values: true }, callback: ({ values }) => saveSession({ values }) }),
    [subscribe],
  );

  // Focus follows the step: the code's box once sent, the details once verified, the number on a restart.
  const shownStep = useRef(otp.step);
  useEffect(() => {
    if (shownStep.current === otp.step) return;
    shownStep.current = otp.step;
    if (otp.step === 'code') setFocus('otp_code');
    else if (otp.step === 'verified') detailsHeading.current?.focus();
    else setFocus('mobile_number');
  }, [otp.step, setFocus]);

  const fail = (error: Error) => {
    setSubmitError(error);
    setRevealKey((key) => key + 1);
  };

  const sendCode = (resend: boolean) =>
    otp.send({
      mobileNumber: tidyMobile(getValues('mobile_number')),
      email: getValues('email'),
      customerId,
      resend,
    });

  const buy = async (values: PersonalFormValues) => {
    if (!quote || !verification) return fail(new Error(i18n._(QUOTE_LOADING)));
    try {
      await purchase(values, quote, verification);
      clearSession();
    } catch (error) {
      setRefused(error instanceof QuotationRefused);
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.fieldErrors) {
        const [elsewhere] = showFieldErrors(apiError.fieldErrors);
        return fail(new Error(elsewhere ?? i18n._(FIX_FIELDS)));
      }
      // The proof of the number expired or was refused: verify again, keeping every field.
      if (apiError?.httpStatus === 403) otp.restart();
      fail(error instanceof Error ? error : new Error(String(error)));
    }
  };

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      setRefused(false);
      if (otp.step === 'contact') await sendCode(false);
      else if (otp.step === 'code') {
        if (await otp.check(values.otp_code)) setValue('otp_code', '');
      } else await buy(values);
    },
    (errors: FieldErrors<PersonalFormValues>) => {
      // Section 5: a renewal date not in the future is also said in the banner.
      const futureDate = schemas?.PERSONAL_INFO_MESSAGES.futureDate;
      // The focus stays on the first field at fault rather than moving up to the banner.
      if (futureDate && errors.renwal_date?.message === futureDate)
        setSubmitError(new Error(schemas.PERSONAL_INFO_MESSAGES.renewalBanner));
    },
  );

  const resend = async () => {
    if (otp.sending) return;
    otp.clearError();
    setValue('otp_code', '');
    if (await sendCode(true)) setFocus('otp_code');
  };

  // Another number is another customer: what was learnt about this one is let go.
  const changeNumber = () => {
    setValue('otp_code', '');
    setRegisteredId(undefined);
    otp.restart();
  };

  return (
    <SpecForm form={form} onSubmit={submit} className="space-y-6">
      <DangerBanner message={banner.message} revealKey={revealKey} onClear={banner.clear} />
      {refused && (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to={links.quotation} className={secondaryButton}>
            <RefreshCw aria-hidden="true" className="size-4" />
            <Trans>Refresh your quote</Trans>
          </Link>
          <Link to={links.premiums} className={secondaryButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            <Trans>Back to Premium Comparison</Trans>
          </Link>
        </div>
      )}
      <ContactFields locked={otp.step !== 'contact'} onChangeNumber={changeNumber} />
      <OtpPanel otp={otp} contactReady={contactReady} onResend={() => void resend()} />
      {otp.step === 'verified' && (
        <DetailsSection
          consumer={consumer.data}
          lookingUp={consumer.isPending}
          submitting={formState.isSubmitting}
          headingRef={detailsHeading}
        />
      )}
      <PrivacyNote use={t`to buy this policy from the insurer you chose and to send you its cover note`} />
    </SpecForm>
  );
}
