// What every document call answers (motor section 2.8): the three slots in the page's order and, for the
// left side, the policy as the customer bought it. The quotation and the vehicle are the ones stored with
// the application and its quote, never sent again by the browser.
import type { DocumentsAnswer, UploadedDocument } from '#domain/motor/document-calls';
import { ALLOWED_TYPES, DOCUMENT_SLOTS } from '#domain/motor/documents';
import { policyOf } from '../application/application-summary';
import type { HashedApplication } from '../application/application.service';
import type { documentsRepository } from './documents.repository';

type Repository = ReturnType<typeof documentsRepository>;
type SlotRow = Awaited<ReturnType<Repository['slotsOf']>>[number];

/** Where files are served: outside the auth_key scope, as <img> and <iframe> cannot send headers. */
export const FILE_PATH = '/v3/documents/file';

const ALLOWED = ALLOWED_TYPES.join(',');

function documentOf(paySecHash: string, slot: SlotRow): UploadedDocument {
  const { title, icon } = DOCUMENT_SLOTS.find(({ doc_id }) => doc_id === slot.docId)!;
  return {
    id: slot.id,
    doc_id: slot.docId,
    title,
    icon,
    status: slot.status,
    allowedTypes: ALLOWED,
    uploadedURL: slot.storageKey === null ? '' : `${FILE_PATH}/${paySecHash}/${slot.storageKey}`,
    is_multiple: false,
    file_type: slot.fileType,
    file_name: slot.fileName,
    reason: slot.reason,
  };
}

/** The application's slots in the page's order, each with the URL its file is read at. */
export function documentsOf(paySecHash: string, slots: SlotRow[]): UploadedDocument[] {
  const inPageOrder = DOCUMENT_SLOTS.flatMap(({ doc_id }) => slots.filter((slot) => slot.docId === doc_id));
  return inPageOrder.map((slot) => documentOf(paySecHash, slot));
}

export function documentsAnswer(
  paySecHash: string,
  application: HashedApplication,
  slots: SlotRow[],
): DocumentsAnswer {
  return { documents: documentsOf(paySecHash, slots), policy: policyOf(application) };
}
