// E-mail rules. The spec asks for "a valid e-mail" without defining it; zod's own pattern is used (a
// dotted domain with a top-level part of two letters or more), the same in browser and server.
import { z } from 'zod';
import { requiredString } from '../fields';
import { lengthBetween, matches, maxLength, type TextRule } from '../text-rules';

export const EMAIL_MESSAGES = {
  // The spec gives no message for an invalid e-mail on most forms.
  invalid: /*i18n*/ 'Email is not valid',
  holderLength: /*i18n*/ 'Email must have 5 to 60 characters',
  agent: /*i18n*/ 'You have entered an invalid email address!',
  agentLength: /*i18n*/ 'Agent email must have at most 20 characters',
} as const;

export const AGENT_EMAIL_MAX_LENGTH = 20;

export const validEmail = (message: string = EMAIL_MESSAGES.invalid): TextRule =>
  matches(z.regexes.email, message);

export const email = requiredString([validEmail()]);

/** Major illness holders: valid and 5 to 60 characters (content section 5). */
export const holderEmailRules: readonly TextRule[] = [
  validEmail(),
  lengthBetween(5, 60, EMAIL_MESSAGES.holderLength),
];

/** The agent channel's e-mail on the declaration: at most 20 characters, a standard pattern. */
export const agentEmail = requiredString([
  maxLength(AGENT_EMAIL_MAX_LENGTH, EMAIL_MESSAGES.agentLength),
  validEmail(EMAIL_MESSAGES.agent),
]);
