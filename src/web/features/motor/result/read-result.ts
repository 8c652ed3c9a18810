import type { ResultCode } from '#domain/motor/purchase-paths';
import { RESULT_CODES } from '#domain/motor/purchase-paths';
import { SITE_ROUTES } from '#domain/site-routes';

// The generic result page (motor document 2.7, content document section 2) reads title, status,
// buttonText (or buttontext), dynamicLink (or dynamiclink) and description from its query string. Anyone
// can write a query string, and a Kavacha page that says what a stranger wrote is a gift to SMS phishing
// (issue 18). So the query only selects: which known result to look up, the 404 variant, and, for a link
// we have no result for, which of our own pages its button opens. The words are always ours (decision 023).

export type ResultRequest =
  | { kind: 'notFound' }
  | { kind: 'known'; code: ResultCode }
  /** A link that names no result we know: a neutral page whose button opens `link`, one of our paths. */
  | { kind: 'unknown'; link: string };

const CODES: readonly string[] = Object.values(RESULT_CODES);
const isCode = (title: string | undefined): title is ResultCode =>
  title !== undefined && CODES.includes(title);

// One of our own paths: a single '/' first (not '//', which leaves the site), no scheme, no backslash (which
// browsers read as '/'), no space or control character (a tab or newline is dropped by URL parsing, so
// '/\t/evil.example' would turn into '//evil.example'), and no '//' further on.
const OWN_PATH = /^(?!.*\/\/)\/[^\\\s\p{Cc}]*$/u;

/** `link` when it is one of Kavacha's own paths, else the home page. */
export const ownPath = (link: string | undefined): string =>
  link !== undefined && OWN_PATH.test(link) ? link : SITE_ROUTES.home;

/** The first non-blank value among the spellings the spec allows for one parameter. */
const read = (query: URLSearchParams, ...names: string[]) =>
  names.map((name) => query.get(name)?.trim()).find((value) => value) || undefined;

export function readResult(query: URLSearchParams): ResultRequest {
  const title = read(query, 'title');
  const status = read(query, 'status');
  // The 404 variant shows for status '404', and for a bare link with neither title nor status: with
  // nothing to report, 'Something went wrong' is the honest page (decision 005).
  if (status === '404' || (!status && !title)) return { kind: 'notFound' };
  if (isCode(title)) return { kind: 'known', code: title };
  return { kind: 'unknown', link: ownPath(read(query, 'dynamicLink', 'dynamiclink')) };
}
