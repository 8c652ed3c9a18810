// What the applicant is sent once a purchase opens their application: the link to the document uploader,
// where the purchase goes on (documents, then payment), so a buyer who closed the tab can come back from
// any device until the quotation's price ends (docs/decisions/027). Written by `i18n`, in the applicant's
// language (issue 21).
import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import { MAX_UPLOAD_MB } from '#domain/motor/documents';
import type { Config } from '#server/config';
import type { Applicant, Letter } from '../application/applicant-messages';
import { questionsSms } from '../application/applicant-messages';

export function purchaseLetter(
  applicant: Pick<Applicant, 'insurer' | 'typeOfCover'>,
  links: { uploader: string; until: string },
  contact: Config['contact'],
  i18n: I18n,
): Letter {
  const { insurer } = applicant;
  const cover = translateText(applicant.typeOfCover, i18n);
  const { uploader: link, until } = links;
  return {
    subject: i18n._(/*i18n*/ 'Your motor insurance with {insurer}: upload your documents', { insurer }),
    paragraphs: [
      i18n._(/*i18n*/ 'Thank you for choosing {cover} cover with {insurer}. Your application is saved.', {
        cover,
        insurer,
      }),
      i18n._(
        /*i18n*/ 'Next, upload your vehicle registration and both sides of your NIC or passport (JPG, PNG, GIF or PDF, at most {maxMb} MB each), submit them for review, then pay online.',
        { maxMb: MAX_UPLOAD_MB },
      ),
      i18n._(/*i18n*/ 'Continue with your purchase: {link}', { link }),
      i18n._(
        /*i18n*/ "This link works on any device until {until}, the last day your quotation's price holds. After that, please start a new quote.",
        { until },
      ),
    ],
    sms: [
      i18n._(
        /*i18n*/ 'Kavacha: your {insurer} motor insurance application is saved. Upload your documents and pay by {until}: {link}',
        { insurer, until, link },
      ),
      questionsSms(contact, i18n),
    ].join(' '),
  };
}
