import type { PageRenderer, RenderedPage } from '#domain/page-render';

/**
 * How long a rendered content page is kept (decision 059). The content is the same for every visitor
 * (the pages read no session), and an operator's edit shows within this long; the browser's queries keep
 * their data for a minute or more anyway, so a page this old is not asked for again after hydration.
 */
export const PAGE_CACHE_MS = 30_000;
/** At most this many pages kept, the oldest dropped first: each search's words make a path of their own. */
export const PAGE_CACHE_SIZE = 300;

/**
 * This instance's render caches, told to forget a path when the console changes what it shows (decision
 * 064), so an operator sees the change at once here; another instance shows it within PAGE_CACHE_MS.
 */
export class RenderedPages {
  readonly #caches = new Set<(path: string) => void>();
  /** Forgets every kept render of `path` (in every origin and language, with any query). */
  forget(path: string) {
    for (const forget of this.#caches) forget(path);
  }
  watch(forget: (path: string) => void) {
    this.#caches.add(forget);
  }
}

/**
 * `render` with each page kept PAGE_CACHE_MS per origin, path and language, in this instance's memory:
 * several instances each keep their own, none older than that, with nothing to share or invalidate.
 * Requests for a page while it renders wait for that render. A page that could not be rendered (the
 * renderer's undefined, or a failure) is not kept.
 */
export function cachedRenderer(
  render: PageRenderer,
  now: () => number = Date.now,
  rendered?: RenderedPages,
): PageRenderer {
  const pages = new Map<string, { page: Promise<RenderedPage | undefined>; until: number; path: string }>();
  rendered?.watch((path) => {
    for (const [key, entry] of pages) if (entry.path === path) pages.delete(key);
  });
  return (request) => {
    const key = JSON.stringify([request.origin, request.locale, request.url]);
    const kept = pages.get(key);
    if (kept && kept.until > now()) return kept.page;
    pages.delete(key);
    const entry = { page: render(request), until: now() + PAGE_CACHE_MS, path: request.url.split('?')[0]! };
    pages.set(key, entry);
    if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    const forget = () => {
      if (pages.get(key) === entry) pages.delete(key);
    };
    entry.page.then((page) => page ?? forget(), forget);
    return entry.page;
  };
}
