// A cover note once made: its PDF to the holder of its link, its public verification by number (the QR
// code's page: whether the cover is in force, nothing personal), the notification call of the spec
// (architecture, Rulings), which may only ask about the caller's own cover note and sends nothing new:
// the server e-mailed the link when it made the note; and its cancellation when its payment is reversed.
import type { z } from 'zod';
import type { NotInForceReason } from '#domain/motor/cover-note';
import { COVER_ENDS_AT, type CoverPeriod, inForceAt } from '#domain/motor/cover-period';
import { COVER_NOTE_FILE_PREFIX, COVER_NOTE_MESSAGES } from '#domain/motor/cover-note';
import type { CoverVerification, NotifyAnswer, notifySchema } from '#domain/motor/proposal-calls';
import type { PaymentReversal } from '#domain/motor/payment';
import type { CustomerPolicy } from '#domain/account/session';
import { centsToRupees } from '#domain/money';
import { nineDigits, toNinetyFour } from '#domain/people/mobile';
import type { Db } from '#server/db/client';
import { ApiError, notFound } from '#server/http/envelope';
import type { AppOutbox } from '#server/integrations/integrations';
import type { Storage } from '#server/integrations/storage/storage';
import { quotedApplication } from '../application/application-summary';
import { applicationRecords } from '../application/application.service';
import { proposalRepository } from './proposal.repository';

export type CoverNoteService = ReturnType<typeof coverNoteService>;
type Notify = z.output<typeof notifySchema>;

const DOWNLOAD_KEY = /^[\w-]{16,128}$/;

/** The download key of a link to a cover note's PDF, on whatever host; undefined for any other link. */
function downloadKeyOf(link: string | undefined) {
  if (link === undefined) return undefined;
  let path: string;
  try {
    path = new URL(link, 'http://localhost').pathname;
  } catch {
    return undefined;
  }
  const key = path.startsWith(COVER_NOTE_FILE_PREFIX) ? path.slice(COVER_NOTE_FILE_PREFIX.length) : '';
  return DOWNLOAD_KEY.test(key) ? key : undefined;
}

/** A mobile number as the customer may write it ('94…', '07…', the 9 digits) in the '94' form. */
function ninetyFour(mobile: string) {
  const local = nineDigits(mobile);
  return /^\d{9}$/.test(local) ? toNinetyFour(local) : local;
}

/** Whether the cover is in force at `now`: not once cancelled, else by its period, to the minute. */
export function coverStatusAt(
  now: Date,
  coverNote: { period: CoverPeriod; cancelled: boolean },
): Pick<CoverVerification, 'status' | 'reason'> {
  const standing = inForceAt(now, coverNote.period);
  const reason: NotInForceReason | null = coverNote.cancelled
    ? 'cancelled'
    : standing === 'in_force'
      ? null
      : standing;
  return { status: reason === null ? 'in_force' : 'not_in_force', reason };
}

/** The stored period of a cover note. */
export const periodOf = (coverNote: { periodFrom: string; periodFromTime: string; periodTo: string }) => ({
  from: coverNote.periodFrom,
  fromTime: coverNote.periodFromTime,
  to: coverNote.periodTo,
  toTime: COVER_ENDS_AT,
});

/**
 * Cancels the application's cover note, if one was issued and is not cancelled yet, because the payment
 * that paid it was reversed; in the caller's transaction, which holds the application's lock. Answers
 * the cover note cancelled, named as the customer's message names it.
 */
export async function cancelCoverNote(tx: Db, applicationId: number, reason: PaymentReversal) {
  const proposals = proposalRepository(tx);
  const coverNote = await proposals.coverNoteOf(applicationId);
  if (coverNote === undefined || coverNote.cancelledAt !== null) return undefined;
  await proposals.cancelCoverNote(coverNote.id, reason);
  const { vehRegistrationNo, chassisNo } = coverNote.proposal;
  return {
    coverNoteNo: coverNote.coverNoteNo,
    vehicle: vehRegistrationNo ?? `the vehicle with chassis number ${chassisNo}`,
  };
}

