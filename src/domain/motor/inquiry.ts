// Contact forms that become inquiries and CRM leads: the motor comparison inquiry (motor section 5), the
// callback of the floating dock, and the bank-promotion and small-business leads (content section 5).
// Each mobile comes out in the '94' form the inquiry call carries.
import { z } from 'zod';
import { optionalString, requiredString, type TextRule } from '../fields';
import { email } from '../people/email';
import { MOBILE_MESSAGES, prefixedMobile } from '../people/mobile';
import { NAME_MESSAGES, lettersAndSpaces } from '../people/name';
import { title } from '../people/titles';

function contactShape(mobileMessage: string, nameRules: readonly TextRule[] = []) {
  return {
    cx_name: requiredString(nameRules),
    cx_email: email,
    cx_mobile: prefixedMobile(mobileMessage),
  };
}

/**
 * Motor comparison inquiry. The spec gives no message for its mobile; the callback's is used, being
 * the same field with the same rule.
 */
export const inquirySchema = z.object({
  ...contactShape(MOBILE_MESSAGES.callback, [lettersAndSpaces(NAME_MESSAGES.inquiry)]),
  // The title travels as cx_surname (motor section 3).
  cx_surname: title,
  unq_hash: optionalString(),
  vehicle_type: optionalString(),
  insurance_type: optionalString(),
  prem_link: optionalString(),
  promo_code: optionalString(),
  media_code: optionalString(),
});

/** Callback request of the floating dock: the spec asks only that the name be present. */
export const callbackSchema = z.object(contactShape(MOBILE_MESSAGES.callback));

/** Bank promotion "Get A Quote" lead; bank_type says which bank's page it came from. */
export const promotionLeadSchema = z.object({
  ...contactShape(MOBILE_MESSAGES.promotion),
  bank_type: optionalString(),
  promo_code: optionalString(),
});

/** Small-business group health lead: also the company's name. */
export const smallBusinessLeadSchema = z.object({
  ...contactShape(MOBILE_MESSAGES.smallBusiness),
  cx_company: requiredString(),
});

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;
export type CallbackInput = z.input<typeof callbackSchema>;
export type Callback = z.output<typeof callbackSchema>;
export type PromotionLeadInput = z.input<typeof promotionLeadSchema>;
export type PromotionLead = z.output<typeof promotionLeadSchema>;
export type SmallBusinessLeadInput = z.input<typeof smallBusinessLeadSchema>;
export type SmallBusinessLead = z.output<typeof smallBusinessLeadSchema>;
