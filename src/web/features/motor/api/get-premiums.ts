import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Premiums } from '#domain/motor/quote-answers';
import { apiClient } from '#web/api/client';

// GET /v2/premiums: a quote's parameters and its quotations, cheapest first (motor section 7). Prices are
// locked when the quote is made, so the list never goes stale during a visit.

export const getPremiums = (unqHash: string, signal?: AbortSignal) =>
  apiClient().request<Premiums>({
    host: 'motor',
    path: '/v2/premiums',
    query: { unq_hash: unqHash },
    signal,
  });

export const premiumsQueryOptions = (unqHash: string) =>
  queryOptions({
    queryKey: ['motor', 'premiums', unqHash],
    queryFn: ({ signal }) => getPremiums(unqHash, signal),
    staleTime: Infinity,
  });

export const usePremiums = (unqHash: string | undefined) =>
  useQuery({ ...premiumsQueryOptions(unqHash ?? ''), enabled: Boolean(unqHash) });
