import type { ChatTurn } from '#domain/chat';
import type { CallbackCallInput } from '#domain/motor/inquiry';
import { CALLBACK } from '#domain/motor/inquiry';
import { MOBILE_PREFIX, mobileForDisplay } from '#domain/people/mobile';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import type { InquiryCookie } from './inquiry-cookie';

// The callback of the floating dock (content sections 3 and 4): the form's values, and the body posted to
// POST /inquiry-api/v1/inquire with the spec's constants.

export interface CallbackFormValues {
  cx_name: string;
  cx_mobile: string;
  cx_email: string;
}

/** The form, filled from the inquiry cookie when the visitor asked within the hour. */
export const callbackValuesOf = (cookie: InquiryCookie | undefined): CallbackFormValues => ({
  cx_name: cookie?.cx_name ?? '',
  cx_mobile: cookie ? mobileForDisplay(cookie.cx_mobile) : '',
  cx_email: cookie?.cx_email ?? '',
});

/**
 * Content section 4: the thank-you also shows when the page's address carries the inquiry's id
 * (cx_inquiry_id, a number), as a page reached after asking does: the visitor has asked already.
 */
export const askedAlready = (search: string) =>
  /^[1-9]\d*$/.test(new URLSearchParams(search).get('cx_inquiry_id') ?? '');

/** The body posted; a callback asked from the chat carries the conversation (decision 056). */
export function callbackBody(values: CallbackFormValues, transcript?: ChatTurn[]): CallbackCallInput {
  const contact = {
    cx_name: values.cx_name,
    cx_email: values.cx_email,
    cx_mobile: `${MOBILE_PREFIX}${tidyMobile(values.cx_mobile)}`,
  };
  // Content section 3's fields; the server keeps none of the e-mail ones (no caller writes our mail).
  return {
    ...contact,
    cx_message: 'Callback',
    inquiry_type: CALLBACK,
    inquiry_media: 'web',
    inquiry_code: 'callback',
    email_subject_json: { subject: 'Callback' },
    email_body_json: { ...contact, inquiry_type: CALLBACK, inquiry_media: 'web', inquiry_code: 'callback' },
    ...(transcript?.length && { transcript }),
  };
}
