import { DOCUMENT_STATUS } from '#domain/motor/documents';

// The review statuses the console lists; submitted documents are the queue.

export const DOCUMENT_STATUSES = [
  { value: DOCUMENT_STATUS.submitted, label: 'Submitted' },
  { value: DOCUMENT_STATUS.accepted, label: 'Accepted' },
  { value: DOCUMENT_STATUS.rejected, label: 'Rejected' },
] as const;

export const statusLabel = (status: number) =>
  DOCUMENT_STATUSES.find((choice) => choice.value === status)?.label ?? 'Not submitted';
