import { and, asc, count, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { canBeRowId } from '#server/row-id';
import { firstRow, onlyRow } from '#server/db/rows';
import {
  applicationDocuments,
  applications,
  companies,
  customers,
  documentUploads,
  vehicleNumbers,
} from '#server/db/schema';

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

/** What the console's reviewer sees of a slot, with its application's insurer, customer and vehicle. */
const queued = {
  id: applicationDocuments.id,
  docId: applicationDocuments.docId,
  status: applicationDocuments.status,
  reason: applicationDocuments.reason,
  changedAt: applicationDocuments.updatedAt,
  fileType: documentUploads.fileType,
  fileName: documentUploads.fileName,
  applicationId: applications.id,
  companyId: applications.companyId,
  companyName: companies.name,
  // A customer who signed up by one-time code has no title until a purchase gives one (decision 047).
  customerName: sql<string>`concat_ws(' ', ${customers.title}, ${customers.nameInitials})`,
  vehicleNumber: vehicleNumbers.vehRegistrationNo,
};
export type QueuedRow = Awaited<ReturnType<ReturnType<typeof documentsRepository>['queuePage']>>[number];

/** The slots a reviewer may see: all, or an insurer's staff member's own insurer's. */
const ofCompany = (companyId: number | undefined) =>
  companyId === undefined ? undefined : eq(applications.companyId, companyId);

/** Document slots and uploads over `db`, which may be a transaction. */
export function documentsRepository(db: Db) {
  const selectQueued = (where: SQL | undefined) =>
    db
      .select(queued)
      .from(applicationDocuments)
      .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .leftJoin(documentUploads, eq(documentUploads.id, applicationDocuments.uploadId))
      .leftJoin(vehicleNumbers, eq(vehicleNumbers.applicationId, applications.id))
      .where(where);

  return {
    /** A page of the slots of `status`, the longest waiting first. */
    queuePage: (status: number, companyId: number | undefined, limit: number, offset: number) =>
      selectQueued(and(eq(applicationDocuments.status, status), ofCompany(companyId)))
        .orderBy(asc(applicationDocuments.updatedAt), asc(applicationDocuments.id))
        .limit(limit)
        .offset(offset),

    queueTotal: async (status: number, companyId: number | undefined) =>
      (
        await onlyRow(
          db
            .select({ n: count() })
            .from(applicationDocuments)
            .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
            .where(and(eq(applicationDocuments.status, status), ofCompany(companyId))),
        )
      ).n,

    /** One slot as the reviewer sees it, when it is theirs to see. */
    queued: async (id: number, companyId: number | undefined) =>
      canBeRowId(id)
        ? firstRow(selectQueued(and(eq(applicationDocuments.id, id), ofCompany(companyId))))
        : undefined,

    /** The current file of the slot `id`, when the reviewer may see it. */
    slotFile: async (id: number, companyId: number | undefined) =>
      canBeRowId(id)
        ? firstRow(
            db
              .select({
                storageKey: documentUploads.storageKey,
                fileName: documentUploads.fileName,
                fileType: documentUploads.fileType,
                contentType: documentUploads.contentType,
              })
              .from(applicationDocuments)
              .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
              .innerJoin(documentUploads, eq(documentUploads.id, applicationDocuments.uploadId))
              .where(and(eq(applicationDocuments.id, id), ofCompany(companyId))),
          )
        : undefined,

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
          updatedAt: applicationDocuments.updatedAt,
        })
        .from(applicationDocuments)
        .leftJoin(documentUploads, eq(documentUploads.id, applicationDocuments.uploadId))
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(asc(applicationDocuments.id)),

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
