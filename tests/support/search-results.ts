import type { SearchResult } from '#domain/content';

/** A result of GET /v1/search as the server answers it: an English text, no picture, no FAQ group. */
export const searchResult = (title: string, url: string, text: string | null = null): SearchResult => ({
  title,
  text,
  url,
  image_url: null,
  group: null,
  lang: 'en',
});
