import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
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

    /** Takes an upload off its slot; answers its file's key, to delete once this is committed. */
    markRemoved: (uploadId: number) =>
      onlyRow(
        db
          .update(documentUploads)
          .set({ removedAt: sql`now()` })
          .where(eq(documentUploads.id, uploadId))
          .returning({ id: documentUploads.id, storageKey: documentUploads.storageKey }),
      ),

    /** Records that the upload's file is deleted from the storage; its row stays. */
    markFileDeleted: (uploadId: number) =>
      db
        .update(documentUploads)
        .set({ fileDeletedAt: sql`now()` })
        .where(eq(documentUploads.id, uploadId)),

    /** How many files were uploaded to the application's slots in the last 24 hours. */
    uploadsOfLastDay: async (applicationId: number) =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(documentUploads)
            .innerJoin(applicationDocuments, eq(applicationDocuments.id, documentUploads.documentId))
            .where(
              and(
                eq(applicationDocuments.applicationId, applicationId),
                gt(documentUploads.uploadedAt, sql`now() - interval '1 day'`),
              ),
            ),
        )
      ).n,

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
