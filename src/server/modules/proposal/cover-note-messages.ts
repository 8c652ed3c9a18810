// What the customer is sent once the cover note is made: an e-mail with the link to the PDF and to the
// verification page, and a short SMS with the link. It goes out as every message to the applicant does
// (applicant-messages.ts).
import type { I18n } from '@lingui/core';
import { translateText } from '#domain/i18n';
import type { CoverPeriod } from '#domain/motor/cover-period';
import { periodEnds } from '#domain/motor/cover-period';
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

/** Written by `i18n`, in the customer's language (issue 21). */
export function coverNoteLetter(notice: CoverNoteNotice, i18n: I18n): Letter {
  const { coverNoteNo, insurer, vehicle, fileUrl, verifyUrl } = notice;
  const cover = translateText(notice.typeOfCover, i18n);
  const [from, to] = periodEnds(notice.period);
  return {
    subject: i18n._(/*i18n*/ 'Your motor insurance cover note {coverNoteNo}', { coverNoteNo }),
    paragraphs: [
      i18n._(/*i18n*/ 'Thank you for your payment. {insurer} has issued your cover note {coverNoteNo}.', {
        insurer,
        coverNoteNo,
      }),
      [
        i18n._(/*i18n*/ 'Cover: {cover}', { cover }),
        i18n._(/*i18n*/ 'Vehicle: {vehicle}', { vehicle }),
        i18n._(/*i18n*/ 'Period of cover: {from} to {to}', { from, to }),
      ].join('\n'),
      [
        i18n._(/*i18n*/ 'Download your cover note (PDF): {fileUrl}', { fileUrl }),
        i18n._(/*i18n*/ 'Anyone can check that the cover is in force at: {verifyUrl}', { verifyUrl }),
      ].join('\n'),
      i18n._(/*i18n*/ 'Keep this e-mail: the link is the way to your cover note.'),
    ],
    sms: i18n._(/*i18n*/ 'Your {insurer} cover note {coverNoteNo} is ready: {fileUrl}', {
      insurer,
      coverNoteNo,
      fileUrl,
    }),
  };
}
