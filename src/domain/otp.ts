// One-time codes (motor section 5, content section 5). Codes are 6 digits; each flow words its
// messages differently. The check here is only the shape: the code itself is compared on the server.
import { z } from 'zod';
import { matches, requiredString, stringWithDefault, type TextRule } from './fields';

export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  required: 'OTP code is required',
  length: 'OTP code length is not valid',
  // Six characters that are not all digits: the login form's wording, the nearest the spec has.
  digits: 'OTP code must have 6 numbers',
  verificationRequired: 'Verification code is required',
  verificationInvalid: 'Verification code not valid',
} as const;

const SIX_DIGITS = /^\d{6}$/;

const otpRules: readonly TextRule[] = [
  (value) => (value.length === OTP_LENGTH ? undefined : OTP_MESSAGES.length),
  matches(SIX_DIGITS, OTP_MESSAGES.digits),
];

/** The code typed on the personal-information page (motor section 5). */
export const otpCodeSchema = requiredString(otpRules, OTP_MESSAGES.required);

/** The login form's OTPcode: 'required' when empty, like every field of that form. */
export const loginOtpCode = requiredString([matches(SIX_DIGITS, OTP_MESSAGES.digits)]);

/** The major illness cover's verification code. */
export const verificationCodeSchema = requiredString(
  [matches(SIX_DIGITS, OTP_MESSAGES.verificationInvalid)],
  OTP_MESSAGES.verificationRequired,
);

/** POST /otp-auth-api/v2/otp/verify with the motor flow's codes as defaults (motor section 7). */
export const otpVerifySchema = z.object({
  main_cat_code: stringWithDefault('MOTOR'),
  sub_cat_code: stringWithDefault('MOTOR'),
  product_code: stringWithDefault('FULL'),
  media_code: stringWithDefault('WEB'),
  otp_media: stringWithDefault('SMS'),
  token: requiredString(),
  otp_code: otpCodeSchema,
});

export type OtpVerifyInput = z.input<typeof otpVerifySchema>;
export type OtpVerify = z.output<typeof otpVerifySchema>;
