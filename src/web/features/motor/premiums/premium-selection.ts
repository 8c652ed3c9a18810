import { MAX_COMPARE } from '#domain/motor/compare';

// The premium list's own rules about its quotations: what Compare does to the selection, and the
// reference the deals banner gives the sales team.

export interface Toggled {
  selected: string[];
  /** The oldest choice, let go to make room for a fourth. */
  dropped?: string;
}

/** Section 4: toggling adds a quotation if absent, removes it if present; at most 3 kept, oldest dropped. */
export function toggleSelection(selected: readonly string[], number: string): Toggled {
  if (selected.includes(number)) return { selected: selected.filter((chosen) => chosen !== number) };
  const next = [...selected, number];
  if (next.length <= MAX_COMPARE) return { selected: next };
  return { selected: next.slice(1), dropped: next[0] };
}

/** The quote's reference for the sales team: the quotation number without its insurer, 'MQ0000042'. */
export const quoteReference = (qotNumber: string) => qotNumber.split('-')[0] ?? qotNumber;
