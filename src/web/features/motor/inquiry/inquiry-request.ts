import { DEFAULT_CHANNEL, NO_PROMO } from '#domain/motor/channel-codes';
import type { InquiryCallInput } from '#domain/motor/inquiry';
import { MOBILE_PREFIX, mobileForDisplay } from '#domain/people/mobile';
import { DEFAULT_TITLE } from '#domain/people/title-list';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import type { MotorRoute } from '../motor-path';
import { motorPath } from '../motor-path';
import type { StoredForm } from '../stored-quote-form';

// The comparison inquiry of motor sections 2.2, 3 and 7: the form's values, and the body posted to
// POST /inquiry-api/v1/inquire with the quote it is about and the spec's constants.

export interface InquiryFormValues {
  cx_surname: string;
  cx_name: string;
  cx_mobile: string;
  cx_email: string;
  /** 'Call me about these quotes': unticked until the visitor ticks it (decision 032). */
  call_consent: boolean;
}

export const EMPTY_INQUIRY: InquiryFormValues = {
  cx_surname: DEFAULT_TITLE,
  cx_name: '',
  cx_mobile: '',
  cx_email: '',
  call_consent: false,
};

/** The form as last filled in this browser; a stored '94...' mobile shows as the 9 digits of the box. */
export const inquiryValuesOf = (stored: StoredForm): InquiryFormValues => ({
  cx_surname: stored.cx_surname || DEFAULT_TITLE,
  cx_name: stored.cx_name,
  cx_mobile: mobileForDisplay(stored.cx_mobile),
  cx_email: stored.cx_email,
  call_consent: false,
});

export interface InquiryQuote {
  route: MotorRoute;
  unqHash: string;
  promo: string | undefined;
  channel: string | undefined;
  /** The site's origin, for the link to the premium list that the representative receives. */
  origin: string;
}

export function inquiryBody(values: InquiryFormValues, quote: InquiryQuote): InquiryCallInput {
  const premiums = motorPath('Premium-Comparison', quote.route, {
    unq_hash: quote.unqHash,
    promo: quote.promo,
    channel: quote.channel,
  });
  return {
    cx_surname: values.cx_surname,
    cx_name: values.cx_name,
    cx_mobile: `${MOBILE_PREFIX}${tidyMobile(values.cx_mobile)}`,
    cx_email: values.cx_email,
    call_consent: values.call_consent,
    unq_hash: quote.unqHash,
    vehicle_type: quote.route.vehicleType,
    prem_link: `${quote.origin}${premiums}`,
    // The posted constants (section 3): the CRM files the lead by these.
    insurance_type: 'Motor Insurance',
    main_category: 'Motor',
    sub_category: quote.route.vehicleType,
    product_type: quote.route.insuranceType,
    cx_message: 'Comparison Request',
    promo_code: quote.promo || NO_PROMO,
    media_code: quote.channel || DEFAULT_CHANNEL,
    inquiry_type: 'Comparison Request',
    inquiry_code: 'Web-Motor',
    inquiry_media: 'WEB',
  };
}
