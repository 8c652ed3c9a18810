import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteParams } from '#domain/motor/quote-answers';
import { apiClient } from '#web/api/client';

// GET /v2/quote/params: what a saved quote was made from (motor section 7). A quote never changes once
// made, so what was fetched once stays good for the whole visit.

export const quoteParamsQueryOptions = (unqHash: string) =>
  queryOptions({
    queryKey: ['motor', 'quote-params', unqHash],
    queryFn: ({ signal }) =>
      apiClient().request<QuoteParams>({
        host: 'motor',
        path: '/v2/quote/params',
        query: { unq_hash: unqHash },
        signal,
      }),
    staleTime: Infinity,
  });

export const useQuoteParams = (unqHash: string | undefined) =>
  useQuery({ ...quoteParamsQueryOptions(unqHash ?? ''), enabled: Boolean(unqHash) });
