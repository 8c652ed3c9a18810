// The documents of an application (motor section 2.8): the holder of its pay_sec_hash uploads, replaces
// and removes a file per slot, then submits them for review. A slot changes only while it is editable
// (below 'submitted', or rejected); each change locks the application's slot rows, so two calls at once
// leave one current file, and is recorded as an application event. A replaced or removed file keeps its
// row, marked removed, but its bytes are deleted once the change is committed, and an application takes
// a bounded number of uploads a day (docs/decisions/019). Every check of the input runs before anything
// is written. A rejected document is told to the applicant with the reason and the link to upload again,
// in the review's transaction.
import type { DocumentCategory } from '#domain/account/dashboard';
import { DASHBOARD_MESSAGES } from '#domain/account/dashboard';
import { ACCOUNT_MESSAGES } from '#domain/account/session';
import type { DocumentsAnswer } from '#domain/motor/document-calls';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_SLOTS,
  DOCUMENT_STATUS,
  isEditable,
  isProvided,
  MAX_UPLOAD_BYTES,
  ONLINE_APP_CODE,
  tooManyUploadsMessage,
} from '#domain/motor/documents';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { ApiError, FieldErrors, notFound } from '#server/http/envelope';
import type { AppOutbox } from '#server/integrations/integrations';
import type { Storage } from '#server/integrations/storage/storage';
import { randomToken } from '#server/random-token';
import { applicantOf, linksOf, writeToApplicant } from '../application/applicant-messages';
import { APPLICATION_STATUS } from '../application/application-status';
import {
  applicationByHash,
  applicationRecords,
  liveApplicationsOf,
} from '../application/application.service';
import { documentsAnswer, documentsOf } from './documents-answer';
import { documentsRepository } from './documents.repository';
import { fileTypeOf } from './file-type';
import { rejectionLetter } from './rejection-message';

// 144 bits: the architecture asks for at least 128, URL-safe.
const KEY_BYTES = 18;
const NAME_LENGTH = 200;

const {
  empty: EMPTY,
  uploaded: UPLOADED,
  submitted: SUBMITTED,
  accepted: ACCEPTED,
  rejected: REJECTED,
} = DOCUMENT_STATUS;
/** The event of an application whose every document is accepted; not a state (payment opened on submission). */
const DOCUMENTS_ACCEPTED = 'documents_accepted';

export interface UploadedFile {
  content: Buffer;
  /** As the browser named it; shown back, never trusted for the type. */
  fileName: string;
}

/** A slot as the calls name it: its row id, and the hash of its application. */
export interface SlotReference {
  id: number;
  hash_code: string;
}

/** An insurer's decision on a submitted document. */
export interface Decision {
  doc_id: number;
  status: typeof DOCUMENT_STATUS.accepted | typeof REJECTED;
  /** Required with a rejection: the customer reads it on the page. */
  reason: string | null;
}

/** A decision on a document of the application a pay_sec_hash names. */
export interface Review extends Decision {
  hash_code: string;
}

export type DocumentsService = ReturnType<typeof documentsService>;

type Documents = ReturnType<typeof documentsRepository>;
type LockedSlot = Awaited<ReturnType<Documents['slotsForUpdate']>>[number];
/** What a change of a slot works with, inside its transaction. */
interface SlotChangeContext {
  documents: Documents;
  addEvent: (status: string, detail: object) => Promise<unknown>;
  applicationId: number;
}
/** An upload taken off its slot, whose file is deleted once the change is committed. */
type TakenOff = Awaited<ReturnType<Documents['markRemoved']>>;

export interface DocumentsOptions {
  storage: Storage;
  log: FastifyBaseLogger;
  /** Carries the message of a rejection. */
  outbox: AppOutbox;
  /** Uploads an application takes in 24 hours (DOCUMENT_UPLOADS_PER_DAY). */
  uploadsPerDay: number;
  /** How to reach us: the hotline a customer past the bound is asked to call, the foot of a message. */
  contact: Config['contact'];
}

/** The refusal of an upload's file: a field error on the part `asset`. */
export const refuseAsset = (message: string) => new FieldErrors({ asset: [message] });

/**
 * The file's type by its content; a refusal when it is empty, too large or not allowed. The route's parser
 * stops reading at the same size, so the limit holds here for any other caller too.
 */
function checkFile(content: Buffer) {
  if (content.length === 0) throw refuseAsset(DOCUMENT_MESSAGES.empty);
  if (content.length > MAX_UPLOAD_BYTES) throw refuseAsset(DOCUMENT_MESSAGES.tooLarge);
  const type = fileTypeOf(content);
  if (type === undefined) throw refuseAsset(DOCUMENT_MESSAGES.wrongType);
  return type;
}

