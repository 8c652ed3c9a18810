// Sri Lankan National Identity Card numbers (motor document, section 5, with the architecture ruling on
// the day count). Old form: YY DDD SSS C + V/X (10 characters). New form: YYYY DDD SSSS C (12 digits).
// DDD counts days on a 366-day year in which February always has 29 days, plus 500 for women; no
// check-digit algorithm is published, so none is enforced.
import { dateFromParts, daysInMonth } from '../dates';
import { requiredString } from '../fields';
import { type TextRule } from '../text-rules';

export const NIC_MAX_LENGTH = 13;

export const NIC_MESSAGES = {
  tooLong: /*i18n*/ 'NIC Number is too long.',
  impossibleDay: /*i18n*/ "NIC Number doesn't seem valid.",
  /** The personal-info form's message for a text of neither form; the trailing space is the spec's. */
  malformed: /*i18n*/ 'NIC is not valid ',
} as const;

const OLD_FORM = /^(\d{2})(\d{3})\d{4}[VvXx]$/;
const NEW_FORM = /^(\d{4})(\d{3})\d{5}$/;
const FEMALE_OFFSET = 500;
const DAYS_IN_NIC_YEAR = 366;

export type NicForm = 'old' | 'new';
export type Gender = 'male' | 'female';
export interface NicDetails {
  /** 'yyyy-mm-dd' */
  birthDate: string;
  gender: Gender;
  form: NicForm;
}
export type NicFailure = 'tooLong' | 'malformed' | 'impossibleDay';
export type NicResult = ({ ok: true } & NicDetails) | { ok: false; reason: NicFailure; message: string };

function failure(reason: NicFailure): NicResult {
  return { ok: false, reason, message: NIC_MESSAGES[reason] };
}

/** Two-digit years 00-29 are 20xx, the rest 19xx (the spec's pivot). */
function fullYear(yearDigits: string): number {
  const year = Number(yearDigits);
  return yearDigits.length === 4 ? year : year + (year <= 29 ? 2000 : 1900);
}

/** The date a day number names on the NIC calendar, or undefined for 29 February of a common year. */
function birthDateOf(year: number, dayOfYear: number): string | undefined {
  let day = dayOfYear;
  for (let month = 1; month <= 12; month++) {
    // Every NIC year counts February as 29 days; dateFromParts then refuses 29 February in a common year.
    const length = month === 2 ? 29 : daysInMonth(year, month);
    if (day <= length) return dateFromParts(year, month, day);
    day -= length;
  }
  return undefined;
}

/** Reads the birth date and gender a NIC encodes, or says why it cannot be a NIC. */
export function parseNic(nic: string): NicResult {
  const text = nic.trim();
  if (text.length > NIC_MAX_LENGTH) return failure('tooLong');
  const parts = OLD_FORM.exec(text) ?? NEW_FORM.exec(text);
  if (parts === null) return failure('malformed');
  const [, yearDigits = '', dayDigits = ''] = parts;
  const code = Number(dayDigits);
  const gender: Gender = code > FEMALE_OFFSET ? 'female' : 'male';
  const dayOfYear = gender === 'female' ? code - FEMALE_OFFSET : code;
  if (dayOfYear < 1 || dayOfYear > DAYS_IN_NIC_YEAR) return failure('impossibleDay');
  const birthDate = birthDateOf(fullYear(yearDigits), dayOfYear);
  if (birthDate === undefined) return failure('impossibleDay');
  return { ok: true, birthDate, gender, form: text.length === 10 ? 'old' : 'new' };
}

/** A rule for NIC fields; `malformed` lets each form keep its own wording for a text of neither form. */
export function nicRule(malformed: string = NIC_MESSAGES.malformed): TextRule {
  return (value) => {
    const result = parseNic(value);
    if (result.ok) return undefined;
    return result.reason === 'malformed' ? malformed : result.message;
  };
}

/** Same person, whatever the case of the trailing letter or the card's form: for duplicate checks. */
export function sameNic(a: string, b: string): boolean {
  return canonicalNic(a) === canonicalNic(b);
}

/** The personal-info form's NIC field when the identity type is NIC. */
export const nicNumber = requiredString([nicRule()]);

/**
 * One person's NIC in the 12-digit form, whichever form was given (old YY DDD SSS C + V/X becomes
 * YYYY DDD 0SSS C), so cover held under the old card is found under the new one; other text is returned
 * trimmed and upper-cased.
 */
export function canonicalNic(nic: string): string {
  const text = nic.trim().toUpperCase();
  const old = /^(\d{2})(\d{3})(\d{4})[VX]$/.exec(text);
  return old ? `${fullYear(old[1]!)}${old[2]}0${old[3]}` : text;
}
