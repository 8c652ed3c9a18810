import { MAX_COMPARE } from '#domain/motor/compare';

// The chosen quotations in a comparison's URL: qot_number0..2, oldest first (motor sections 2.3 and 2.4).
// Apart from the rest of the comparison's URL because the router reads the selection to start the cover
// comparison's query early, and what the router imports is in the entry chunk of every page.

const SELECTION_KEYS = Array.from({ length: MAX_COMPARE }, (_, index) => `qot_number${index}`);

/** The chosen quotation numbers, oldest first: at most 3, no repeats, no blanks. */
export function readSelection(query: URLSearchParams): string[] {
  const numbers = SELECTION_KEYS.map((key) => query.get(key)?.trim() ?? '').filter(Boolean);
  return [...new Set(numbers)];
}

export const selectionQuery = (numbers: readonly string[]) =>
  Object.fromEntries(numbers.slice(0, MAX_COMPARE).map((number, index) => [`qot_number${index}`, number]));

/** `query` with its selection replaced by `numbers`; the other entries are kept. */
export function withSelection(query: URLSearchParams, numbers: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of SELECTION_KEYS) next.delete(key);
  for (const [key, number] of Object.entries(selectionQuery(numbers))) next.set(key, number);
  return next;
}
