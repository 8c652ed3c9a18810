// The login modal's SignUp form (content section 5). The spec names the 5-character minimums but no
// messages for them; ours say what is wrong in the form's own words.
import { z } from 'zod';
import { requiredString } from '../fields';
import { minLength } from '../text-rules';
import { NAME_MESSAGES, personNameRules } from './name';

export const SIGNUP_MIN_LENGTH = 5;

export const SIGNUP_MESSAGES = {
  fullNameShort: /*i18n*/ 'Full name must have at least 5 characters',
  nicOrPassportShort: /*i18n*/ 'NIC or passport number must have at least 5 characters',
  addressShort: /*i18n*/ 'Address must have at least 5 characters',
} as const;

// The profile picture (png) is a file, sent apart from this JSON payload.
export const signupSchema = z.object({
  fullName: requiredString([
    ...personNameRules(NAME_MESSAGES.signUp),
    minLength(SIGNUP_MIN_LENGTH, SIGNUP_MESSAGES.fullNameShort),
  ]),
  nicOrPassportNumber: requiredString([minLength(SIGNUP_MIN_LENGTH, SIGNUP_MESSAGES.nicOrPassportShort)]),
  address: requiredString([minLength(SIGNUP_MIN_LENGTH, SIGNUP_MESSAGES.addressShort)]),
});

export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;
