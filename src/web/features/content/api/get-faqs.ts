import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqGroups } from '#domain/content';
import type { Locale } from '#domain/i18n';
import { apiClient } from '#web/api/client';
import { usePageLanguage } from '#web/i18n/use-page-language';

// GET {web-api}/v1/faqs: the FAQ page's General and Motor questions in the page's language where they
// have it. Public, cacheable for five minutes like the articles.

export const faqsQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['content', 'faqs', lang],
    queryFn: ({ signal }) =>
      apiClient().request<FaqGroups>({
        host: 'web-api',
        path: '/v1/faqs',
        query: { lang },
        auth: false,
        signal,
      }),
    staleTime: 5 * 60_000,
  });

export const useFaqs = () => useQuery(faqsQueryOptions(usePageLanguage()));
