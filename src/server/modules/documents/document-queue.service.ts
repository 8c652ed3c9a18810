// The operator console's document queue (issue 22): submitted documents, the longest waiting first, paged
// in SQL. An insurer's staff member is given `companyId` and sees only that insurer's applications: any
// other document is 'Document not found', so that its existence is not revealed.
import type { ApplicationDocument } from '#domain/console/applications';
import type { QueueDocument } from '#domain/console/calls';
import { CONSOLE_API } from '#domain/console/calls';
import { DOCUMENT_SLOTS } from '#domain/motor/documents';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import type { Storage } from '#server/integrations/storage/storage';
import type { QueuedRow } from './documents.repository';
import { documentsRepository } from './documents.repository';
import type { Decision, DocumentsService } from './documents.service';

export const DOCUMENT_NOT_FOUND = 'Document not found';

/** Where the console reads a slot's file, guarded by the staff session. */
export const consoleFilePath = (id: number) => `${CONSOLE_API}/documents/${id}/file`;

const titleOf = (docId: number) => DOCUMENT_SLOTS.find(({ doc_id }) => doc_id === docId)?.title ?? 'Document';

const queueDocument = (row: QueuedRow): QueueDocument => ({
  id: row.id,
  doc_id: row.docId,
  title: titleOf(row.docId),
  status: row.status,
  reason: row.reason,
  // The slot's last change: for a submitted document (the queue), when it was submitted.
  submitted_at: row.changedAt.toISOString(),
  file_type: row.fileType,
  file_name: row.fileName,
  file_url: row.fileName === null ? null : consoleFilePath(row.id),
  application_id: row.applicationId,
  company_id: row.companyId,
  company_name: row.companyName,
  customer_name: row.customerName,
  vehicle_number: row.vehicleNumber,
});

/** The application's document slots as the console's application page lists them, in the slots' order. */
export const applicationDocumentsOf = async (db: Db, applicationId: number): Promise<ApplicationDocument[]> =>
  (await documentsRepository(db).slotsOf(applicationId)).map((slot) => ({
    id: slot.id,
    doc_id: slot.docId,
    title: titleOf(slot.docId),
    status: slot.status,
    reason: slot.reason,
    file_name: slot.fileName,
    updated_at: slot.updatedAt.toISOString(),
  }));

export type DocumentQueue = ReturnType<typeof documentQueue>;

export function documentQueue(
  db: Db,
  { documents, storage }: { documents: DocumentsService; storage: Storage },
) {
  const repository = documentsRepository(db);

  async function page(query: { page: number; size: number; status: number }, companyId: number | undefined) {
    const { limit, offset } = pageWindow(query);
    const rows = await repository.queuePage(query.status, companyId, limit, offset);
    return pageAnswer(query, rows.map(queueDocument), await repository.queueTotal(query.status, companyId));
  }

  async function one(id: number, companyId: number | undefined) {
    const row = await repository.queued(id, companyId);
    if (row === undefined) throw notFound(DOCUMENT_NOT_FOUND);
    return queueDocument(row);
  }

  /**
   * Decides on a submitted document (409 otherwise) and answers it before and after, for the audit log.
   * The documents service tells the customer of a rejection and moves the application on.
   */
  async function review(
    id: number,
    companyId: number | undefined,
    decision: Omit<Decision, 'doc_id'>,
    site: string,
  ) {
    const before = await one(id, companyId);
    await documents.decide(before.application_id, { ...decision, doc_id: before.doc_id }, site);
    return { before, after: await one(id, companyId) };
  }

  /** The slot's current file with its bytes. */
  async function file(id: number, companyId: number | undefined) {
    const found = await repository.slotFile(id, companyId);
    const content = found && (await storage.get(found.storageKey));
    if (!found || !content) throw notFound(DOCUMENT_NOT_FOUND);
    return { ...found, content };
  }

  return { page, one, review, file };
}
