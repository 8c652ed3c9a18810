import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeData } from '#domain/content';
import { apiClient } from '#web/api/client';

// GET {web-api}/v1/home_data: the home page's product tiles. Public, so no auth_key is fetched first.

export const getHomeData = (signal?: AbortSignal) =>
  apiClient().request<HomeData>({ host: 'web-api', path: '/v1/home_data', auth: false, signal });

export const homeDataQueryOptions = () =>
  queryOptions({
    queryKey: ['home-data'],
    queryFn: ({ signal }) => getHomeData(signal),
    // The server lets caches keep it for five minutes; asking sooner would only fetch the same tiles.
    staleTime: 5 * 60_000,
  });

export const useHomeData = () => useQuery(homeDataQueryOptions());
