// The document calls (motor section 7: get_documents, upload_documents, remove_document, submit-for-review):
// what they take and answer. The same schemas check the page's calls and the server's routes.
import { z } from 'zod';
import { requiredString, requiredValue, rupeesAmount } from '../fields';
import { matches } from '../text-rules';
import { DOCUMENT_MESSAGES } from './documents';
import { LINK_KEY } from './link-key';

// LINK_KEY: more than 10 URL-safe characters (section 2.8).
const HASH_RULES = [matches(LINK_KEY, DOCUMENT_MESSAGES.hashInvalid)];

/** The application's pay_sec_hash as the document calls carry it. */
export const hashCodeSchema = requiredString(HASH_RULES, DOCUMENT_MESSAGES.hashInvalid);

/** A document's id: the slot's row id, as JSON or a multipart field sends it. */
export const documentId = requiredValue([matches(/^\d{1,9}$/, /*i18n*/ 'Document id is not valid')], Number);

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
  /** What the customer pays. */
  premium: rupeesAmount,
  vehicle_type: z.string(),
  registration_number: z.string().nullable(),
  /** cc as digits ('1500'); null for an electric vehicle or an older quote. */
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
