// Sri Lankan mobile numbers as the spec handles them (motor section 5, content section 5). Forms show a
// fixed '94' before a box for the 9 remaining digits; calls carry the full '94' form; the login form takes
// the local 10-digit '07...' form. A number pasted the way people write it ('+94 77 123 4567',
// '0094-77-1234567', '077 123 4567') is read as its 9 digits first (decision 033). Operators' ranges (073 and 079 unallocated) are not checked beyond what
// the spec asks: an insurer cannot know every range a number may be ported to or allocated later.
import { z } from 'zod';
import { requiredString, requiredValue } from '../fields';
import { matches, type TextRule } from '../text-rules';

export const MOBILE_PREFIX = '94';

export const MOBILE_MESSAGES = {
  callback: /*i18n*/ 'mobile is not valid. ex: 947786...',
  promotion: /*i18n*/ 'mobile is not valid. ex: 94778621045',
  smallBusiness: /*i18n*/ 'mobile is not valid. ex: 947xxxxxxxx',
  // The spec gives no message for the personal-info form; this one mirrors the login form's wording.
  personalInfo: /*i18n*/ 'Mobile number must have 9 numbers',
  loginLength: /*i18n*/ 'Mobile number must have 10 numbers',
  loginStart: /*i18n*/ 'Mobile number should start with 07',
  holderInvalid: /*i18n*/ 'Mobile Number Not Valid',
  holderNotDialog: /*i18n*/ 'Please enter your Dialog mobile number',
} as const;

const NINE_DIGITS = /^\d{9}$/;
const NINE_DIGITS_MAYBE_PREFIXED = new RegExp(`^(?:${MOBILE_PREFIX})?\\d{9}$`);

/** The full form sent to providers: '94' and the 9 digits after it. */
export function toNinetyFour(nineDigits: string): string {
  if (!NINE_DIGITS.test(nineDigits)) throw new RangeError(`expected 9 digits, got '${nineDigits}'`);
  return MOBILE_PREFIX + nineDigits;
}

// Spaces, dashes, dots and brackets people put between the digits; then the country code ('+94', '0094',
// '94' before 9 digits) or the trunk '0' of a local '07...' number.
const SEPARATORS = /[\s\-.()]/g;
const WRITTEN_PREFIX = /^(?:\+94|0094|94(?=\d{9}$)|0(?=\d{9}$))/;

/**
 * The 9 digits of a mobile as people write it, or the text as given when it is not one (so the field's
 * own message still names the problem).
 */
export function nineDigits(written: string): string {
  const compact = written.replace(SEPARATORS, '');
  const local = compact.replace(WRITTEN_PREFIX, '');
  return NINE_DIGITS.test(local) ? local : written;
}

/** Reads a form string or JSON value as its 9 digits before the field's rules run. */
const writtenMobile = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' ? nineDigits(value) : value), schema);

/** Display rule: a number longer than 9 characters loses its first two (the '94'). */
export function mobileForDisplay(mobile: string): string {
  return mobile.length > 9 ? mobile.slice(2) : mobile;
}

/** Storage rule: a 10-character number loses its first character (the leading 0 of '07...'). */
export function mobileForStorage(mobile: string): string {
  return mobile.length === 10 ? mobile.slice(1) : mobile;
}

/**
 * Mobile after the fixed '94' (inquiry, callback and lead forms). The form sends the 9 digits, the
 * calls carry '94' and the 9 digits (motor section 7), so both are accepted and the '94' form comes
 * out; the display rule turns it back into the 9 digits of the box.
 */
export function prefixedMobile(message: string) {
  return writtenMobile(
    requiredValue([matches(NINE_DIGITS_MAYBE_PREFIXED, message)], (mobile) =>
      mobile.length === 9 ? toNinetyFour(mobile) : mobile,
    ),
  );
}

/** Personal-info form: the 9 digits (the OTP flow sends them without the '94'). */
export const personalInfoMobile = writtenMobile(
  requiredString([matches(NINE_DIGITS, MOBILE_MESSAGES.personalInfo)]),
);

export const loginMobileRules: readonly TextRule[] = [
  matches(/^\d{10}$/, MOBILE_MESSAGES.loginLength),
  matches(/^07/, MOBILE_MESSAGES.loginStart),
];

/** Login form: 10 digits starting 07 (a pasted '+94 …' is read as '07…'); the OTP request then drops the 0. */
export const loginMobile = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const local = nineDigits(value);
  return local === value ? value : `0${local}`;
}, requiredString(loginMobileRules));

/** Dialog's mobile ranges, 074 to 077, as their 9 digits begin (design/domain-notes.md). */
export const DIALOG_PREFIXES = ['74', '75', '76', '77'] as const;

/**
 * Major illness holders (sold to one operator's customers, decision 063): a text that is not a mobile
 * number (9 digits starting with 7) is 'Mobile Number Not Valid'; another operator's number asks for a
 * Dialog number instead. The spec's pattern (two of 6 or 7, then 7 digits) would take 066 and 067, which
 * are not mobile ranges, and refuse Dialog's 074 and 075, so Dialog's own ranges are used.
 */
export const dialogMobileRules: readonly TextRule[] = [
  matches(/^7\d{8}$/, MOBILE_MESSAGES.holderInvalid),
  (value) =>
    DIALOG_PREFIXES.some((prefix) => value.startsWith(prefix)) ? undefined : MOBILE_MESSAGES.holderNotDialog,
];
