import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { applicationDocuments, documentUploads } from '#server/db/schema';

export type NewUpload = typeof documentUploads.$inferInsert;
/** What a change may set on a slot. */
export type SlotChange = Partial<
  Pick<typeof applicationDocuments.$inferInsert, 'status' | 'uploadId' | 'reason'>
>;

const lockedSlot = {
  id: applicationDocuments.id,
  docId: applicationDocuments.docId,
  status: applicationDocuments.status,
  uploadId: applicationDocuments.uploadId,
};

/** Document slots and uploads over `db`, which may be a transaction. */
export function documentsRepository(db: Db) {
  return {
    /** The application's slots, each with its current file (null columns when empty). */
    slotsOf: (applicationId: number) =>
      db
        .select({
          id: applicationDocuments.id,
          docId: applicationDocuments.docId,
          status: applicationDocuments.status,
          reason: applicationDocuments.reason,
          storageKey: documentUploads.storageKey,
          fileType: documentUploads.fileType,
          fileName: documentUploads.fileName,
        })
        .from(applicationDocuments)
        .leftJoin(documentUploads, eq(documentUploads.id, applicationDocuments.uploadId))
        .where(eq(applicationDocuments.applicationId, applicationId)),

    /** The slot `id` if it is the application's, locked until the transaction ends. */
    slotForUpdate: (applicationId: number, id: number) =>
      firstRow(
        db
          .select(lockedSlot)
          .from(applicationDocuments)
          .where(and(eq(applicationDocuments.id, id), eq(applicationDocuments.applicationId, applicationId)))
          .for('update'),
      ),

    /** The application's slot for `docId`, locked until the transaction ends. */
    slotOfDocIdForUpdate: (applicationId: number, docId: number) =>
      firstRow(
        db
          .select(lockedSlot)
          .from(applicationDocuments)
          .where(
            and(eq(applicationDocuments.applicationId, applicationId), eq(applicationDocuments.docId, docId)),
          )
          .for('update'),
      ),

    /** All the application's slots, locked in id order, the order every change locks them in. */
    slotsForUpdate: (applicationId: number) =>
      db
        .select(lockedSlot)
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(asc(applicationDocuments.id))
        .for('update'),

    addUpload: async (upload: NewUpload) =>
      (await onlyRow(db.insert(documentUploads).values(upload).returning({ id: documentUploads.id }))).id,

    /** Takes an upload off its slot; the row and the file stay. */
    markRemoved: (uploadId: number) =>
      db
        .update(documentUploads)
        .set({ removedAt: sql`now()` })
        .where(and(eq(documentUploads.id, uploadId), isNull(documentUploads.removedAt))),

    changeSlots: (ids: number[], change: SlotChange) =>
      db
        .update(applicationDocuments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(inArray(applicationDocuments.id, ids)),

    /** A file of the application that is on a slot now (not replaced or removed). */
    currentFile: (applicationId: number, storageKey: string) =>
      firstRow(
        db
          .select({
            fileName: documentUploads.fileName,
            fileType: documentUploads.fileType,
            contentType: documentUploads.contentType,
          })
          .from(documentUploads)
          .innerJoin(applicationDocuments, eq(applicationDocuments.id, documentUploads.documentId))
          .where(
            and(
              eq(applicationDocuments.applicationId, applicationId),
              eq(documentUploads.storageKey, storageKey),
              isNull(documentUploads.removedAt),
            ),
          ),
      ),
  };
}
