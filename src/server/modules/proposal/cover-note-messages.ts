// What the customer is sent once the cover note is made: an e-mail with the link to the PDF and to the
// verification page, and a short SMS with the link. It goes out as every message to the applicant does
// (applicant-messages.ts).
import type { CoverPeriod } from '#domain/motor/cover-period';
import { periodText } from '#domain/motor/cover-period';
import type { Letter } from '../application/applicant-messages';

export interface CoverNoteNotice {
  coverNoteNo: string;
  insurer: string;
  typeOfCover: string;
  /** 'Toyota Axio WP-CAB-1234', or the chassis number for a vehicle not registered yet. */
  vehicle: string;
  period: CoverPeriod;
  /** The PDF's absolute address. */
  fileUrl: string;
  verifyUrl: string;
}

export const coverNoteLetter = (notice: CoverNoteNotice): Letter => ({
  subject: `Your motor insurance cover note ${notice.coverNoteNo}`,
  paragraphs: [
    `Thank you for your payment. ${notice.insurer} has issued your cover note ${notice.coverNoteNo}.`,
    [
      `Cover: ${notice.typeOfCover}`,
      `Vehicle: ${notice.vehicle}`,
      `Period of cover: ${periodText(notice.period)}`,
    ].join('\n'),
    [
      `Download your cover note (PDF): ${notice.fileUrl}`,
      `Anyone can check that the cover is in force at: ${notice.verifyUrl}`,
    ].join('\n'),
    'Keep this e-mail: the link is the way to your cover note.',
  ],
  sms: `Your ${notice.insurer} cover note ${notice.coverNoteNo} is ready: ${notice.fileUrl}`,
});
