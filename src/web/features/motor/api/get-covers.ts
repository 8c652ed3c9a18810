import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotationItem, coversAnswerSchema } from '#domain/motor/quote-answers';
import { quotationFromAnswer } from '#domain/motor/quotation-amounts';
import type { z } from 'zod';
import { apiClient } from '#web/api/client';

// POST /v2/covers: the cover rows of 2 or 3 quotations of one quote (motor section 7). It reads only,
// so it is a query keyed by the quotations asked for, in their order. Quotations come back in cents.

type CoversWire = z.infer<typeof coversAnswerSchema>;
export type CoversAnswer = Omit<CoversWire, 'company_details'> & { company_details: QuotationItem[] };

export const coversQueryOptions = (unqHash: string, quotations: readonly string[]) =>
  queryOptions({
    queryKey: ['motor', 'covers', unqHash, ...quotations],
    queryFn: async ({ signal }): Promise<CoversAnswer> => {
      const answer = await apiClient().request<CoversWire>({
        host: 'motor',
        path: '/v2/covers',
        method: 'POST',
        body: { unq_hash: unqHash, quotations },
        signal,
      });
      return { ...answer, company_details: answer.company_details.map(quotationFromAnswer) };
    },
    staleTime: Infinity,
  });

export const useCovers = (unqHash: string, quotations: readonly string[]) =>
  useQuery(coversQueryOptions(unqHash, quotations));
