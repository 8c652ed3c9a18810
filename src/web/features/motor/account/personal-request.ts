import { DEFAULT_CHANNEL, NO_PROMO, readPromo } from '#domain/motor/channel-codes';
import type { PurchaseInput } from '#domain/motor/purchase';
import type { CoverType } from '#domain/motor/purchase-paths';
import type { Consumer, ConsumerUpdateInput } from '#domain/people/consumer';
import type { IDENTIFY_TYPES, PersonalInfoInput } from '#domain/people/personal-info';
import { DEFAULT_TITLE } from '#domain/people/title-list';

// The personal information form of motor sections 2.5 and 3, and the bodies it sends: the registration
// (personalInfoSchema), the update of a known customer (consumerUpdateSchema) and the purchase
// (purchaseSchema). Fields the form hides (the other identity document, a new policy's renewal fields)
// are left out, so nothing unseen is sent.

export type IdentifyType = (typeof IDENTIFY_TYPES)[number];

export interface PersonalFormValues {
  title: string;
  name_initials: string;
  mobile_number: string;
  email: string;
  otp_code: string;
  identify_type: IdentifyType;
  nic_number: string;
  passport_number: string;
  date_of_birth: string;
  first_name: string;
  last_name: string;
  address_no: string;
  street_one: string;
  street_two: string;
  city: string;
  is_renewal: '0' | '1';
  existing_insurer: string;
  renwal_date: string;
}

export const EMPTY_PERSONAL_FORM: PersonalFormValues = {
  title: DEFAULT_TITLE,
  name_initials: '',
  mobile_number: '',
  email: '',
  otp_code: '',
  identify_type: 'nic_number',
  nic_number: '',
  passport_number: '',
  date_of_birth: '',
  first_name: '',
  last_name: '',
  address_no: '',
  street_one: '',
  street_two: '',
  city: '',
  is_renewal: '0',
  existing_insurer: '',
  renwal_date: '',
};

/** The form's fields, whose server errors show under their inputs. */
export const PERSONAL_FIELDS = Object.keys(EMPTY_PERSONAL_FORM) as (keyof PersonalFormValues)[];

/** What a one-time code is asked with (section 2.5, step 1). */
export const CONTACT_FIELDS = ['title', 'name_initials', 'mobile_number', 'email'] as const;

/** The registration's body: the form without the code, and without what the form hides. */
export function personalInfoBody(values: PersonalFormValues): PersonalInfoInput {
  const {
    otp_code: _code,
    nic_number,
    passport_number,
    is_renewal,
    existing_insurer,
    renwal_date,
    ...rest
  } = values;
  const byNic = values.identify_type === 'nic_number';
  const renewal = is_renewal === '1';
  return {
    ...rest,
    nic_number: byNic ? nic_number : undefined,
    passport_number: byNic ? undefined : passport_number,
    is_renewal,
    existing_insurer: renewal ? existing_insurer : undefined,
    renwal_date: renewal ? renwal_date : undefined,
  };
}

/** A known customer's record takes the details typed now (the fields POST /consumer-api/v3/update takes). */
export function consumerUpdateBody(values: PersonalFormValues, customerId: number): ConsumerUpdateInput {
  const body = personalInfoBody(values);
  return {
    customer_id: customerId,
    title: body.title,
    name_initials: body.name_initials,
    email: body.email,
    identify_type: body.identify_type,
    nic_number: body.nic_number,
    passport_number: body.passport_number,
    address_no: body.address_no,
    street_one: body.street_one,
    street_two: body.street_two,
    city: body.city,
  };
}

/** The quote being bought, as the page knows it. */
export interface PurchaseQuote {
  unqHash: string;
  qotNumber: string;
  /** Section 2.5: third-party mode unless the quote is for full insurance (C). */
  coverType: CoverType;
  vehicleType: string;
  channel: string | undefined;
  promo: string | undefined;
  /** The inquiry made about this quote from this browser, if any. */
  inquiryId: string | undefined;
}

/** Section 7: the personal form plus the quote, the customer and the spec's payment constants. */
export function purchaseBody(
  values: PersonalFormValues,
  quote: PurchaseQuote,
  customerId: number,
): PurchaseInput {
  const promo = quote.promo || NO_PROMO;
  const request = readPromo(promo);
  return {
    ...personalInfoBody(values),
    unq_hash: quote.unqHash,
    quote_number: quote.qotNumber,
    customer_id: customerId,
    cover_type: quote.coverType,
    is_promo: quote.coverType === 'C' ? '1' : '0',
    channel: quote.channel || DEFAULT_CHANNEL,
    promoCode: promo,
    promo_code: promo,
    // The lifestyle partner's customer token travels after the '?' of its promo; otherwise '0'.
    promoToken: request.kind === 'lifestyle' && request.token ? request.token : '0',
    payment_type: 'FP',
    payment_media: 'ONLINE',
    ins_main_cat: 'MOTOR',
    ins_sub_cat: quote.vehicleType,
    bank_name: 'ONLINE',
    bank_branch: 'ONLINE',
    bank_user: 'ONLINE',
    cx_inquiry: quote.inquiryId,
  };
}

type Prefill = Partial<Pick<PersonalFormValues, (typeof PREFILLED)[number] | 'identify_type'>>;

const PREFILLED = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nic_number',
  'passport_number',
  'address_no',
  'street_one',
  'street_two',
  'city',
] as const;

/**
 * What a found customer record adds to the form: only fields still empty, so nothing the visitor typed
 * (before a reload, say) is overwritten. The identity type follows the record while no number is typed.
 */
export function prefillFrom(consumer: Consumer, values: PersonalFormValues): Prefill {
  const prefill: Prefill = {};
  for (const name of PREFILLED) {
    const known = consumer[name]?.trim();
    if (known && values[name].trim() === '') prefill[name] = known;
  }
  const type = consumer.identify_type;
  const noNumberTyped = values.nic_number.trim() === '' && values.passport_number.trim() === '';
  if ((type === 'nic_number' || type === 'passport_number') && noNumberTyped && type !== values.identify_type)
    prefill.identify_type = type;
  return prefill;
}
