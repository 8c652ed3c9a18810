import type { CrmDelivery, LeadKind, LeadStatus } from '#domain/console/leads';
import { atMinute } from '../console-table';

// How the console names a lead's kind, status and CRM delivery.

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  closed: 'Closed',
};

export const KIND_LABELS: Record<LeadKind, string> = {
  comparison: 'Comparison inquiry',
  callback: 'Callback',
  campaign: 'Campaign',
};

export const CRM_LABELS = { sent: 'Sent', pending: 'Pending' } as const;

/** The CRM delivery in a few words: sent when, or pending after how many tries. */
export function crmSummary(crm: CrmDelivery | null): string {
  if (crm === null) return 'Not queued';
  if (crm.status === 'sent') return `Sent ${atMinute(crm.sent_at)}`;
  if (crm.last_error === null) return 'Pending';
  return `Pending after ${crm.attempts} ${crm.attempts === 1 ? 'try' : 'tries'}`;
}

/** The choices of a filter or a field: its values with their labels. */
export const choicesOf = <T extends string>(labels: Record<T, string>) =>
  (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
