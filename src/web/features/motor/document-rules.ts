import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { Car, CircleCheck, CircleX, Clock, IdCard, Upload } from 'lucide-react';
import type { PolicyInformation, UploadedDocument } from '#domain/motor/document-calls';
import {
  ALLOWED_TYPES,
  DOCUMENT_MESSAGES,
  DOCUMENT_SLOTS,
  DOCUMENT_STATUS,
  IMAGE_TYPES,
  isProvided,
  MAX_UPLOAD_BYTES,
  MEDIA_TYPES,
} from '#domain/motor/documents';

// The uploader's rules (motor section 2.8) as plain functions: what a slot's status says and how it looks,
// when a file may be sent, when the submit button shows and what the ONLINE submit still misses. The
// dashboard's Documents tab shows the same slots (decision 050).

/** A slot's icon by its name (DOCUMENT_SLOTS). */
export const DOCUMENT_ICONS: Record<string, LucideIcon> = { car: Car, 'id-front': IdCard, 'id-back': IdCard };

/** A status's icon and colours. */
export const STATUS_LOOK: Record<number, { icon: LucideIcon; look: string }> = {
  [DOCUMENT_STATUS.empty]: { icon: Upload, look: 'bg-slate-100 text-slate-800' },
  [DOCUMENT_STATUS.uploaded]: { icon: CircleCheck, look: 'bg-brand-50 text-brand-900' },
  [DOCUMENT_STATUS.submitted]: { icon: Clock, look: 'bg-amber-50 text-amber-900' },
  [DOCUMENT_STATUS.accepted]: { icon: CircleCheck, look: 'bg-green-50 text-green-900' },
  [DOCUMENT_STATUS.rejected]: { icon: CircleX, look: 'bg-red-50 text-red-900' },
};

const MEDIA: readonly string[] = Object.values(MEDIA_TYPES);
const ALLOWED: readonly string[] = ALLOWED_TYPES;

/**
 * Why a chosen file cannot be sent, or undefined when it may go: the type by its name or its media
 * type, and the size. The server checks the content again; this only spares a pointless upload.
 */
export function fileProblem(file: { name: string; type: string; size: number }): string | undefined {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  if (!ALLOWED.includes(extension) && !MEDIA.includes(file.type)) return DOCUMENT_MESSAGES.wrongType;
  if (file.size === 0) return DOCUMENT_MESSAGES.empty;
  if (file.size > MAX_UPLOAD_BYTES) return DOCUMENT_MESSAGES.tooLarge;
  return undefined;
}

/** A slot holds a file when its URL is a real address (section 2.8: longer than 10 characters). */
export const hasFile = (document: Pick<UploadedDocument, 'uploadedURL'>) => document.uploadedURL.length > 10;

export function statusText(document: Pick<UploadedDocument, 'status' | 'reason'>, i18n: I18n): string {
  const reason = document.reason;
  switch (document.status) {
    case DOCUMENT_STATUS.uploaded:
      return i18n._(msg`Uploaded`);
    case DOCUMENT_STATUS.submitted:
      return i18n._(msg`Submitted for review`);
    case DOCUMENT_STATUS.accepted:
      return i18n._(msg`Accepted`);
    case DOCUMENT_STATUS.rejected:
      return reason ? i18n._(msg`Rejected: ${reason}`) : i18n._(msg`Rejected`);
    default:
      return i18n._(msg`Not uploaded`);
  }
}

/** Section 2.8: the button shows while any document is below 'submitted' or has no file. */
export const showsSubmit = (documents: readonly UploadedDocument[]) =>
  documents.some((document) => document.status < DOCUMENT_STATUS.submitted || !hasFile(document));

/**
 * The ONLINE submit's check, as the server makes it: the slots without a current file (uploaded,
 * submitted or accepted; a rejected one counts as missing), in the spec's order.
 */
export function missingSlots(documents: readonly UploadedDocument[]) {
  const present = (docId: number) =>
    documents.some(
      (document) => document.doc_id === docId && isProvided(document.status) && hasFile(document),
    );
  return DOCUMENT_SLOTS.filter((slot) => !present(slot.doc_id));
}

/** The spec's toast for the first missing slot, or undefined when all are there. */
export const firstMissing = (documents: readonly UploadedDocument[]): string | undefined =>
  missingSlots(documents)[0]?.missing;

/** Third-party cover does not pay for the customer's own vehicle: they acknowledge it before submitting. */
export const needsAcknowledgement = (policy: Pick<PolicyInformation, 'cover_type'>) =>
  policy.cover_type !== 'C';

/** Section 2.8: jpg, jpeg, png and gif show as an image; any other file as an embedded PDF. */
export const previewKind = (document: Pick<UploadedDocument, 'file_type'>): 'image' | 'pdf' =>
  document.file_type && IMAGE_TYPES.includes(document.file_type.toLowerCase()) ? 'image' : 'pdf';
