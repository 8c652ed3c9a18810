import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { OtpChallenge } from '#domain/otp';
import { generateOtp } from '#web/features/motor/api/generate-otp';
import { verifyOtp } from '#web/features/motor/api/verify-otp';
import { formatCountdown, useCountdown } from '#web/features/motor/account/countdown';
import { logIn, signUp } from './api/login-calls';
import type { SignUpValues } from './login-forms';
import { RequestOtpForm, SignUpForm, VerifyOtpForm } from './login-forms';

// 'Login or Register With OTP' (content sections 2, 5 and 7; decision 047), for the /v1/public_login page
// and the header's modal alike: the code by SMS to the number (its leading 0 dropped for the generate
// call), the code back, then the login token, or SignUp first for a number no customer has. What is done
// with the token (and a new customer's picture) is the caller's.

type Step =
  | { name: 'mobile' }
  | { name: 'code'; mobileNumber: string; challenge: OtpChallenge; sentAt: number }
  | { name: 'signup'; verifiedToken: string };

/** The one-time code's steps for `mobileNumber`: send (or resend) it, then verify it. */
export function useOneTimeCode() {
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string>();

  /** Runs a call; a refusal becomes the step's alert (translated where it shows). */
  const attempt = async <T,>(call: () => Promise<T>, setFlag = setBusy): Promise<T | undefined> => {
    setError(undefined);
    setFlag(true);
    try {
      return await call();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return undefined;
    } finally {
      setFlag(false);
    }
  };

  const send = (mobileNumber: string, resend: boolean) =>
    attempt(
      // The spec's rule: the leading 0 is dropped when requesting the code.
      () => generateOtp({ mobile_number: mobileNumber.slice(1), is_resend: resend ? '1' : '0' }),
      resend ? setResending : setBusy,
    );

  return { busy, resending, error, setError, attempt, send };
}

interface CodeStepProps {
  code: ReturnType<typeof useOneTimeCode>;
  mobileNumber: string;
  challenge: OtpChallenge;
  sentAt: number;
  onResent: (challenge: OtpChallenge) => void;
  onVerify: (code: string) => void;
  onChangeNumber: () => void;
}

/** VerifyOTP with its countdown to Resend, and the end of the number's codes. */
export function CodeStep({
  code,
  mobileNumber,
  challenge,
  sentAt,
  onResent,
  onVerify,
  onChangeNumber,
}: CodeStepProps) {
  const left = useCountdown(sentAt + challenge.resend_after * 1000, challenge.resend_after);
  const countdown = formatCountdown(left);
  return (
    <>
      <VerifyOtpForm
        busy={code.busy}
        error={code.error}
        onSubmit={onVerify}
        mobileNumber={mobileNumber}
        canResend={left <= 0 && challenge.sends_left > 0}
        resending={code.resending}
        onResend={() =>
          void code.send(mobileNumber, true).then((sent) => {
            if (sent) onResent(sent);
          })
        }
        onChangeNumber={() => {
          code.setError(undefined);
          onChangeNumber();
        }}
      />
      {challenge.sends_left <= 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>No more codes can be sent to this number for now. Use the last code we sent.</Trans>
        </p>
      ) : (
        left > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            <Trans>
              Didn&rsquo;t get it? You can ask for a new code in{' '}
              <span className="font-semibold tabular-nums">{countdown}</span>.
            </Trans>
          </p>
        )
      )}
    </>
  );
}

export function LoginFlow({ onToken }: { onToken: (token: string, picture: File | undefined) => void }) {
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const code = useOneTimeCode();

  const send = async (mobileNumber: string) => {
    const sent = await code.send(mobileNumber, false);
    if (sent) setStep({ name: 'code', mobileNumber, challenge: sent, sentAt: Date.now() });
  };

  const verify = async (otp: string) => {
    if (step.name !== 'code') return;
    const answer = await code.attempt(async () => {
      const verified = await verifyOtp({ token: step.challenge.token, otp_code: otp });
      return { verifiedToken: verified.token, login: await logIn(verified.token) };
    });
    if (answer?.login.token) onToken(answer.login.token, undefined);
    else if (answer?.login.signup_needed) setStep({ name: 'signup', verifiedToken: answer.verifiedToken });
  };

  const register = async ({ form, picture }: SignUpValues) => {
    if (step.name !== 'signup') return;
    const answer = await code.attempt(() => signUp(step.verifiedToken, form));
    if (answer?.token) onToken(answer.token, picture);
  };

  return (
    <>
      {step.name === 'mobile' && (
        <RequestOtpForm busy={code.busy} error={code.error} onSubmit={(mobile) => void send(mobile)} />
      )}
      {step.name === 'code' && (
        <CodeStep
          code={code}
          mobileNumber={step.mobileNumber}
          challenge={step.challenge}
          sentAt={step.sentAt}
          onResent={(challenge) => setStep({ ...step, challenge, sentAt: Date.now() })}
          onVerify={(otp) => void verify(otp)}
          onChangeNumber={() => setStep({ name: 'mobile' })}
        />
      )}
      {step.name === 'signup' && (
        <SignUpForm busy={code.busy} error={code.error} onSubmit={(values) => void register(values)} />
      )}
    </>
  );
}
