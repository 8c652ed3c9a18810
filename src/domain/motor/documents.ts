// The document upload step (motor section 2.8): three slots per application, their statuses, the files
// they take and the messages of the page and of the server. No zod here, so the uploader page loads none;
// the calls' schemas are in document-calls.ts.
import { i18n } from '../i18n';

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

/** A slot counts as provided for the review while its file is uploaded, submitted or accepted. */
export const isProvided = (status: number) =>
  status !== DOCUMENT_STATUS.empty && status !== DOCUMENT_STATUS.rejected;

/** The slots of every motor application, in the page's order; doc_id is the spec's. */
export const DOCUMENT_SLOTS = [
  {
    doc_id: 2,
    title: /*i18n*/ 'Vehicle Registration',
    icon: 'car',
    missing: /*i18n*/ 'Please Upload Vehicle Registration',
  },
  {
    doc_id: 12,
    title: /*i18n*/ 'NIC / Passport Front',
    icon: 'id-front',
    missing: /*i18n*/ 'Please Upload NIC Front',
  },
  {
    doc_id: 13,
    title: /*i18n*/ 'NIC / Passport Back',
    icon: 'id-back',
    missing: /*i18n*/ 'Please Upload NIC Back',
  },
] as const;
export type DocId = (typeof DOCUMENT_SLOTS)[number]['doc_id'];

/** The file types a slot takes, by name as the spec lists them; the server checks the content. */
export const ALLOWED_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
/** Each type's media type, as files are served and as browsers name them. */
export const MEDIA_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
} as const;
/** What the file chooser offers: the types as extensions and as media types. */
export const ACCEPT_ATTRIBUTE = [
  ...ALLOWED_TYPES.map((type) => `.${type}`),
  ...Object.values(MEDIA_TYPES),
].join(',');
export const IMAGE_TYPES: readonly string[] = ['jpg', 'jpeg', 'png', 'gif'];

export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The app_code of the online journey: its submit needs all three documents, then payment follows. */
export const ONLINE_APP_CODE = 'ONLINE';

export const DOCUMENT_MESSAGES = {
  // The spec's (section 8).
  loadFailed: /*i18n*/ 'Error while getting data',
  thrown: /*i18n*/ 'Something went wrong!!!',
  submitFailed: /*i18n*/ 'Sorry we got error while submit documents. Please contact admin to get fix this',
  uploaded: /*i18n*/ 'Document uploaded success!!!',
  submitted: /*i18n*/ 'Documents successfully submitted for review!',
  // Ours, where the spec gives none.
  hashInvalid: /*i18n*/ 'This document link is not valid. Please open the link from your purchase again.',
  fileRequired: /*i18n*/ 'Choose a file to upload',
  wrongType: /*i18n*/ 'Upload a JPG, PNG or GIF image or a PDF document',
  tooLarge: /*i18n*/ 'The file is larger than 10 MB. Please upload a smaller file.',
  empty: /*i18n*/ 'The file is empty. Please choose another file.',
  unreadable: /*i18n*/ 'The upload could not be read. Please choose the file and try again.',
  notEditable: /*i18n*/ 'This document has been submitted for review and can no longer be changed',
  nothingToRemove: /*i18n*/ 'There is no file to remove for this document',
  nothingToSubmit: /*i18n*/ 'Upload at least one document before you submit',
  removed: /*i18n*/ 'Document removed',
} as const;

/** The refusal of an upload past the application's uploads of the day: the hotline finishes it. */
export const tooManyUploadsMessage = (hotline: string | undefined) =>
  hotline
    ? i18n._(
        /*i18n*/ 'This application has had too many uploads today. Please call us on {hotline} and we will help you complete it.',
        { hotline },
      )
    : /*i18n*/ 'This application has had too many uploads today. Please call us and we will help you complete it.';
