// The end of the motor journey (motor section 2.6): the proposal's choices, the cover note's number, its
// links and the messages of the page and of the server. No zod here, so pages that only link to a cover
// note load none; the calls' schemas are in cover-note-calls.ts.
import { RESULT_CODES } from './purchase-paths';

/** is_leasing: '1' when the vehicle is on hire purchase (the quote's hire_purchase YES), else '0'. */
export const LEASING = { yes: '1', no: '0' } as const;

/**
 * A cover note's number: 'CN', the year of issue and 8 random Crockford base-32 characters (40 bits), so
 * the public verification page cannot be walked through by counting ('CN-2026-7K3M9Q2X').
 */
export const COVER_NOTE_NO = /^CN-\d{4}-[0-9A-HJKMNP-TV-Z]{8}$/;
export const isCoverNoteNo = (text: string | undefined): text is string =>
  text !== undefined && COVER_NOTE_NO.test(text);

/** The PDF of a cover note, by its random download key (at least 128 bits): the link e-mailed and sent by SMS. */
export const COVER_NOTE_FILE_PREFIX = '/v3/cover-note/file/';
export const coverNoteFilePath = (downloadKey: string) => `${COVER_NOTE_FILE_PREFIX}${downloadKey}`;

/** The public page a cover note's QR code opens: confirms the cover without personal details. */
export const verifyPath = (coverNoteNo: string) => `/verify/${coverNoteNo}`;

/** The template of the cover note e-mail; the only one /notification-api/v1/notify knows. */
export const COVER_NOTE_TEMPLATE = 'MOT_CVN_SEND';
export const NOTIFY_TEMPLATES = [COVER_NOTE_TEMPLATE] as const;

/**
 * Where the proposal page goes once the cover note is made (section 2.6): the result page with the spec's
 * query. The page reads the cover note (number, link, where it was sent) from the proposal itself.
 */
export function coverNoteResultPath(reqKey: string, coverNote: { url: string }) {
  const query = new URLSearchParams({
    title: RESULT_CODES.coverNote,
    status: 'success',
    buttonText: /*i18n*/ 'Download Cover Note',
    dynamicLink: coverNote.url,
  });
  return `/payment/${reqKey}?${query}`;
}

/**
 * The verification page's answer: whether the cover is in force now and, when it is not, why: the
 * cover note was cancelled (its payment was reversed), or its period has ended or not begun.
 */
export const COVER_STATUSES = ['in_force', 'not_in_force'] as const;
export type CoverStatus = (typeof COVER_STATUSES)[number];
export const COVER_STATUS_TEXT: Record<CoverStatus, string> = {
  in_force: /*i18n*/ 'In force',
  not_in_force: /*i18n*/ 'Not in force',
};
export const NOT_IN_FORCE_REASONS = ['cancelled', 'expired', 'not_started'] as const;
export type NotInForceReason = (typeof NOT_IN_FORCE_REASONS)[number];

/** The spec gives none of these; they are ours. */
export const COVER_NOTE_MESSAGES = {
  vehicleNumber: /*i18n*/ 'not valid',
  vehicleNumberLong: /*i18n*/ 'enter at most 30 characters',
  leasingCompany: /*i18n*/ 'Choose a leasing company from the list',
  branch: /*i18n*/ 'Enter the branch in letters and spaces',
  leasingChoice: /*i18n*/ "Choose '1' (leased) or '0' (not leased)",
  /** The registered/leased answers must be the quotation's: they priced the cover. */
  quoteMismatch: /*i18n*/ 'This does not match the quotation you paid for',
  alreadyIssued:
    'A cover note has already been issued for this proposal with other details. Please contact us to change it.',
  /** The numbers typed before payment change nothing once the cover note carries them (decision 039). */
  numbersAfterIssue:
    /*i18n*/ 'Your cover note is issued already with your vehicle numbers. Please contact us to change them.',
  unknownTemplate: `Unknown notification. The only one is ${COVER_NOTE_TEMPLATE}.`,
  notYours: /*i18n*/ 'This cover note does not belong to that e-mail address and mobile number.',
  linkInvalid: /*i18n*/ 'This cover note link is not valid.',
} as const;
