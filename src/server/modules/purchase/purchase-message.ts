// What the applicant is sent once a purchase opens their application: the link to the document uploader,
// where the purchase goes on (documents, then payment), so a buyer who closed the tab can come back from
// any device until the quotation's price ends (docs/decisions/027).
import { MAX_UPLOAD_MB } from '#domain/motor/documents';
import type { Config } from '#server/config';
import type { Applicant, Letter } from '../application/applicant-messages';
import { reachUs } from '../application/applicant-messages';

export function purchaseLetter(
  applicant: Pick<Applicant, 'insurer' | 'typeOfCover'>,
  links: { uploader: string; until: string },
  contact: Config['contact'],
): Letter {
  return {
    subject: `Your motor insurance with ${applicant.insurer}: upload your documents`,
    paragraphs: [
      `Thank you for choosing ${applicant.typeOfCover} cover with ${applicant.insurer}. Your application is saved.`,
      'Next, upload your vehicle registration and both sides of your NIC or passport (JPG, PNG, GIF or ' +
        `PDF, at most ${MAX_UPLOAD_MB} MB each), submit them for review, then pay online.`,
      `Continue with your purchase: ${links.uploader}`,
      `This link works on any device until ${links.until}, the last day your quotation's price holds. ` +
        'After that, please start a new quote.',
    ],
    sms:
      `Kavacha: your ${applicant.insurer} motor insurance application is saved. Upload your documents ` +
      `and pay by ${links.until}: ${links.uploader} Questions? Please ${reachUs(contact)}.`,
  };
}
