import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InstalmentTerms } from '#domain/instalments';
import { apiClient } from '#web/api/client';

// GET {web-api}/v1/instalment_terms: the banks' card instalment plans (decision 054). Public.

export const getInstalmentTerms = (signal?: AbortSignal) =>
  apiClient().request<InstalmentTerms>({
    host: 'web-api',
    path: '/v1/instalment_terms',
    auth: false,
    signal,
  });

export const instalmentTermsQueryOptions = () =>
  queryOptions({
    queryKey: ['instalment-terms'],
    queryFn: ({ signal }) => getInstalmentTerms(signal),
    // The server lets caches keep them for five minutes.
    staleTime: 5 * 60_000,
  });

/** Fetched only once `enabled`: when the customer asks to see the plans. */
export const useInstalmentTerms = (enabled: boolean) =>
  useQuery({ ...instalmentTermsQueryOptions(), enabled });
