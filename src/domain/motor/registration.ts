// Vehicle registration numbers (motor sections 2.1 and 5). The form picks one of four plate formats and
// fills up to three parts; the number is assembled from the parts. Used by the third-party quote and the
// proposal page.
import { z } from 'zod';
import { choiceWithDefault, crossFieldCheck, optionalString, type Report } from '../fields';
import { lengthBetween, matches, textMessage, type TextRule } from '../text-rules';
import type { RegistrationFormat } from './registration-formats';
import {
  DEFAULT_REGISTRATION_FORMAT,
  PART_LENGTHS,
  PROVINCES,
  REGISTRATION_FORMATS,
  REGISTRATION_FIELDS,
  assembleRegistrationNumber,
} from './registration-formats';

export const REGISTRATION_MESSAGES = {
  part: /*i18n*/ 'not valid',
  format: `Choose one of ${REGISTRATION_FORMATS.join(', ')}`,
} as const;

const PART_FIELDS = REGISTRATION_FIELDS.slice(1) as [
  'veh_reg_format_1',
  'veh_reg_format_2',
  'veh_reg_format_3',
];

const alphanumeric = matches(/^[A-Za-z0-9]+$/, REGISTRATION_MESSAGES.part);
// The province is a choice from the spec's list, so a typed-in 'XY' is as wrong as a wrong length.
const province: TextRule = (value) =>
  (PROVINCES as readonly string[]).includes(value.toUpperCase()) ? undefined : REGISTRATION_MESSAGES.part;

function partRules(format: RegistrationFormat, index: 0 | 1 | 2): readonly TextRule[] | undefined {
  const length = PART_LENGTHS[format][index];
  if (length === null) return undefined;
  const rules = [alphanumeric, lengthBetween(length, length, REGISTRATION_MESSAGES.part)];
  return index === 0 ? [...rules, province] : rules;
}

/** The registration fields; spread into a payload schema together with `registrationCheck`. */
export const registrationShape = {
  veh_reg_format: choiceWithDefault(
    REGISTRATION_FORMATS,
    DEFAULT_REGISTRATION_FORMAT,
    REGISTRATION_MESSAGES.format,
  ),
  veh_reg_format_1: optionalString(),
  veh_reg_format_2: optionalString(),
  veh_reg_format_3: optionalString(),
  // Always assembled from the parts by `withRegistrationNumber`; a number sent alongside is replaced.
  veh_registration_no: optionalString(),
};

export type RegistrationFields = z.output<z.ZodObject<typeof registrationShape>>;

/** The parts each format needs, with their lengths (part 1 only where the format has a province). */
export function checkRegistration(value: RegistrationFields, report: Report<RegistrationFields>) {
  if (!(REGISTRATION_FORMATS as readonly unknown[]).includes(value.veh_reg_format)) return;
  PART_FIELDS.forEach((field, index) => {
    const rules = partRules(value.veh_reg_format, index as 0 | 1 | 2);
    if (rules !== undefined) report(field, textMessage(value[field], rules));
  });
}

export const registrationCheck = crossFieldCheck(checkRegistration);

/** Fills veh_registration_no once the parts are valid (the schema's transform runs only then). */
export function withRegistrationNumber<T extends RegistrationFields>(
  value: T,
): T & { veh_registration_no: string } {
  return {
    ...value,
    veh_registration_no: assembleRegistrationNumber(
      value.veh_reg_format,
      value.veh_reg_format_1,
      value.veh_reg_format_2 ?? '',
      value.veh_reg_format_3 ?? '',
    ),
  };
}

/** The registration fields on their own (the proposal page edits just these). */
export const registrationSchema = z
  .object(registrationShape)
  .check(registrationCheck)
  .transform(withRegistrationNumber);

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
