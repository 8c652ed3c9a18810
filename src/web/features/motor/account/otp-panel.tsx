import { CircleAlert, CircleCheck, LoaderCircle, MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OTP_LENGTH } from '#domain/otp';
import { TextField } from '#web/components/form/fields';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { useTranslateText } from '#web/i18n/translate';
import { formatCountdown, useCountdown } from './countdown';
import type { Otp } from './use-otp';

// Steps 1 and 2 of section 2.5 under the contact details: Get OTP, then the code with Verify and, after
// the server's wait, Resend. A refused call shows in the red alert here (motor section 8), next to the
// button that made it. Get OTP and Verify are the form's submit button of their step, so Enter works.

interface OtpPanelProps {
  otp: Otp;
  /** Title, name, mobile and e-mail pass their checks (section 2.5: Get OTP is allowed then). */
  contactReady: boolean;
  onResend: () => void;
}

function Busy({ busy }: { busy: boolean }) {
  return busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : null;
}

export function OtpPanel({ otp, contactReady, onResend }: OtpPanelProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const hintId = useId();
  const { step, state } = otp;
  const challenge = state.challenge;
  const left = useCountdown(
    challenge && challenge.sent_at + challenge.resend_after * 1000,
    challenge?.resend_after,
  );
  const otpLength = OTP_LENGTH;
  const mobileNumber = challenge?.mobile_number;
  const countdown = formatCountdown(left);

  if (step === 'verified') {
    return (
      <p className="flex items-center gap-2 rounded-xl bg-green-50 p-3 font-medium text-green-900">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-green-700" />
        <Trans>Mobile number verified</Trans>
      </p>
    );
  }

  const alert = (
    <div role="alert" className="empty:hidden">
      {otp.error && (
        <p className="flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-3 font-medium text-red-900">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span className="min-w-0 break-words">{translate(otp.error)}</span>
        </p>
      )}
    </div>
  );

  if (step === 'contact') {
    return (
      <div className="space-y-3">
        <button
          type="submit"
          disabled={!contactReady}
          aria-describedby={hintId}
          className={`${primaryButton} w-full disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 sm:w-auto`}
        >
          <Busy busy={otp.sending} />
          <Trans>Get OTP</Trans>
        </button>
        <p id={hintId} className="text-sm text-slate-600">
          {contactReady
            ? t`We will send a 6-digit code by SMS to your mobile number.`
            : t`Fill in your title, name, mobile number and e-mail to get a code.`}
        </p>
        {alert}
      </div>
    );
  }

  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p role="status" className="flex items-start gap-2 text-slate-800">
        <MessageSquareText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <span>
          <Trans>
            We sent a {otpLength}-digit code by SMS to +{mobileNumber}.
          </Trans>
        </span>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          name="otp_code"
          label={t`One-time code`}
          className="sm:max-w-56 sm:flex-1"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          spellCheck={false}
        />
        <button type="submit" aria-disabled={otp.verifying} className={`${primaryButton} sm:mt-8`}>
          <Busy busy={otp.verifying} />
          <Trans>Verify</Trans>
        </button>
      </div>
      {alert}
      {challenge && challenge.sends_left <= 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>No more codes can be sent to this number for now. Use the last code we sent.</Trans>
        </p>
      ) : left > 0 ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Didn&rsquo;t get it? You can ask for a new code in{' '}
            <span className="font-semibold tabular-nums">{countdown}</span>.
          </Trans>
        </p>
      ) : (
        <button
          type="button"
          onClick={onResend}
          aria-disabled={otp.sending}
          className={`${secondaryButton} w-full sm:w-auto`}
        >
          <Busy busy={otp.sending} />
          <Trans>Resend</Trans>
        </button>
      )}
    </div>
  );
}
