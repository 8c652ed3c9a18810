// The document upload step (motor section 2.8 and the calls of section 7): three slots per application,
// their statuses, the files they take and the messages of the page and of the server. The same schemas
// check the page's calls and the server's routes.
import { z } from 'zod';
import { matches, minLength, requiredString, requiredValue } from '../fields';

/** A document's state: 0 empty, 1 uploaded, 2 submitted, 3 accepted, 4 rejected (with a reason). */
export const DOCUMENT_STATUS = {
  empty: 0,
  uploaded: 1,
  submitted: 2,
  accepted: 3,
  rejected: 4,
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/** The customer may remove or replace a document below 'submitted', and again once it is rejected. */
export const isEditable = (status: number) =>
  status < DOCUMENT_STATUS.submitted || status === DOCUMENT_STATUS.rejected;

/** The slots of every motor application, in the page's order; doc_id is the spec's. */
export const DOCUMENT_SLOTS = [
  { doc_id: 2, title: 'Vehicle Registration', icon: 'car', missing: 'Please Upload Vehicle Registration' },
  { doc_id: 12, title: 'NIC / Passport Front', icon: 'id-front', missing: 'Please Upload NIC Front' },
  { doc_id: 13, title: 'NIC / Passport Back', icon: 'id-back', missing: 'Please Upload NIC Back' },
] as const;
export type DocId = (typeof DOCUMENT_SLOTS)[number]['doc_id'];

/** The file types a slot takes, by name as the spec lists them; the server checks the content. */
export const ALLOWED_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
/** What the file chooser offers: the same types as extensions and media types. */
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png,.gif,.pdf,image/jpeg,image/png,image/gif,application/pdf';
export const IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];

export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The app_code of the online journey: its submit needs all three documents, then payment follows. */
export const ONLINE_APP_CODE = 'ONLINE';

export const DOCUMENT_MESSAGES = {
  // The spec's (section 8).
  loadFailed: 'Error while getting data',
  thrown: 'Something went wrong!!!',
  submitFailed: 'Sorry we got error while submit documents. Please contact admin to get fix this',
  uploaded: 'Document uploaded success!!!',
  submitted: 'Documents successfully submitted for review!',
  // Ours, where the spec gives none.
  hashInvalid: 'This document link is not valid. Please open the link from your purchase again.',
  fileRequired: 'Choose a file to upload',
  wrongType: 'Upload a JPG, PNG or GIF image or a PDF document',
  tooLarge: `The file is larger than ${MAX_UPLOAD_MB} MB. Please upload a smaller file.`,
  empty: 'The file is empty. Please choose another file.',
  notEditable: 'This document has been submitted for review and can no longer be changed',
  nothingToRemove: 'There is no file to remove for this document',
  nothingToSubmit: 'Upload at least one document before you submit',
  removed: 'Document removed',
} as const;

// More than 10 characters (section 2.8); ours are 24.
const HASH_RULES = [
  minLength(11, DOCUMENT_MESSAGES.hashInvalid),
  matches(/^[\w-]+$/, DOCUMENT_MESSAGES.hashInvalid),
];

/** The application's pay_sec_hash as the document calls carry it. */
export const hashCodeSchema = requiredString(HASH_RULES, DOCUMENT_MESSAGES.hashInvalid);

/** A document's id: the slot's row id, as JSON or a multipart field sends it. */
const documentId = requiredValue([matches(/^\d{1,9}$/, 'Document id is not valid')], Number);

export const getDocumentsSchema = z.object({ hash_code: hashCodeSchema });
/** The text fields of the multipart upload; the file is the part named `asset`. */
export const uploadFieldsSchema = z.object({ id: documentId, hash_code: hashCodeSchema });
export const removeDocumentSchema = uploadFieldsSchema;
export const submitDocumentsSchema = z.object({
  hash_code: hashCodeSchema,
  app_code: requiredString().optional(),
});

export type SubmitDocumentsInput = z.input<typeof submitDocumentsSchema>;

/** One slot as the calls answer it (section 2.8), with the rejection reason when there is one. */
export const documentSchema = z.object({
  id: z.number().int(),
  doc_id: z.number().int(),
  title: z.string(),
  icon: z.string(),
  status: z.number().int(),
  /** The slot's allowed types, comma-separated: 'jpg,jpeg,png,gif,pdf'. */
  allowedTypes: z.string(),
  /** Where the holder of the hash reads the file; '' when the slot is empty. */
  uploadedURL: z.string(),
  is_multiple: z.boolean(),
  /** The type found in the file's content: 'jpg', 'png', 'gif' or 'pdf'; null when empty. */
  file_type: z.string().nullable(),
  file_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type UploadedDocument = z.infer<typeof documentSchema>;

/** The left side of the page: the application's policy information (section 2.8). */
export const policySchema = z.object({
  name: z.string(),
  policy_number: z.string(),
  insurance_company: z.string(),
  company_logo: z.string().nullable(),
  /** Cents: what the customer pays. */
  premium: z.number().int(),
  vehicle_type: z.string(),
  registration_number: z.string().nullable(),
  engine_capacity: z.string().nullable(),
  cover_type: z.enum(['C', 'T']),
  type_of_cover: z.string(),
  make: z.string(),
  model: z.string(),
  /** 0 when not known; the page shows N/A. */
  manufacture_year: z.number().int(),
  fuel_type: z.string().nullable(),
  /** The application's state: created, submitted or paid. */
  application_status: z.string(),
});
export type PolicyInformation = z.infer<typeof policySchema>;

export const documentsAnswerSchema = z.object({
  documents: z.array(documentSchema),
  policy: policySchema,
});
export type DocumentsAnswer = z.infer<typeof documentsAnswerSchema>;