/** The name without the folders some browsers send, kept short. */
export function displayName(fileName: string, fileType: string) {
  const base = fileName.split(/[/\\]/).pop()!.trim().slice(-NAME_LENGTH);
  return base || `document.${fileType}`;
}

export function documentsService(db: Db, { storage, log, outbox, uploadsPerDay, contact }: DocumentsOptions) {
  const repository = documentsRepository(db);
  const hotline = contact.hotlines[0]?.number;

  const applicationOf = (paySecHash: string) => applicationByHash(db, paySecHash);

  async function answer(paySecHash: string): Promise<DocumentsAnswer> {
    const application = await applicationOf(paySecHash);
    return documentsAnswer(paySecHash, application, await repository.slotsOf(application.id));
  }

  /**
   * Deletes the file of an upload taken off its slot. Called after the change is committed, so a failure
   * here never loses a current file; a file it fails to delete is logged and its row shows it.
   */
  async function deleteFile({ id, storageKey }: TakenOff) {
    try {
      await storage.delete(storageKey);
      await repository.markFileDeleted(id);
    } catch (error) {
      log.warn({ err: error, upload_id: id }, 'replaced or removed file not deleted');
    }
  }

  /**
   * Runs `change` in a transaction on the slot `id` of the application, editable, with all its slots
   * locked (so the day's uploads are counted exactly): another application's slot is 'Not found', one
   * under review or accepted a 409. Deletes the file it took off, then answers the reloaded list.
   */
  async function changeSlot(
    { id, hash_code }: SlotReference,
    change: (slot: LockedSlot, context: SlotChangeContext) => Promise<TakenOff | undefined>,
  ) {
    const application = await applicationOf(hash_code);
    const takenOff = await db.transaction(async (tx) => {
      const documents = documentsRepository(tx);
      const slot = (await documents.slotsForUpdate(application.id)).find((locked) => locked.id === id);
      if (slot === undefined) throw notFound();
      if (!isEditable(slot.status)) throw new ApiError(409, DOCUMENT_MESSAGES.notEditable);
      const events = applicationRecords(tx);
      return change(slot, {
        documents,
        addEvent: (status, detail) => events.addEvent(application.id, status, detail),
        applicationId: application.id,
      });
    });
    if (takenOff !== undefined) await deleteFile(takenOff);
    return answer(hash_code);
  }

  /** Puts the file on the slot, replacing the one there; the file is stored before its row is written. */
  function upload(slotReference: SlotReference, file: UploadedFile) {
    const type = checkFile(file.content);
    return changeSlot(slotReference, async (slot, { documents, addEvent, applicationId }) => {
      if ((await documents.uploadsOfLastDay(applicationId)) >= uploadsPerDay)
        throw new ApiError(429, tooManyUploadsMessage(hotline));
      const storageKey = randomToken(KEY_BYTES);
      await storage.put(storageKey, file.content);
      const uploadId = await documents.addUpload({
        documentId: slot.id,
        storageKey,
        ...type,
        sizeBytes: file.content.length,
        fileName: displayName(file.fileName, type.fileType),
      });
      const replaced = slot.uploadId === null ? undefined : await documents.markRemoved(slot.uploadId);
      await documents.changeSlots([slot.id], { status: UPLOADED, uploadId, reason: null });
      await addEvent('document_uploaded', {
        doc_id: slot.docId,
        upload_id: uploadId,
        replaced_upload_id: slot.uploadId,
      });
      return replaced;
    });
  }

  function remove(slotReference: SlotReference) {
    return changeSlot(slotReference, async (slot, { documents, addEvent }) => {
      if (slot.uploadId === null) throw new ApiError(409, DOCUMENT_MESSAGES.nothingToRemove);
      const removed = await documents.markRemoved(slot.uploadId);
      await documents.changeSlots([slot.id], { status: EMPTY, uploadId: null, reason: null });
      await addEvent('document_removed', { doc_id: slot.docId, upload_id: slot.uploadId });
      return removed;
    });
  }

  /**
   * Sends the uploaded documents for review. The online journey needs all three first and names the first
   * one missing; the application is 'submitted' once every slot is provided, which opens the payment.
   */
  async function submit({ hash_code, app_code }: { hash_code: string; app_code?: string }) {
    const online = app_code === ONLINE_APP_CODE;
    const application = await applicationOf(hash_code);
    await db.transaction(async (tx) => {
      const documents = documentsRepository(tx);
      const applications = applicationRecords(tx);
      const slots = await documents.slotsForUpdate(application.id);
      const missing = DOCUMENT_SLOTS.find(
        ({ doc_id }) => !slots.some((slot) => slot.docId === doc_id && isProvided(slot.status)),
      );
      if (online && missing !== undefined) throw new ApiError(400, missing.missing);
      const uploaded = slots.filter((slot) => slot.status === UPLOADED);
      if (uploaded.length === 0 && !online) throw new ApiError(400, DOCUMENT_MESSAGES.nothingToSubmit);
      if (uploaded.length > 0) {
        await documents.changeSlots(
          uploaded.map((slot) => slot.id),
          { status: SUBMITTED },
        );
        await applications.addEvent(application.id, 'documents_submitted', {
          doc_ids: uploaded.map((slot) => slot.docId),
        });
      }
      if (missing === undefined && (await applications.markSubmitted(application.id))) {
        await applications.addEvent(application.id, APPLICATION_STATUS.submitted);
      }
    });
    return answer(hash_code);
  }

  /**
   * The insurer's decision on the application's submitted document `doc_id`, with its event and, for a
   * rejection, the message to the applicant, in one transaction; `site` is our own address, for the link
   * in a rejection's message. The console reviews through it; demo mode also by the hash (`review`).
   */
  async function decide(applicationId: number, { doc_id, status, reason }: Decision, site: string) {
    await outbox.transaction(async (tx, queue) => {
      const documents = documentsRepository(tx);
      // All the slots, locked: of two acceptances at once, the second sees the first's.
      const slots = await documents.slotsForUpdate(applicationId);
      const slot = slots.find((locked) => locked.docId === doc_id);
      if (slot === undefined) throw notFound();
      if (slot.status !== SUBMITTED) throw new ApiError(409, 'Only a submitted document can be reviewed');
      const rejected = status === REJECTED;
      await documents.changeSlots([slot.id], { status, reason: rejected ? reason : null });
      const events = applicationRecords(tx);
      await events.addEvent(applicationId, rejected ? 'document_rejected' : 'document_accepted', {
        doc_id,
        upload_id: slot.uploadId,
        ...(rejected ? { reason } : {}),
      });
      // The last document outstanding accepted: the application's documents are done with.
      if (!rejected && slots.every((other) => other === slot || other.status === ACCEPTED)) {
        await events.addEvent(applicationId, DOCUMENTS_ACCEPTED, {
          doc_ids: slots.map(({ docId }) => docId),
        });
      }
      if (!rejected || reason === null) return;
      const applicant = await applicantOf(tx, applicationId);
      const document = DOCUMENT_SLOTS.find((known) => known.doc_id === doc_id)?.title ?? 'document';
      const rejection = { document, reason, insurer: applicant.insurer, links: linksOf(site, applicant) };
      await writeToApplicant(
        { queue, contact },
        applicant,
        rejectionLetter(rejection, contact, applicant.i18n),
      );
    });
  }

  /** A decision on a document of the hash's application, answering its reloaded list. */
  async function review({ hash_code, ...decision }: Review, site: string) {
    const application = await applicationOf(hash_code);
    await decide(application.id, decision, site);
    return answer(hash_code);
  }

  /** A file on a slot of the hash's application now, with its bytes; undefined otherwise. */
  async function file(paySecHash: string, key: string) {
    const applicationId = await applicationRecords(db).idByHash(paySecHash);
    if (applicationId === undefined) return undefined;
    const found = await repository.currentFile(applicationId, key);
    if (found === undefined) return undefined;
    const content = await storage.get(key);
    return content && { ...found, content };
  }

  /**
   * The documents of the customer's applications whose links work, one category per purchase
   * (docs/decisions/050); only that customer's.
   */
  async function ofCustomer(customerId: number): Promise<DocumentCategory[]> {
    const applications = await liveApplicationsOf(db, customerId);
    return Promise.all(
      applications.map(async ({ id, title, paySecHash }) => ({
        id,
        title,
        docs: documentsOf(paySecHash, await repository.slotsOf(id)),
      })),
    );
  }

  /**
   * The dashboard's upload (docs/decisions/050): `file` on the customer's own missing or rejected document
   * `id`, through the same checks as the uploader's, then sent for review. Another customer's document is
   * 403 and never looked up: only the customer's own are searched.
   */
  async function uploadForCustomer(customerId: number, id: number, file: UploadedFile) {
    for (const application of await liveApplicationsOf(db, customerId)) {
      const slot = (await repository.slotsOf(application.id)).find((own) => own.id === id);
      if (slot === undefined) continue;
      if (isProvided(slot.status)) throw new ApiError(409, DASHBOARD_MESSAGES.notMissing);
      await upload({ id, hash_code: application.paySecHash }, file);
      await submit({ hash_code: application.paySecHash });
      return ofCustomer(customerId);
    }
    throw new ApiError(403, ACCOUNT_MESSAGES.notYours);
  }

  return { answer, upload, remove, submit, decide, review, file, ofCustomer, uploadForCustomer };
}
