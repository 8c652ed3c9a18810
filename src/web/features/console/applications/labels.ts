import type { AttemptStatus } from '#domain/motor/payment';
import { DOCUMENT_SLOTS } from '#domain/motor/documents';

// What the console calls an application's events and a payment's states and notifications' outcomes.
// An event or outcome not named here (a later one) shows as it is stored.

const EVENTS: Record<string, string> = {
  created: 'Bought',
  updated: 'Personal details replaced',
  document_uploaded: 'Document uploaded',
  document_removed: 'Document removed',
  documents_submitted: 'Documents submitted',
  submitted: 'Submitted for review; payment open',
  document_accepted: 'Document accepted',
  document_rejected: 'Document rejected',
  documents_accepted: 'All documents accepted',
  paid: 'Paid',
  duplicate_payment: 'Paid a second time (to refund)',
  chargedback: 'A second payment charged back',
  refunded: 'A second payment refunded',
  completed: 'Cover note issued',
  reversed: 'Payment reversed; cover ended',
};
export const eventLabel = (status: string) => EVENTS[status] ?? status;

export const PAYMENT_STATUSES: Record<AttemptStatus, string> = {
  started: 'Started',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  chargedback: 'Charged back',
  refunded: 'Refunded',
};

const OUTCOMES: Record<string, string> = {
  applied: 'Applied',
  unchanged: 'Changed nothing (repeated or out of order)',
  duplicate_payment: 'A second payment (to refund)',
  bad_signature: 'Refused: not signed by the gateway',
  unknown_order: 'Refused: unknown order',
  amount_mismatch: 'Refused: amount or currency does not match',
  unknown_status: 'Refused: unknown payment status',
};
export const outcomeLabel = (outcome: string) => OUTCOMES[outcome] ?? outcome;

const documentTitle = (docId: unknown) =>
  DOCUMENT_SLOTS.find(({ doc_id }) => doc_id === docId)?.title ?? `Document ${String(docId)}`;

/** An event's detail as short lines: the documents by their titles, the rest by name. */
export function detailLines(detail: Record<string, unknown> | null): string[] {
  if (detail === null) return [];
  return Object.entries(detail)
    .filter(([name, value]) => value !== null && name !== 'upload_id' && name !== 'replaced_upload_id')
    .map(([name, value]) => {
      if (name === 'doc_id') return `Document: ${documentTitle(value)}`;
      if (name === 'doc_ids' && Array.isArray(value))
        return `Documents: ${value.map(documentTitle).join(', ')}`;
      const label = name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' ');
      return `${label}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`;
    });
}
