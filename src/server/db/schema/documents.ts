import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';

/**
 * The document slots of an application (motor section 2.8): one row per doc_id, made with the application.
 * `upload_id` is the file shown now; status 0 empty, 1 uploaded, 2 submitted, 3 accepted, 4 rejected.
 */
export const applicationDocuments = pgTable(
  'application_documents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    docId: integer('doc_id').notNull(),
    status: integer('status').notNull().default(0),
    uploadId: integer('upload_id').references((): AnyPgColumn => documentUploads.id),
    /** Why the insurer rejected the document (status 4). */
    reason: text('reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.applicationId, t.docId),
    check('application_documents_status', sql`${t.status} between 0 and 4`),
  ],
);

/**
 * Every file uploaded to a slot, kept after it is replaced or removed (nothing is deleted). The file lies
 * in the storage under `storage_key`, random; its type was read from its content.
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => applicationDocuments.id),
    storageKey: text('storage_key').notNull().unique(),
    fileType: text('file_type', { enum: ['jpg', 'png', 'gif', 'pdf'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    fileName: text('file_name').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index().on(t.documentId)],
);
