import { CircleAlert, LoaderCircle, MessageSquareText } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { signupSchema } from '#domain/people/signup';
import type { SignupInput } from '#domain/people/signup';
import { loginMobile } from '#domain/people/mobile';
import { loginOtpCode, OTP_LENGTH } from '#domain/otp';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { Refusal } from '#web/components/ui/refusal';
import { useTranslateText } from '#web/i18n/translate';
import { PicturePicker } from './picture-picker';

// The three forms of 'Login or Register With OTP' (content sections 2 and 5): RequestOTP, VerifyOTP and,
// for a number no customer has, SignUp. Each button is enabled only when its form has no field errors; a
// field's message shows once the field was left, checked by the same schemas the server uses.

const control =
  'block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';
export const submitLook = `${primaryButton} w-full disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 sm:w-auto`;

/** The first message of `schema` for `value`, or undefined when it passes. */
function messageOf(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

interface FieldProps {
  name: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The field's message in English, shown (translated) once the field was left. */
  message: string | undefined;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
}

export function Field({ name, label, value, onChange, message, hint, multiline, ...input }: FieldProps) {
  const id = useId();
  const translate = useTranslateText();
  const [left, setLeft] = useState(false);
  const shown = left && message ? translate(message) : undefined;
  const describedBy =
    [hint ? `${id}-hint` : '', shown ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    className: control,
    'aria-invalid': shown ? true : undefined,
    'aria-describedby': describedBy,
    onBlur: () => setLeft(true),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-medium text-slate-900">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} {...input} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {shown}
        </p>
      )}
    </div>
  );
}

/** After a sign-up whose picture the server refused: the account is made and the customer logged in. */
export function PictureNotSaved({ reason }: { reason: string }) {
  const translate = useTranslateText();
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-left text-amber-950">
      <p className="font-semibold">
        <Trans>You are logged in, but your profile picture could not be saved.</Trans>
      </p>
      <p className="mt-1 break-words">{translate(reason)}</p>
      <p className="mt-1">
        <Trans>You can add a picture on your profile.</Trans>
      </p>
    </div>
  );
}

export function Busy({ busy }: { busy: boolean }) {
  return busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null;
}

/** A form that replaced the one before it takes the focus onto its first field, so keyboard and screen
 * reader users carry on where the page changed. */
function useFocusFirstField() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, textarea')?.focus();
  }, []);
  return form;
}

const submitted = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

interface StepProps<T> {
  busy: boolean;
  error: string | undefined;
  onSubmit: (value: T) => void;
}

/** RequestOTP: the local 10-digit number starting 07. */
export function RequestOtpForm({ busy, error, onSubmit }: StepProps<string>) {
  const { t } = useLingui();
  const [mobileNumber, setMobileNumber] = useState('');
  const message = messageOf(loginMobile, mobileNumber);
  const valid = message === undefined;
  return (
    <form
      aria-label={t`Request a one-time code`}
      noValidate
      className="space-y-4"
      onSubmit={submitted(() => {
        if (valid && !busy) onSubmit(loginMobile.parse(mobileNumber) as string);
      })}
    >
      <Field
        name="mobileNumber"
        label={t`Mobile number`}
        hint={t`10 numbers, starting with 07. We will send a 6-digit code by SMS.`}
        value={mobileNumber}
        onChange={setMobileNumber}
        message={message}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={16}
      />
      <Refusal message={error} />
      <button type="submit" disabled={!valid} aria-disabled={busy || undefined} className={submitLook}>
        <Busy busy={busy} />
        <Trans>Request OTP</Trans>
      </button>
    </form>
  );
}

