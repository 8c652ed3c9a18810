// One-time codes (motor section 5, content section 5). Codes are 6 digits; each flow words its
// messages differently. The check here is only the shape: the code itself is compared on the server.
import { z } from 'zod';
import { i18n } from './i18n';
import { choiceWithDefault, optionalString, requiredString, stringWithDefault } from './fields';
import { matches, maxLength, type TextRule } from './text-rules';
import { validEmail } from './people/email';
import { MOBILE_MESSAGES, prefixedMobile } from './people/mobile';

export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  required: /*i18n*/ 'OTP code is required',
  length: /*i18n*/ 'OTP code length is not valid',
  // Six characters that are not all digits: the login form's wording, the nearest the spec has.
  digits: /*i18n*/ 'OTP code must have 6 numbers',
  verificationRequired: /*i18n*/ 'Verification code is required',
  verificationInvalid: /*i18n*/ 'Verification code not valid',
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

/**
 * The limits of one-time codes (architecture, security rules). A code lives 5 minutes and allows 5
 * tries; a number gets at most 3 codes in any 15 minutes. The page offers Resend after a short wait.
 */
export const OTP_LIMITS = {
  ttlMinutes: 5,
  maxTries: 5,
  sendsPerWindow: 3,
  windowMinutes: 15,
  resendAfterSeconds: 30,
} as const;

/** Refusals of the code calls; the page shows them in its red alert. */
export const OTP_REFUSALS = {
  wrongCode: (triesLeft: number) =>
    i18n._(/*i18n*/ 'That code is not correct. {triesLeft, plural, one {# try} other {# tries}} left.', {
      triesLeft,
    }),
  locked: /*i18n*/ 'Too many wrong codes. Please ask for a new code.',
  expired: /*i18n*/ 'This code has expired. Please ask for a new code.',
  unknown: /*i18n*/ 'This code is no longer valid. Please ask for a new code.',
  tooManySends: (minutes: number) =>
    i18n._(
      /*i18n*/ 'Too many codes were sent to this number. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      { minutes },
    ),
  tooManyFromAddress: (minutes: number) =>
    i18n._(
      /*i18n*/ 'Too many codes were asked for from your network. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
      { minutes },
    ),
} as const;

/**
 * POST /otp-auth-api/v2/otp/generate (motor section 7). The number comes as 9 digits (the personal-info
 * flow) or in the '94' form, and goes out in the '94' form. Only SMS is offered.
 */
export const otpGenerateSchema = z.object({
  mobile_number: prefixedMobile(MOBILE_MESSAGES.personalInfo),
  email: optionalString([validEmail()]),
  customer_id: optionalString(),
  main_cat_code: stringWithDefault('MOTOR'),
  sub_cat_code: stringWithDefault('MOTOR'),
  product_code: stringWithDefault('FULL'),
  media_code: stringWithDefault('WEB'),
  otp_media: choiceWithDefault(['SMS'], 'SMS', 'Codes are sent by SMS only'),
  is_resend: choiceWithDefault(['0', '1'], '0', "Choose '0' or '1'"),
});

export type OtpGenerateInput = z.input<typeof otpGenerateSchema>;

/** What generate answers: the challenge's token (not the code), to send back with the code. */
export const otpChallengeSchema = z.object({
  token: z.string(),
  mobile_number: z.string(),
  expires_at: z.string(),
  /** Seconds before Resend is offered. */
  resend_after: z.number().int(),
  /** Codes this number may still be sent in the current 15 minutes. */
  sends_left: z.number().int(),
});

export type OtpChallenge = z.infer<typeof otpChallengeSchema>;

/**
 * What verify answers: a token proving control of the mobile number, sent as the `User-Key` header
 * (content section 7: "header User-Key with main member's token") by the calls that need it.
 */
export const otpVerifiedSchema = z.object({
  token: z.string(),
  mobile_number: z.string(),
  expires_at: z.string(),
});

export type OtpVerified = z.infer<typeof otpVerifiedSchema>;

/** The header that carries a verified mobile's token (Fastify reads headers in lower case). */
export const VERIFIED_TOKEN_HEADER = 'user-key';

/**
 * POST /api/v2/customer/token_verify (content section 7: "token; answer a valid flag"): a customer's
 * token to check, as the page checks a stored login before showing the customer as signed in.
 */
export const tokenVerifySchema = z.object({
  token: requiredString([maxLength(200, /*i18n*/ 'At most 200 characters')]),
});

/** Only whether the token is live: never whose it is. */
export const tokenValiditySchema = z.object({ valid: z.boolean() });
