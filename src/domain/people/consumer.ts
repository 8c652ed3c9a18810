// The consumer calls of motor section 7: lookup (mode 3, by mobile number or customer id), register,
// and update (POST, per the architecture's rulings). A customer record is keyed by its mobile number, the
// one a one-time code proved; every call needs that proof (the `User-Key` token).
import { z } from 'zod';
import { choiceWithDefault, crossFieldCheck, optionalString, requiredString } from '../fields';
import { email } from './email';
import { MOBILE_MESSAGES, prefixedMobile } from './mobile';
import { NAME_MESSAGES, personNameRules } from './name';
import { addressShape, identityCheck, identityShape } from './personal-info';
import { title } from './titles';

export const CONSUMER_MESSAGES = {
  lookupBy: /*i18n*/ 'Give mobile_number or customer_id',
  customerId: 'customer_id is not valid',
  notFound: /*i18n*/ 'No customer record was found for this mobile number.',
  alreadyRegistered: /*i18n*/ 'This mobile number is already registered.',
  /** The token proves another number than the record's or the form's. */
  notYours: /*i18n*/ 'This mobile number was not verified. Please verify it with a one-time code.',
  /** No token, or one that expired. */
  verifyFirst: /*i18n*/ 'Please verify your mobile number with a one-time code first.',
} as const;

/** A customer id as the calls carry it: text or number, a positive integer. */
export const customerId = requiredString([
  (value) => (/^[1-9]\d{0,9}$/.test(value) ? undefined : CONSUMER_MESSAGES.customerId),
]).transform(Number);

/** Where lookup is; a signed-in customer's session cookie is also sent there (docs/decisions/050). */
export const CONSUMER_LOOKUP_PATH = '/consumer-api/v3/lookup';

/** GET /consumer-api/v3/lookup?mobile_number=..&mode=3 or ?customer_id=..&mode=3. */
export const consumerLookupSchema = z
  .object({
    mode: choiceWithDefault(['3'], '3', "mode must be '3'"),
    mobile_number: prefixedMobile(MOBILE_MESSAGES.personalInfo).optional(),
    customer_id: customerId.optional(),
  })
  .check(
    crossFieldCheck<{ mobile_number?: string; customer_id?: number }>((value, report) => {
      if (value.mobile_number === undefined && value.customer_id === undefined)
        report('mobile_number', CONSUMER_MESSAGES.lookupBy);
    }),
  );

/** A customer record as lookup answers it; the mobile number in the '94' form. */
export const consumerSchema = z.object({
  customer_id: z.number().int(),
  title: z.string().nullable(),
  name_initials: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  identify_type: z.string(),
  nic_number: z.string().nullable(),
  passport_number: z.string().nullable(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  home_number: z.string().nullable(),
  address_no: z.string().nullable(),
  street_one: z.string(),
  street_two: z.string().nullable(),
  street_three: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  occupation: z.string().nullable(),
  fk_company_id: z.string().nullable(),
});

export type Consumer = z.infer<typeof consumerSchema>;

/** What register answers. */
export const consumerRegisteredSchema = z.object({ customer_id: z.number().int() });

export type ConsumerRegistered = z.infer<typeof consumerRegisteredSchema>;
export type ConsumerLookup = z.output<typeof consumerLookupSchema>;

/** POST /consumer-api/v3/update: the fields the spec lists, with the personal form's rules. */
export const consumerUpdateSchema = z
  .object({
    customer_id: customerId,
    title,
    name_initials: requiredString(personNameRules(NAME_MESSAGES.personalInfo)),
    email,
    ...identityShape,
    ...addressShape,
    home_number: optionalString(),
  })
  .check(identityCheck);

export type ConsumerUpdateInput = z.input<typeof consumerUpdateSchema>;
export type ConsumerUpdate = z.output<typeof consumerUpdateSchema>;
