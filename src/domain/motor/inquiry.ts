// Contact forms that become inquiries and CRM leads: the motor comparison inquiry (motor section 5), the
// callback of the floating dock, and the bank-promotion and small-business leads (content section 5).
// Each mobile comes out in the '94' form the inquiry call carries. The inquiry call takes the comparison
// inquiry and the callback, told apart by inquiry_type (decision 053).
import { z } from 'zod';
import { BANKS } from '../campaigns';
import { transcriptSchema } from '../chat';
import { optionalString, requiredString } from '../fields';
import { maxLength } from '../text-rules';
import { email } from '../people/email';
import { MOBILE_MESSAGES, prefixedMobile } from '../people/mobile';
import { NAME_MESSAGES, personNameRules } from '../people/name';
import { title } from '../people/titles';

function contactShape(mobileMessage: string) {
  return {
    cx_name: requiredString(personNameRules(NAME_MESSAGES.inquiry)),
    cx_email: email,
    cx_mobile: prefixedMobile(mobileMessage),
  };
}

// Texts the browser posts as they are (motor section 3); bounded so a caller cannot store a novel.
const postedText = (max: number) => optionalString([maxLength(max, /*i18n*/ 'Text is too long')]);
const dropped = z
  .unknown()
  .transform(() => undefined)
  .optional();

/** How the comparison inquiry and the callback name themselves in inquiry_type (the spec's values). */
export const COMPARISON_REQUEST = 'Comparison Request';
export const CALLBACK = 'callback';

// Posted by the browser as the spec says; the server files the lead by inquiry_type and the quote alone.
const postedConstants = {
  cx_message: postedText(200),
  inquiry_code: postedText(40),
  inquiry_media: postedText(40),
  // Accepted because the browser posts them, and dropped here: no endpoint sends mail with content the
  // caller chose (architecture, security rules), so the server never even holds them.
  email_subject_json: dropped,
  email_body_json: dropped,
};

/**
 * Motor comparison inquiry, as the form validates it (the form has no unq_hash until the premiums are
 * fetched). The spec gives no message for its mobile; the callback's is used, being the same field with
 * the same rule. The server takes the vehicle type, insurance type, channel and promo from the quote the
 * unq_hash names, not from these fields (the spec even posts insurance_type twice, as the route's value
 * and as 'Motor Insurance').
 */
export const inquirySchema = z.object({
  ...contactShape(MOBILE_MESSAGES.callback),
  // The title travels as cx_surname (motor section 3).
  cx_surname: title,
  /** Not in the spec (issue 20): the visitor ticked 'Call me about these quotes'. Absent is no. */
  call_consent: z.boolean().default(false),
  unq_hash: optionalString(),
  vehicle_type: postedText(40),
  insurance_type: postedText(40),
  prem_link: postedText(2000),
  promo_code: postedText(200),
  media_code: postedText(40),
  main_category: postedText(40),
  sub_category: postedText(40),
  product_type: postedText(40),
  inquiry_type: z.literal(COMPARISON_REQUEST).optional(),
  ...postedConstants,
});

/** POST /inquiry-api/v1/inquire: the form's fields plus the quote they are about. */
export const inquiryCallSchema = inquirySchema.extend({ unq_hash: requiredString() });

/** The answer of POST /inquiry-api/v1/inquire. */
export const inquiryCreatedSchema = z.object({ inquiry_id: z.number().int().positive() });

/** Callback request of the floating dock: the spec asks only that the name be present. */
export const callbackSchema = z.object(contactShape(MOBILE_MESSAGES.callback));

/**
 * The callback as the inquiry call takes it: no quote, no title; the visitor asked to be called, so no
 * consent box either (content section 3: cx_message 'Callback', inquiry_code 'callback', media 'web').
 * A callback asked from the chat carries the conversation (decision 056).
 */
export const callbackCallSchema = callbackSchema.extend({
  inquiry_type: z.literal(CALLBACK),
  transcript: transcriptSchema.optional(),
  ...postedConstants,
});

/** How the bank promotion and small-business leads name themselves in inquiry_type (decision 061). */
export const PROMOTION = 'promotion';
export const SMALL_BUSINESS = 'small-business';
export const UNKNOWN_OFFER = /*i18n*/ 'This offer is not known';

/** Bank promotion "Get A Quote" lead; bank_type says which bank's page it came from. */
export const promotionLeadSchema = z.object({
  ...contactShape(MOBILE_MESSAGES.promotion),
  bank_type: z.enum(BANKS, { error: UNKNOWN_OFFER }),
});

/** Small-business group health lead: also the company's name. */
export const smallBusinessLeadSchema = z.object({
  ...contactShape(MOBILE_MESSAGES.smallBusiness),
  cx_company: requiredString([maxLength(100, /*i18n*/ 'Use at most 100 characters')]),
});

// Posted by the pages as content section 3 lists them; the server files the lead by bank_type (its offer's
// promo code and category) and by the kind alone, not by these.
const campaignConstants = {
  ...postedConstants,
  promo_code: postedText(40),
  insurance_type: postedText(60),
};

/** The bank promotion lead as the inquiry call takes it (content section 3). */
export const promotionCallSchema = promotionLeadSchema.extend({
  inquiry_type: z.literal(PROMOTION),
  ...campaignConstants,
});

/** The small-business lead as the inquiry call takes it; it names no bank. */
export const smallBusinessCallSchema = smallBusinessLeadSchema.extend({
  inquiry_type: z.literal(SMALL_BUSINESS),
  ...campaignConstants,
});

/**
 * The body of POST /inquiry-api/v1/inquire: a comparison inquiry about a quote, a callback, or a campaign's
 * lead (a bank promotion or the small-business page).
 */
const UNKNOWN_INQUIRY = /*i18n*/ 'This kind of inquiry is not known';
export const inquireSchema = z.discriminatedUnion(
  'inquiry_type',
  [callbackCallSchema, promotionCallSchema, smallBusinessCallSchema, inquiryCallSchema],
  {
    // Only an unknown inquiry_type is said so; a body that is no object keeps the usual body error.
    error: (issue) => (issue.code === 'invalid_union' ? UNKNOWN_INQUIRY : undefined),
  },
);

export type InquiryInput = z.input<typeof inquirySchema>;
export type Inquiry = z.output<typeof inquirySchema>;
export type InquiryCallInput = z.input<typeof inquiryCallSchema>;
export type InquiryCall = z.output<typeof inquiryCallSchema>;
export type InquiryCreated = z.output<typeof inquiryCreatedSchema>;
export type CallbackInput = z.input<typeof callbackSchema>;
export type Callback = z.output<typeof callbackSchema>;
export type CallbackCallInput = z.input<typeof callbackCallSchema>;
export type CallbackCall = z.output<typeof callbackCallSchema>;
export type Inquire = z.output<typeof inquireSchema>;
export type PromotionLeadInput = z.input<typeof promotionLeadSchema>;
export type PromotionLead = z.output<typeof promotionLeadSchema>;
export type SmallBusinessLeadInput = z.input<typeof smallBusinessLeadSchema>;
export type SmallBusinessLead = z.output<typeof smallBusinessLeadSchema>;
export type PromotionCallInput = z.input<typeof promotionCallSchema>;
export type PromotionCall = z.output<typeof promotionCallSchema>;
export type SmallBusinessCallInput = z.input<typeof smallBusinessCallSchema>;
export type SmallBusinessCall = z.output<typeof smallBusinessCallSchema>;
