import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '#domain/content';
import type { Locale } from '#domain/i18n';
import { apiClient } from '#web/api/client';
import { usePageLanguage } from '#web/i18n/use-page-language';

// GET {web-api}/v1/home_data: everything the home page shows (tiles, slides, testimonials, featured
// articles in the page's language, partners, featured deals). Public, so no auth_key is fetched first.

export const getHomeData = (lang: Locale, signal?: AbortSignal) =>
  apiClient().request<HomeData>({
    host: 'web-api',
    path: '/v1/home_data',
    query: { lang },
    auth: false,
    signal,
  });

export const homeDataQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['home-data', lang],
    queryFn: ({ signal }) => getHomeData(lang, signal),
    // The server lets caches keep it for five minutes; asking sooner would only fetch the same content.
    staleTime: 5 * 60_000,
  });

export const useHomeData = () => useQuery(homeDataQueryOptions(usePageLanguage()));