interface VerifyOtpProps extends StepProps<string> {
  /** The number the code went to, as typed (07...). */
  mobileNumber: string;
  /** Resend is offered once the server's wait is over, while the number may still get codes. */
  canResend: boolean;
  resending: boolean;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** VerifyOTP: the 6-digit code from the SMS, with Resend. */
export function VerifyOtpForm({
  busy,
  error,
  onSubmit,
  mobileNumber,
  canResend,
  resending,
  onResend,
  onChangeNumber,
}: VerifyOtpProps) {
  const { t } = useLingui();
  const [code, setCode] = useState('');
  const message = messageOf(loginOtpCode, code);
  const valid = message === undefined;
  const otpLength = OTP_LENGTH;
  const form = useFocusFirstField();
  return (
    <form
      ref={form}
      aria-label={t`Enter the one-time code`}
      noValidate
      className="space-y-4"
      onSubmit={submitted(() => {
        if (valid && !busy) onSubmit(code.trim());
      })}
    >
      <p role="status" className="flex items-start gap-2 text-slate-800">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <Trans>
            We sent a {otpLength}-digit code by SMS to {mobileNumber}.
          </Trans>
        </span>
      </p>
      <Field
        name="OTPcode"
        label={t`OTP code`}
        value={code}
        onChange={setCode}
        message={message}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
      />
      <Refusal message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <button type="submit" disabled={!valid} aria-disabled={busy || undefined} className={submitLook}>
          <Busy busy={busy} />
          <Trans>Verify OTP</Trans>
        </button>
        {canResend && (
          <button
            type="button"
            onClick={onResend}
            aria-disabled={resending || undefined}
            className={secondaryButton}
          >
            <Busy busy={resending} />
            <Trans>Resend OTP</Trans>
          </button>
        )}
        <button type="button" onClick={onChangeNumber} className={secondaryButton}>
          <Trans>Change number</Trans>
        </button>
      </div>
    </form>
  );
}

type SignupField = keyof SignupInput;

/** A form's first message by field, from its schema (the server's too). */
export function fieldMessages<T extends object>(schema: z.ZodType<unknown, T>, values: T) {
  const messages: Partial<Record<keyof T, string>> = {};
  const result = schema.safeParse(values);
  for (const issue of result.success ? [] : result.error.issues)
    messages[issue.path[0] as keyof T] ??= issue.message;
  return messages;
}

/** What SignUp sends: the form's fields, and the profile picture uploaded once the session is open. */
export interface SignUpValues {
  form: SignupInput;
  picture: File | undefined;
}

/** SignUp: a number no customer has yet, with an optional PNG profile picture. */
export function SignUpForm({ busy, error, onSubmit }: StepProps<SignUpValues>) {
  const { t } = useLingui();
  const [values, setValues] = useState<SignupInput>({ fullName: '', nicOrPassportNumber: '', address: '' });
  const [picture, setPicture] = useState<File>();
  const messages = fieldMessages(signupSchema, values);
  const valid = Object.keys(messages).length === 0;
  const set = (field: SignupField) => (value: string) => setValues({ ...values, [field]: value });
  const form = useFocusFirstField();
  return (
    <form
      ref={form}
      aria-label={t`Create an account`}
      noValidate
      className="space-y-4"
      onSubmit={submitted(() => {
        if (valid && !busy) onSubmit({ form: values, picture });
      })}
    >
      <p className="text-slate-800">
        <Trans>This number is verified but has no account yet. Tell us who you are to create one.</Trans>
      </p>
      <Field
        name="fullName"
        label={t`Full name`}
        value={values.fullName as string}
        onChange={set('fullName')}
        message={messages.fullName}
        autoComplete="name"
      />
      <Field
        name="nicOrPassportNumber"
        label={t`NIC or passport number`}
        value={values.nicOrPassportNumber as string}
        onChange={set('nicOrPassportNumber')}
        message={messages.nicOrPassportNumber}
      />
      <Field
        name="address"
        label={t`Address`}
        value={values.address as string}
        onChange={set('address')}
        message={messages.address}
        autoComplete="street-address"
        multiline
      />
      <PicturePicker label={t`Profile picture (optional)`} file={picture} onChange={setPicture} />
      <Refusal message={error} />
      <button type="submit" disabled={!valid} aria-disabled={busy || undefined} className={submitLook}>
        <Busy busy={busy} />
        <Trans>Sign Up</Trans>
      </button>
    </form>
  );
}
