// What the applicant is sent when a submitted document is rejected: which one, the reviewer's reason and
// the link to upload it again, so the purchase goes on from any device (docs/decisions/027). Written by
// `i18n`, in the applicant's language (issue 21); the reviewer's reason stays as the reviewer wrote it.
import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import type { Config } from '#server/config';
import type { Letter } from '../application/applicant-messages';
import { questionsSms } from '../application/applicant-messages';

export interface Rejection {
  /** The slot's title, 'Vehicle Registration'. */
  document: string;
  reason: string;
  insurer: string;
  links: { uploader: string; until: string };
}

export function rejectionLetter(rejection: Rejection, contact: Config['contact'], i18n: I18n): Letter {
  const document = translateText(rejection.document, i18n);
  const { reason, insurer } = rejection;
  const { uploader: link, until } = rejection.links;
  return {
    subject: i18n._(/*i18n*/ 'Please upload your {document} again', { document }),
    paragraphs: [
      i18n._(
        /*i18n*/ 'The {document} you uploaded for your motor insurance with {insurer} could not be accepted.',
        { document, insurer },
      ),
      i18n._(/*i18n*/ 'Reason: {reason}', { reason }),
      i18n._(/*i18n*/ 'Please upload a new one and press Submit for Review: {link}', { link }),
      i18n._(/*i18n*/ 'This link works on any device until {until}.', { until }),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: your {document} was not accepted. Reason: {reason}. Please upload it again: {link}',
        { document, reason, link },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}
