import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SignupInput } from '#domain/people/signup';
import type { OtpChallenge } from '#domain/otp';
import { SITE_ROUTES } from '#domain/site-routes';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { generateOtp } from '#web/features/motor/api/generate-otp';
import { verifyOtp } from '#web/features/motor/api/verify-otp';
import { formatCountdown, useCountdown } from '#web/features/motor/account/countdown';
import { logIn, signUp } from './api/login-calls';
import { RequestOtpForm, SignUpForm, VerifyOtpForm } from './login-forms';

// /v1/public_login, 'Login or Register With OTP' (content sections 2, 5 and 7; decision 047): the code
// by SMS to the number (its leading 0 dropped for the generate call), the code back, then the login token
// for /auth, or SignUp first for a number no customer has.

type Step =
  | { name: 'mobile' }
  | { name: 'code'; mobileNumber: string; challenge: OtpChallenge; sentAt: number }
  | { name: 'signup'; verifiedToken: string };

const authPath = (token: string) => `${SITE_ROUTES.auth}?token=${encodeURIComponent(token)}`;

export function Component() {
  const { t } = useLingui();
  usePageTitle(pageTitle(t`Login or Register With OTP`));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'mobile' });
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState<string>();

  const challenge = step.name === 'code' ? step : undefined;
  const left = useCountdown(
    challenge && challenge.sentAt + challenge.challenge.resend_after * 1000,
    challenge?.challenge.resend_after,
  );

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

  const send = async (mobileNumber: string, resend: boolean) => {
    const sent = await attempt(
      () =>
        generateOtp({
          // The spec's rule: the leading 0 is dropped when requesting the code.
          mobile_number: mobileNumber.slice(1),
          is_resend: resend ? '1' : '0',
        }),
      resend ? setResending : setBusy,
    );
    if (sent) setStep({ name: 'code', mobileNumber, challenge: sent, sentAt: Date.now() });
  };

  const goOn = (
    answer: { signup_needed: boolean; token: string | null } | undefined,
    verifiedToken: string,
  ) => {
    if (!answer) return;
    if (answer.token) void navigate(authPath(answer.token));
    else if (answer.signup_needed) setStep({ name: 'signup', verifiedToken });
  };

  const verify = async (code: string) => {
    if (step.name !== 'code') return;
    const answer = await attempt(async () => {
      const verified = await verifyOtp({ token: step.challenge.token, otp_code: code });
      return { verified, login: await logIn(verified.token) };
    });
    if (answer) goOn(answer.login, answer.verified.token);
  };

  const register = async (values: SignupInput) => {
    if (step.name !== 'signup') return;
    goOn(await attempt(() => signUp(step.verifiedToken, values)), step.verifiedToken);
  };

  const countdown = formatCountdown(left);
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Login or Register With OTP</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>One code by SMS logs you in. A new number can create its account here too.</Trans>
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        {step.name === 'mobile' && (
          <RequestOtpForm busy={busy} error={error} onSubmit={(mobile) => void send(mobile, false)} />
        )}
        {step.name === 'code' && (
          <>
            <VerifyOtpForm
              busy={busy}
              error={error}
              onSubmit={(code) => void verify(code)}
              mobileNumber={step.mobileNumber}
              canResend={left <= 0 && step.challenge.sends_left > 0}
              resending={resending}
              onResend={() => void send(step.mobileNumber, true)}
              onChangeNumber={() => {
                setError(undefined);
                setStep({ name: 'mobile' });
              }}
            />
            {step.challenge.sends_left <= 0 ? (
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
        )}
        {step.name === 'signup' && (
          <SignUpForm busy={busy} error={error} onSubmit={(values) => void register(values)} />
        )}
      </div>
    </div>
  );
}
