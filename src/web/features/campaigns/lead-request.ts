import type { Bank } from '#domain/campaigns';
import { BANKS_WITH_OWN_KEY } from '#domain/campaigns';
import type { PromotionCallInput, SmallBusinessCallInput } from '#domain/motor/inquiry';
import { PROMOTION, SMALL_BUSINESS } from '#domain/motor/inquiry';
import { MOBILE_PREFIX } from '#domain/people/mobile';
import { localStore } from '#web/browser-storage';
import { tidyMobile } from '#web/components/form/tidy-mobile';

// The campaign pages' leads (content sections 3 and 4): the bodies posted with the spec's fields, and the
// inquiry kept in the browser afterwards.

export interface LeadFormValues {
  cx_name: string;
  cx_mobile: string;
  cx_email: string;
  cx_company: string;
}
export const EMPTY_LEAD: LeadFormValues = { cx_name: '', cx_mobile: '', cx_email: '', cx_company: '' };

/** Whose lead it is: a bank's offer (its code and promo code), or the small-business page. */
export type LeadSource = { bank: Bank; promoCode: string } | 'small-business';

const contactOf = (values: LeadFormValues) => ({
  cx_name: values.cx_name,
  cx_email: values.cx_email,
  cx_mobile: `${MOBILE_PREFIX}${tidyMobile(values.cx_mobile)}`,
});

/** The body posted; the e-mail fields are the spec's, which the server drops (no caller writes our mail). */
export function leadBody(
  values: LeadFormValues,
  source: LeadSource,
): PromotionCallInput | SmallBusinessCallInput {
  const contact = contactOf(values);
  const common = { ...contact, inquiry_media: 'web', email_body_json: contact };
  if (source === 'small-business') {
    return {
      ...common,
      cx_company: values.cx_company,
      cx_message: 'Small business group health',
      inquiry_type: SMALL_BUSINESS,
      inquiry_code: 'Web-SME',
      insurance_type: 'Group Health Insurance',
      email_subject_json: { subject: 'Small business group health' },
    };
  }
  return {
    ...common,
    bank_type: source.bank,
    promo_code: source.promoCode,
    cx_message: 'Credit card offer',
    inquiry_type: PROMOTION,
    inquiry_code: 'Web-Promotion',
    insurance_type: 'Motor Insurance',
    email_subject_json: { subject: 'Credit card offer' },
  };
}

/** Where the browser keeps the last lead's inquiry id, and a bank's own key for some banks (section 4). */
export const INQUIRY_KEY = 'kavacha_inquiry_id';
export const bankInquiryKey = (bank: Bank) => `kavacha_${bank}_inquiry_id`;

export function rememberLead(inquiryId: number, source: LeadSource) {
  const store = localStore();
  try {
    store?.setItem(INQUIRY_KEY, String(inquiryId));
    if (source !== 'small-business' && BANKS_WITH_OWN_KEY.includes(source.bank))
      store?.setItem(bankInquiryKey(source.bank), String(inquiryId));
  } catch {
    // A full or refused storage: the lead is filed all the same.
  }
}
