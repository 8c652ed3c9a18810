// The personal information form of the motor purchase (motor sections 2.5, 3 and 5), sent to the
// consumer registration and the purchase calls. Defaults are those of section 3.
import { z } from 'zod';
import {
  afterToday,
  COVER_START_DAYS_AHEAD,
  isIsoDate,
  isoDate,
  notAfterToday,
  withinDaysAhead,
} from '../dates';
import {
  choiceWithDefault,
  crossFieldCheck,
  optionalString,
  requiredString,
  stringWithDefault,
} from '../fields';
import { textMessage } from '../text-rules';
import { email } from './email';
import { personalInfoMobile } from './mobile';
import { NAME_MESSAGES, personNameRules } from './name';
import { nicRule, parseNic } from './nic';
import { title } from './titles';

export const IDENTIFY_TYPES = ['nic_number', 'passport_number'] as const;
export const RENEWAL_CHOICES = ['0', '1'] as const;

export const PERSONAL_INFO_MESSAGES = {
  futureDate: /*i18n*/ 'Enter a future date',
  /** The banner the form shows above the fields when the renewal date is not in the future. */
  renewalBanner: /*i18n*/ 'Enter a future date as Renewal Date.',
  // The spec caps the renewal picker at ten years; cover starts on the renewal date, and cover starts at
  // most 30 days ahead (decision 037).
  renewalTooFar:
    /*i18n*/ 'Cover starts on the renewal date, so it must be within 30 days from today: renew closer to it',
  birthInFuture: /*i18n*/ 'Date of birth cannot be in the future',
  identifyType: /*i18n*/ 'Choose nic_number or passport_number',
  birthNotNic: /*i18n*/ 'Date of birth does not match the NIC number',
  isRenewal: /*i18n*/ "Choose '0' (new policy) or '1' (renewal)",
} as const;

/** Enough to ask for a one-time code: title, name, mobile and e-mail (section 2.5, step 1). */
export const personalContactSchema = z.object({
  title,
  name_initials: requiredString(personNameRules(NAME_MESSAGES.personalInfo)),
  mobile_number: personalInfoMobile,
  email,
});

/** The identity fields: which document, and its number (section 2.5). */
export const identityShape = {
  identify_type: choiceWithDefault(IDENTIFY_TYPES, 'nic_number', PERSONAL_INFO_MESSAGES.identifyType),
  // Checked by identityCheck: which of the two is required depends on identify_type.
  nic_number: optionalString(),
  passport_number: optionalString(),
};

/** The address fields of a customer record. */
export const addressShape = {
  address_no: optionalString(),
  street_one: requiredString(),
  street_two: optionalString(),
  street_three: optionalString(),
  city: requiredString(),
};

export const personalInfoShape = {
  ...personalContactSchema.shape,
  ...identityShape,
  ...addressShape,
  first_name: optionalString(),
  last_name: optionalString(),
  // A birth date after today is a typing slip, not a customer; the spec only says "required".
  date_of_birth: requiredString([isoDate, notAfterToday(PERSONAL_INFO_MESSAGES.birthInFuture)]),
  date_of_renew: optionalString(),
  is_renewal: choiceWithDefault(RENEWAL_CHOICES, '0', PERSONAL_INFO_MESSAGES.isRenewal),
  home_number: optionalString(),
  country: optionalString(),
  occupation: optionalString(),
  employee_id: optionalString(),
  product_code: stringWithDefault('motor-full'),
  step: stringWithDefault('1'),
  otp_media: stringWithDefault('SMS'),
  remarks: optionalString(),
  fk_company_id: optionalString(),
  // Checked by renewalCheck: required only for a renewal.
  renwal_date: optionalString(),
  existing_insurer: optionalString(),
};

type IdentityFields = z.output<z.ZodObject<typeof identityShape>> & { date_of_birth?: string };
type RenewalFields = Pick<
  z.output<z.ZodObject<typeof personalInfoShape>>,
  'is_renewal' | 'renwal_date' | 'existing_insurer'
>;

const renewalDateRules = [
  isoDate,
  afterToday(PERSONAL_INFO_MESSAGES.futureDate),
  withinDaysAhead(COVER_START_DAYS_AHEAD, PERSONAL_INFO_MESSAGES.renewalTooFar),
];

/**
 * The identity document the type names is required and checked. A NIC encodes its holder's birth date,
 * so a date of birth that differs from it is a slip in one of the two (the page fills it from the NIC).
 */
export const identityCheck = crossFieldCheck<IdentityFields>((value, report) => {
  if (value.identify_type === 'passport_number')
    report('passport_number', textMessage(value.passport_number, []));
  if (value.identify_type !== 'nic_number') return;
  const nicMessage = textMessage(value.nic_number, [nicRule()]);
  report('nic_number', nicMessage);
  const nic = nicMessage === undefined ? parseNic(String(value.nic_number)) : undefined;
  const birth = value.date_of_birth;
  if (nic?.ok && typeof birth === 'string' && isIsoDate(birth) && birth !== nic.birthDate)
    report('date_of_birth', PERSONAL_INFO_MESSAGES.birthNotNic);
});

// For a new policy ('0') the renewal fields are not validated (section 2.5).
export const renewalCheck = crossFieldCheck<RenewalFields>((value, report) => {
  if (value.is_renewal !== '1') return;
  report('renwal_date', textMessage(value.renwal_date, renewalDateRules));
  report('existing_insurer', textMessage(value.existing_insurer, []));
});

export const personalInfoSchema = z.object(personalInfoShape).check(identityCheck, renewalCheck);

export type PersonalContactInput = z.input<typeof personalContactSchema>;
export type PersonalContact = z.output<typeof personalContactSchema>;
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
export type PersonalInfo = z.output<typeof personalInfoSchema>;
