import { MAX_COMPARE } from '#domain/motor/compare';
import { SITE_ROUTES } from '#domain/site-routes';
import type { MotorPage, MotorRoute } from './motor-path';
import { motorPath } from './motor-path';

// The comparison lives in the URL (motor sections 2.3 and 2.4): the quote, the sales channel and the
// chosen quotations as qot_number0..2, oldest first. The premium list keeps its selection under the
// same names as the cover comparison, so a shared or reopened link restores either page as it was.

const SELECTION_KEYS = Array.from({ length: MAX_COMPARE }, (_, index) => `qot_number${index}`);

/** The channel and promo a visitor arrived with, carried on every link of the journey. */
export interface SaleQuery {
  channel?: string;
  promo?: string;
}

export const readSaleQuery = (query: URLSearchParams): SaleQuery => ({
  channel: query.get('channel') || undefined,
  promo: query.get('promo') || undefined,
});

/** The chosen quotation numbers, oldest first: at most 3, no repeats, no blanks. */
export function readSelection(query: URLSearchParams): string[] {
  const numbers = SELECTION_KEYS.map((key) => query.get(key)?.trim() ?? '').filter(Boolean);
  return [...new Set(numbers)];
}

const selectionQuery = (numbers: readonly string[]) =>
  Object.fromEntries(numbers.slice(0, MAX_COMPARE).map((number, index) => [`qot_number${index}`, number]));

/** `query` with its selection replaced by `numbers`; the other entries are kept. */
export function withSelection(query: URLSearchParams, numbers: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of SELECTION_KEYS) next.delete(key);
  for (const [key, number] of Object.entries(selectionQuery(numbers))) next.set(key, number);
  return next;
}

/** BUY NOW: the Personal Information page for one quotation (section 2.5). */
export function accountPath(unqHash: string, qotNumber: string, sale: SaleQuery): string {
  const query = new URLSearchParams({ unq_hash: unqHash, qot_number: qotNumber });
  if (sale.channel) query.set('channel', sale.channel);
  if (sale.promo) query.set('promo', sale.promo);
  return `${SITE_ROUTES.account}?${query}`;
}

/** A comparison page of the quote with its selection and the visitor's channel and promo. */
const comparisonPath =
  (page: Extract<MotorPage, 'Premium-Comparison' | 'Cover-Comparison'>) =>
  (route: MotorRoute, unqHash: string, numbers: readonly string[], sale: SaleQuery) =>
    motorPath(page, route, { unq_hash: unqHash, ...selectionQuery(numbers), ...sale });

export const coverComparisonPath = comparisonPath('Cover-Comparison');
export const premiumListPath = comparisonPath('Premium-Comparison');
