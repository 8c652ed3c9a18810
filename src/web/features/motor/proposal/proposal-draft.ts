import { sessionStore } from '#web/browser-storage';
import type { ProposalFormValues } from './proposal-values';
import { TYPED_FIELDS } from './proposal-values';

// What the proposal form keeps through a reload: the typed details, in the tab's session storage under
// the proposal's key, until the cover note is made. The registered and leased answers are the proposal's
// own and always come from it.

const draftKey = (reqKey: string) => `kavacha.proposal.${reqKey}`;
/** The loaded proposal's values with what was typed in this tab laid over them. */
export function withDraft(values: ProposalFormValues, store = sessionStore()): ProposalFormValues {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(draftKey(values.req_key)) ?? 'null');
  } catch {
    return values;
  }
  if (typeof saved !== 'object' || saved === null) return values;
  const restored = { ...values };
  for (const field of TYPED_FIELDS) {
    const value = (saved as Record<string, unknown>)[field];
    if (typeof value === 'string') restored[field] = value;
  }
  return restored;
}

export function saveDraft(values: ProposalFormValues, store = sessionStore()) {
  try {
    store?.setItem(
      draftKey(values.req_key),
      JSON.stringify(Object.fromEntries(TYPED_FIELDS.map((field) => [field, values[field]]))),
    );
  } catch {
    // A full or disabled storage only costs the visitor the restore after a reload.
  }
}

export function clearDraft(reqKey: string, store = sessionStore()) {
  try {
    store?.removeItem(draftKey(reqKey));
  } catch {
    // Nothing to forget in a storage that cannot be used.
  }
}
