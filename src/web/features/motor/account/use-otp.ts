import { useEffect, useRef, useState } from 'react';
import type { FieldErrorMap } from '#domain/errors';
import type { OtpVerified } from '#domain/otp';
import { ApiError } from '#web/api/api-error';
import { useGenerateOtp } from '../api/generate-otp';
import { useVerifyOtp } from '../api/verify-otp';
import type { Step } from './account-schemas';
import type { SentChallenge } from './session-form';

// The one-time code of section 2.5: Get OTP sends a code to the mobile number, Verify sends the typed
// code back with the challenge's token and receives the token that proves the number. Refusals of
// either call (a wrong code, too many codes) show in the step's red alert (motor section 8).

export interface OtpState {
  challenge?: SentChallenge;
  verified?: OtpVerified;
}

/** The motor flow's codes, sent with both calls (motor section 7). */
const FLOW_CODES = {
  main_cat_code: 'MOTOR',
  sub_cat_code: 'MOTOR',
  product_code: 'FULL',
  media_code: 'WEB',
  otp_media: 'SMS',
} as const;

interface UseOtpOptions {
  initial: OtpState;
  /** Puts field errors under the form's inputs; answers those about fields it does not show. */
  showFieldErrors: (errors: FieldErrorMap) => string[];
}

export interface SendRequest {
  /** The 9 digits the form holds. */
  mobileNumber: string;
  email: string;
  customerId: number | undefined;
  resend: boolean;
}

export function useOtp({ initial, showFieldErrors }: UseOtpOptions) {
  const [state, setState] = useState<OtpState>(initial);
  const [error, setError] = useState<string>();
  const generate = useGenerateOtp();
  const verify = useVerifyOtp();
  const showFields = useRef(showFieldErrors);
  useEffect(() => {
    showFields.current = showFieldErrors;
  });

  const step: Step = state.verified ? 'verified' : state.challenge ? 'code' : 'contact';

  /** Runs a call; a refusal becomes the alert's message, or field errors under the inputs. */
  const attempt = async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setError(undefined);
    try {
      return await call();
    } catch (failure) {
      const fieldErrors = failure instanceof ApiError ? failure.fieldErrors : undefined;
      const elsewhere = fieldErrors ? showFields.current(fieldErrors) : [];
      if (!fieldErrors) setError(failure instanceof Error ? failure.message : String(failure));
      else if (elsewhere[0]) setError(elsewhere[0]);
      return undefined;
    }
  };

  const send = async ({ mobileNumber, email, customerId, resend }: SendRequest) => {
    const challenge = await attempt(() =>
      generate.mutateAsync({
        ...FLOW_CODES,
        mobile_number: mobileNumber,
        email,
        customer_id: customerId === undefined ? undefined : String(customerId),
        is_resend: resend ? '1' : '0',
      }),
    );
    if (challenge) setState({ challenge: { ...challenge, sent_at: Date.now() } });
    return challenge !== undefined;
  };

  const check = async (code: string) => {
    const token = state.challenge?.token;
    if (token === undefined) return false;
    const verified = await attempt(() => verify.mutateAsync({ ...FLOW_CODES, token, otp_code: code }));
    if (verified) setState({ verified });
    return verified !== undefined;
  };

  /** Back to step 1: another number, or a proof the server no longer accepts. */
  const restart = () => {
    setState({});
    setError(undefined);
  };

  return {
    state,
    step,
    error,
    clearError: () => setError(undefined),
    sending: generate.isPending,
    verifying: verify.isPending,
    send,
    check,
    restart,
  };
}

export type Otp = ReturnType<typeof useOtp>;
