import { queryOptions, useQueries } from '@tanstack/react-query';
import type { SearchKind } from '#domain/articles';
import { SEARCH_KINDS } from '#domain/articles';
import type { SearchResult } from '#domain/content';
import type { Locale } from '#domain/i18n';
import { apiClient } from '#web/api/client';
import { usePageLanguage } from '#web/i18n/use-page-language';

// GET {web-api}/v1/search?q=&kind=&lang=: the products, articles or questions holding the words, best
// match first. The results page asks for all three kinds at once, so each tab can say how many it holds.

export const searchQueryOptions = (q: string, kind: SearchKind, lang: Locale) =>
  queryOptions({
    queryKey: ['content', 'search', kind, q, lang],
    queryFn: ({ signal }) =>
      apiClient()
        .request<{ results: SearchResult[] }>({
          host: 'web-api',
          path: '/v1/search',
          query: { q, kind, lang },
          auth: false,
          signal,
        })
        .then((answer) => answer.results),
    staleTime: 60_000,
  });

/** The results of each kind for `q`; none asked while `q` is blank. */
export function useSearch(q: string) {
  const lang = usePageLanguage();
  return useQueries({
    queries: SEARCH_KINDS.map((kind) => ({ ...searchQueryOptions(q, kind, lang), enabled: q !== '' })),
  });
}
