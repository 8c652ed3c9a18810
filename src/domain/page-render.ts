import type { Locale } from './i18n';
import type { PublicConfig } from './public-config';

// The contract between the server and the web app's server entry (src/web/server-entry.tsx, built by
// Vite in SSR mode into dist/web-server): the server asks for a content page, the entry answers its HTML.
// Decision 057.

/** Where the built server entry is, relative to the checkout. */
export const PAGE_RENDERER_FILE = 'dist/web-server/server-entry.js';

/** The id of the `<script type="application/json">` holding the data a page was rendered with. */
export const PAGE_STATE_ID = 'kavacha-page-state';

export interface PageRendererOptions {
  config: PublicConfig;
  /**
   * Answers one of the web app's API calls in-process, as fetch would, through the server's own routes;
   * counted against `remoteAddress`, the visitor's, as the browser's own call would be.
   */
  fetch: (url: string, init: RequestInit | undefined, remoteAddress: string) => Promise<Response>;
}

export interface PageRequest {
  /** Path and query, as received. */
  url: string;
  /** The page's origin, e.g. https://kavacha.lk, as the browser sees it. */
  origin: string;
  locale: Locale;
  /** The visitor's address, counted for the API calls the page makes (as the browser's would be). */
  remoteAddress: string;
}

export interface RenderedPage {
  /** 200, or 404 when the page's data is not found (an unknown article). */
  status: number;
  title: string;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` with the data, safe to place in the page as it is. */
  state: string;
}

/** Renders a content page, or gives undefined when it cannot (the server then sends the app's shell). */
export type PageRenderer = (page: PageRequest) => Promise<RenderedPage | undefined>;

/** What the server entry exports. */
export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer;

/**
 * JSON for a `<script>` element: `<` written as \u003c, so no text inside (an article's `</script>`,
 * `<!--`) can end the element or start a comment. JSON.parse reads it back unchanged.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
