import { COVER_NOTE_FILE_PREFIX } from '#domain/motor/cover-note';
import type { SafeLink } from '#web/components/ui/safe-link';
import { safeLink } from '#web/components/ui/safe-link';

// The generic result page (motor document 2.7, content document section 2) is driven by its query string:
// title, status, buttonText or buttontext, dynamicLink or dynamiclink, description.

export type ResultKind = 'success' | 'failed' | 'pending' | 'notFound';

export interface ResultView {
  kind: ResultKind;
  title: string;
  description: string | undefined;
  /**
   * Only when both the button's text and a safe link are given. `download`: the link is one of our
   * files (a cover note's PDF), not a page, so it is followed as a plain download.
   */
  action: { text: string; link: SafeLink; download: boolean } | undefined;
}

const SUCCESS = ['success', 'successful', 'succeeded', 'paid', 'complete', 'completed'];
const FAILED = ['failed', 'fail', 'failure', 'error', 'declined', 'rejected', 'cancelled', 'canceled'];

export const STATUS_TEXT: Record<ResultKind, string> = {
  success: 'Successful',
  failed: 'Failed',
  pending: 'Pending',
  notFound: 'Not found',
};

const DEFAULT_TITLE: Record<ResultKind, string> = {
  success: 'All done',
  failed: 'This did not go through',
  pending: 'This is still in progress',
  notFound: 'Something went wrong',
};

const NOT_FOUND_TEXT =
  "We couldn't find what you were looking for. The link may be incomplete or out of date.";

/** The first non-blank value among the spellings the spec allows for one parameter. */
const read = (query: URLSearchParams, ...names: string[]) =>
  names.map((name) => query.get(name)?.trim()).find((value) => value) || undefined;

function kindOf(status: string | undefined, title: string | undefined): ResultKind {
  // The 404 variant shows for status '404', and for a bare link with neither title nor status: with
  // nothing to report, 'Something went wrong' is the honest page, not an empty success.
  if (status === '404' || (!status && !title)) return 'notFound';
  const word = status?.toLowerCase() ?? '';
  if (SUCCESS.includes(word)) return 'success';
  if (FAILED.includes(word)) return 'failed';
  return 'pending';
}

export function readResult(query: URLSearchParams, origin: string): ResultView {
  const title = read(query, 'title');
  const kind = kindOf(read(query, 'status'), title);
  const text = read(query, 'buttonText', 'buttontext');
  const link = safeLink(read(query, 'dynamicLink', 'dynamiclink'), origin);
  return {
    kind,
    title: kind === 'notFound' ? DEFAULT_TITLE.notFound : (title ?? DEFAULT_TITLE[kind]),
    description: read(query, 'description') ?? (kind === 'notFound' ? NOT_FOUND_TEXT : undefined),
    action:
      text && link
        ? { text, link, download: link.internal && link.href.startsWith(COVER_NOTE_FILE_PREFIX) }
        : undefined,
  };
}
