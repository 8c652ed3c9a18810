import { queryOptions, useQuery } from '@tanstack/react-query';
import type { coversAnswerSchema } from '#domain/motor/quote-answers';
import type { z } from 'zod';
import { apiClient } from '#web/api/client';

// POST /v2/covers: the cover rows of 2 or 3 quotations of one quote (motor section 7). It reads only,
// so it is a query keyed by the quotations asked for, in their order.

export type CoversAnswer = z.infer<typeof coversAnswerSchema>;

export const coversQueryOptions = (unqHash: string, quotations: readonly string[]) =>
  queryOptions({
    queryKey: ['motor', 'covers', unqHash, ...quotations],
    queryFn: ({ signal }) =>
      apiClient().request<CoversAnswer>({
        host: 'motor',
        path: '/v2/covers',
        method: 'POST',
        body: { unq_hash: unqHash, quotations },
        signal,
      }),
    staleTime: Infinity,
  });

export const useCovers = (unqHash: string, quotations: readonly string[]) =>
  useQuery(coversQueryOptions(unqHash, quotations));
