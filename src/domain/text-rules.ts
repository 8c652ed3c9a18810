// The spec's form rules as plain functions (both documents, section 5): a rule gives the message of the
// first thing a text breaks, and `textMessage` applies the general rule (an empty required field shows
// 'required', an empty optional one nothing). No zod here, so a page that only shows limits or checks a
// value loads none; the schemas built on these rules are in fields.ts.

export const REQUIRED = /*i18n*/ 'required';
export const NOT_ALLOWED = /*i18n*/ 'Contains characters that are not allowed';

/** A rule over a trimmed, non-empty text: the message when the text breaks it, else undefined. */
export type TextRule = (value: string) => string | undefined;

/** What a form field or JSON property may hold before validation. */
export type TextInput = string | number | null | undefined;

export const matches =
  (pattern: RegExp, message: string): TextRule =>
  (value) =>
    pattern.test(value) ? undefined : message;

export const lengthBetween =
  (min: number, max: number, message: string): TextRule =>
  (value) =>
    value.length >= min && value.length <= max ? undefined : message;

export const minLength = (min: number, message: string): TextRule => lengthBetween(min, Infinity, message);

export const maxLength = (max: number, message: string): TextRule => lengthBetween(0, max, message);

export const LETTERS_AND_SPACES = /^[A-Za-z ]+$/;

/**
 * Trimmed text, or undefined when blank. JSON clients may send numbers for numeric codes ('0' as 0);
 * they are read as their decimal text. Anything else is handed on untouched for zod to refuse.
 */
export function toText(value: unknown): unknown {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The field's message under the general rule, or undefined when the value passes. */
export function textMessage(
  value: unknown,
  rules: readonly TextRule[],
  requiredMessage: string | false = REQUIRED,
): string | undefined {
  const text = toText(value);
  if (text === undefined) return requiredMessage === false ? undefined : requiredMessage;
  if (typeof text !== 'string') return /*i18n*/ 'Invalid input: expected text';
  for (const rule of rules) {
    const message = rule(text);
    if (message !== undefined) return message;
  }
  return undefined;
}
