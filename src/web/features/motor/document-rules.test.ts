import { describe, expect, it } from 'vitest';
import type { UploadedDocument } from '#domain/motor/document-calls';
import { i18n } from '#domain/i18n';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '#domain/motor/documents';
import {
  fileProblem,
  firstMissing,
  missingSlots,
  needsAcknowledgement,
  previewKind,
  showsSubmit,
  statusText,
} from './document-rules';

const URL_OF = '/v3/documents/file/abcdefghijklmnopqrstuvwx/key';

const slot = (doc_id: number, fields: Partial<UploadedDocument> = {}): UploadedDocument => ({
  id: doc_id * 10,
  doc_id,
  title: 'Slot',
  icon: 'car',
  status: 0,
  allowedTypes: 'jpg,jpeg,png,gif,pdf',
  uploadedURL: '',
  is_multiple: false,
  file_type: null,
  file_name: null,
  reason: null,
  ...fields,
});
const uploaded = (doc_id: number, status = 1) =>
  slot(doc_id, { status, uploadedURL: URL_OF, file_type: 'png', file_name: 'a.png' });

describe('document rules', () => {
  it('checks the type by name or media type, then the size', () => {
    expect(fileProblem({ name: 'Licence.PDF', type: '', size: 10 })).toBeUndefined();
    expect(fileProblem({ name: 'scan', type: 'image/png', size: 10 })).toBeUndefined();
    expect(fileProblem({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe(
      DOCUMENT_MESSAGES.wrongType,
    );
    expect(fileProblem({ name: '.png', type: '', size: 10 })).toBe(DOCUMENT_MESSAGES.wrongType);
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: 0 })).toBe(DOCUMENT_MESSAGES.empty);
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES })).toBeUndefined();
    expect(fileProblem({ name: 'a.jpg', type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      DOCUMENT_MESSAGES.tooLarge,
    );
  });

  it('says each status, with the reason of a rejection', () => {
    expect([0, 1, 2, 3].map((status) => statusText({ status, reason: null }, i18n))).toEqual([
      'Not uploaded',
      'Uploaded',
      'Submitted for review',
      'Accepted',
    ]);
    expect(statusText({ status: 4, reason: 'The photo is blurred' }, i18n)).toBe(
      'Rejected: The photo is blurred',
    );
    expect(statusText({ status: 4, reason: null }, i18n)).toBe('Rejected');
  });

  it('shows the submit button while a document is below submitted or has no file', () => {
    expect(showsSubmit([uploaded(2, 2), uploaded(12, 3), uploaded(13, 2)])).toBe(false);
    expect(showsSubmit([uploaded(2, 2), uploaded(12, 1), uploaded(13, 2)])).toBe(true);
    expect(showsSubmit([uploaded(2, 2), uploaded(12, 3), slot(13, { status: 4 })])).toBe(true);
  });

  it('names the first missing slot in the spec order; a rejected one is missing', () => {
    expect(firstMissing([slot(2), slot(12), slot(13)])).toBe('Please Upload Vehicle Registration');
    expect(firstMissing([uploaded(13), uploaded(2), slot(12)])).toBe('Please Upload NIC Front');
    expect(firstMissing([uploaded(2), uploaded(12, 3), uploaded(13, 4)])).toBe('Please Upload NIC Back');
    expect(firstMissing([uploaded(2), uploaded(12, 2), uploaded(13, 3)])).toBeUndefined();
  });

  it('lists every missing slot, for the tiles to mark', () => {
    const ids = (documents: Parameters<typeof missingSlots>[0]) =>
      missingSlots(documents).map((s) => s.doc_id);
    expect(ids([slot(2), slot(12), slot(13)])).toEqual([2, 12, 13]);
    expect(ids([uploaded(2), uploaded(12, 4), slot(13)])).toEqual([12, 13]);
    expect(ids([uploaded(2), uploaded(12), uploaded(13)])).toEqual([]);
  });

  it('asks third-party cover for an acknowledgement, and previews images and PDFs', () => {
    expect(needsAcknowledgement({ cover_type: 'T' })).toBe(true);
    expect(needsAcknowledgement({ cover_type: 'C' })).toBe(false);
    expect(previewKind({ file_type: 'JPEG' })).toBe('image');
    expect(previewKind({ file_type: 'gif' })).toBe('image');
    expect(previewKind({ file_type: 'pdf' })).toBe('pdf');
  });
});