/**
 * Customer `customerId`'s motor policies (issue 23): their issued cover notes that were not cancelled,
 * newest first, with the sum insured and the premium paid in rupees.
 */
export async function policiesOfCustomer(
  db: Db,
  customerId: number,
): Promise<Omit<CustomerPolicy, 'claims' | 'renewable' | 'renewal_saving'>[]> {
  const rows = await proposalRepository(db).standingCoverNotesOf(customerId);
  return rows.map((row) => {
    // A promotion lowers the premium, never the sum insured.
    const sumInsured = row.quotation.breakdown?.sum_insured ?? null;
    return {
      policy_number: row.coverNoteNo,
      cover_note_url: `${COVER_NOTE_FILE_PREFIX}${row.downloadKey}`,
      commencement_date: row.periodFrom,
      exp_data: row.periodTo,
      total_cover: sumInsured === null ? null : centsToRupees(sumInsured),
      premium: centsToRupees(row.amountCents),
    };
  });
}

/** The number of each of the customer's cover notes, by its application's id (a payment's policy). */
export async function coverNoteNumbersOf(db: Db, customerId: number) {
  const rows = await proposalRepository(db).coverNoteNumbersOf(customerId);
  return new Map(rows.map((row) => [row.applicationId, row.coverNoteNo]));
}

/**
 * Customer `customerId`'s motor policy `policyNumber` (an issued cover note that stands), with its period,
 * its e-mail and its insurer: what a claim is made on. Undefined when it is not theirs or was cancelled.
 */
export const policyOfCustomer = (db: Db, customerId: number, policyNumber: string) =>
  proposalRepository(db).standingCoverNoteOf(customerId, policyNumber);

export function coverNoteService(
  db: Db,
  { storage, outbox }: { storage: Storage; outbox: Pick<AppOutbox, 'status'> },
) {
  const repository = proposalRepository(db);

  /** The PDF of a download key, with the cover note's number; undefined when there is none. */
  async function file(downloadKey: string) {
    const coverNote = await repository.coverNoteByKey(downloadKey);
    if (coverNote === undefined) return undefined;
    const content = await storage.get(coverNote.storageKey);
    return content && { coverNoteNo: coverNote.coverNoteNo, content };
  }

  async function verify(coverNoteNo: string): Promise<CoverVerification> {
    const coverNote = await repository.coverNoteByNumber(coverNoteNo.toUpperCase());
    if (coverNote === undefined) throw notFound();
    const quoted = quotedApplication(await applicationRecords(db).summaryOf(coverNote.applicationId));
    const period = periodOf(coverNote);
    return {
      cover_note_no: coverNote.coverNoteNo,
      ...coverStatusAt(new Date(), { period, cancelled: coverNote.cancelledAt !== null }),
      period_from: period.from,
      period_from_time: period.fromTime,
      period_to: period.to,
      period_to_time: period.toTime,
      registration_no: coverNote.proposal.vehRegistrationNo,
      insurer: quoted.insurer,
      type_of_cover: quoted.type_of_cover,
    };
  }

  /** POST /notification-api/v1/notify: the state of the e-mail of the caller's own cover note. */
  async function notify(request: Notify): Promise<NotifyAnswer> {
    const downloadKey =
      downloadKeyOf(request.cover_note_link) ?? downloadKeyOf(request.notify_data?.attachements?.cn_url);
    if (downloadKey === undefined) throw new ApiError(400, COVER_NOTE_MESSAGES.linkInvalid);
    const coverNote = await repository.coverNoteByKey(downloadKey);
    if (coverNote === undefined) throw notFound();
    const ownEmail = request.email.trim().toLowerCase() === coverNote.email.toLowerCase();
    if (!ownEmail || ninetyFour(request.mobile) !== coverNote.mobile)
      throw new ApiError(403, COVER_NOTE_MESSAGES.notYours);
    const status = await outbox.status(coverNote.mailMessageId);
    return {
      notification: request.notification,
      cover_note_no: coverNote.coverNoteNo,
      email_status: status,
    };
  }

  return { file, verify, notify };
}
