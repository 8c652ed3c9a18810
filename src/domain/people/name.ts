// Name rules of the spec's forms. Every form allows letters and spaces only, but each words its message
// differently (the personal-info form's trailing space included), so the rule takes the message.
import { LETTERS_AND_SPACES, lengthBetween, matches, type TextRule } from '../fields';

export const NAME_MESSAGES = {
  inquiry: 'Name is not valid',
  personalInfo: 'Name is not valid ',
  signUp: 'can only contain a-z',
  holder: 'Name Initials is not valid',
  holderRequired: 'Name with Initials is required',
  // The spec names the 3 to 30 limit for holders but no message for it.
  holderLength: 'Name with Initials must have 3 to 30 characters',
} as const;

export const lettersAndSpaces = (message: string): TextRule => matches(LETTERS_AND_SPACES, message);

/** Policy holder's name with initials (content section 5). */
export const holderNameRules: readonly TextRule[] = [
  lettersAndSpaces(NAME_MESSAGES.holder),
  lengthBetween(3, 30, NAME_MESSAGES.holderLength),
];

/** Duplicate names among policy holders: the same letters whatever the case and spacing. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}
