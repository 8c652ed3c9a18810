// Names of people, one rule for every form that asks for one (decision 033). Sri Lankan names are
// written with initials and dots ('K. A. Perera'), hyphens and apostrophes ("Fernando-D'Silva"), and in
// Sinhala and Tamil script, whose vowel signs are combining marks: so letters of any script (\p{L}) and
// marks (\p{M}), spaces, dots, hyphens and apostrophes (straight or curly), with at least one letter.
// Each form keeps the spec's wording for anything else (the personal-info form's trailing space too).
import { lengthBetween, matches, maxLength, type TextRule } from '../text-rules';

/** The longest name a form takes: a full Sri Lankan name fits; the payment page and cover note stay tidy. */
export const NAME_MAX_LENGTH = 100;

export const NAME_MESSAGES = {
  inquiry: /*i18n*/ 'Name is not valid',
  personalInfo: /*i18n*/ 'Name is not valid ',
  signUp: /*i18n*/ 'can only contain a-z',
  holder: /*i18n*/ 'Name Initials is not valid',
  holderRequired: /*i18n*/ 'Name with Initials is required',
  // The spec names the 3 to 30 limit for holders but no message for it.
  holderLength: /*i18n*/ 'Name with Initials must have 3 to 30 characters',
  tooLong: /*i18n*/ 'Name must have at most 100 characters',
} as const;

/** The rule as the forms say it, under the name box. */
export const NAME_HINT =
  /*i18n*/ "Letters in any language, spaces, dots (.), hyphens (-) and apostrophes (')";

const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} .'’-]+$/u;

/** Letters of any script with their marks, spaces, dots, hyphens and apostrophes; `message` otherwise. */
export const nameCharacters = (message: string): TextRule => matches(NAME_PATTERN, message);

/** The rules of a person's name: its characters, then at most 100 of them. */
export const personNameRules = (message: string): readonly TextRule[] => [
  nameCharacters(message),
  maxLength(NAME_MAX_LENGTH, NAME_MESSAGES.tooLong),
];

/** Policy holder's name with initials (content section 5): the spec's 3 to 30 characters. */
export const holderNameRules: readonly TextRule[] = [
  nameCharacters(NAME_MESSAGES.holder),
  lengthBetween(3, 30, NAME_MESSAGES.holderLength),
];

/** Duplicate names among policy holders: the same letters whatever the case and spacing. */
export function sameName(a: string, b: string): boolean {
  const key = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  return key(a) === key(b);
}
