// Building blocks for the spec's form rules (both documents, section 5). The general rule there: a
// required field that is empty shows 'required', an optional field that is empty shows nothing, and
// otherwise the first rule the value breaks gives the message. The same schemas run in React Hook
// Form and in Fastify routes, so they take form strings and JSON numbers alike and never do I/O.
import { z } from 'zod';
import { RUPEES_PATTERN } from './money';
import type { TextInput, TextRule } from './text-rules';
import { NOT_ALLOWED, REQUIRED, textMessage, toText } from './text-rules';

// NUL and half of a UTF-16 surrogate pair: PostgreSQL stores neither in text or JSON, so such a value
// would pass here and fail in the database. With the u flag a whole pair is one code point, not matched.
const UNSTORABLE = /[\0\uD800-\uDFFF]/u;

/**
 * Text the server can store: every string a request carries (body, query, path, header) is built on
 * this, so a value the database would refuse is a field error instead. It runs before the field's other
 * rules and stops them (abort), so the field gets this message alone.
 */
export const text = () =>
  z.string().refine((value) => !UNSTORABLE.test(value), { message: NOT_ALLOWED, abort: true });

// Blank becomes '' (not undefined) for required fields so that a missing value is a custom issue,
// which lets the object's cross-field checks still run and report every field at once.
const blankAsEmpty = (value: TextInput) => toText(value) ?? '';
const blankAsAbsent = (value: TextInput) => toText(value);

function rulesCheck(rules: readonly TextRule[], requiredMessage: string | false) {
  return (value: string | undefined, ctx: z.RefinementCtx) => {
    const message = textMessage(value, rules, requiredMessage);
    if (message !== undefined) ctx.addIssue({ code: 'custom', message });
  };
}

/** A required text field: trimmed on the way out; blank gives `requiredMessage`. */
export function requiredString(rules: readonly TextRule[] = [], requiredMessage = REQUIRED) {
  return z.preprocess(blankAsEmpty, text().superRefine(rulesCheck(rules, requiredMessage)));
}

/**
 * A required text field that comes out as something else (a number, a canonical form). The mapping sits
 * inside the preprocess so the generated JSON schema still lists the field as required.
 */
export function requiredValue<T>(
  rules: readonly TextRule[],
  map: (text: string) => T,
  requiredMessage = REQUIRED,
) {
  return z.preprocess(blankAsEmpty, text().superRefine(rulesCheck(rules, requiredMessage)).transform(map));
}

/** An optional field that comes out as something else (a number): blank passes and comes out undefined. */
export function optionalValue<T>(rules: readonly TextRule[], map: (text: string) => T) {
  return z.preprocess(
    blankAsAbsent,
    z.string().superRefine(rulesCheck(rules, false)).transform(map).optional(),
  );
}

/** An optional text field: blank passes and comes out undefined, anything else must pass the rules. */
export function optionalString(rules: readonly TextRule[] = []) {
  return z.preprocess(blankAsAbsent, text().superRefine(rulesCheck(rules, false)).optional());
}

/**
 * A required choice among fixed codes: blank gives `requiredMessage` ('required' unless the field says it
 * in its own words), anything else not listed gives `message`.
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  requiredMessage = REQUIRED,
) {
  return z.preprocess(
    blankAsAbsent,
    z.enum(values, { error: (issue) => (issue.input === undefined ? requiredMessage : message) }),
  );
}

/** A choice with a default the spec names: blank takes the default, anything else not listed gives `message`. */
export function choiceWithDefault<const T extends readonly [string, ...string[]]>(
  values: T,
  defaultValue: T[number],
  message: string,
) {
  return z.preprocess(blankAsAbsent, z.enum(values, { error: message }).default(defaultValue));
}

/** A text with a default the spec names (bank fields 'ONLINE', purpose 'Private'); blank takes the default. */
export function stringWithDefault(defaultValue: string, rules: readonly TextRule[] = []) {
  return z.preprocess(blankAsAbsent, text().superRefine(rulesCheck(rules, false)).default(defaultValue));
}

/**
 * Options for checks over several fields (renewal, identity type, registration format, duplicates):
 * they run even when some field already failed, so a form or an API answer lists every problem in one
 * pass. Such a check must read the fields it needs defensively (a failed field holds what was sent).
 * They do not run when the value itself is of the wrong type (a body of `null`, a list for an object):
 * that issue alone is the answer, and there are no fields to read.
 */
export const DESPITE_FIELD_ERRORS = {
  when: (payload: z.core.ParsePayload) => payload.issues.every((issue) => (issue.path?.length ?? 0) > 0),
};

/** Adds an issue at `field` when `message` is defined; used by cross-field checks. */
export type Report<T> = (field: Extract<keyof T, string>, message: string | undefined) => void;

/** A check over several fields of one object, reporting each problem at its field. */
export function crossFieldCheck<T extends object>(check: (value: T, report: Report<T>) => void) {
  return z.superRefine<T>(
    (value, ctx) =>
      check(value, (field, message) => {
        if (message !== undefined)
          ctx.addIssue({ code: 'custom', message, path: [field], input: value[field] });
      }),
    DESPITE_FIELD_ERRORS,
  );
}

/** An amount in a public answer: rupees with two decimals, as text (decision 021). */
export const rupeesAmount = z
  .string()
  .regex(RUPEES_PATTERN)
  .meta({ description: 'Rupees with two decimals, as text', examples: ['48250.50'] });
