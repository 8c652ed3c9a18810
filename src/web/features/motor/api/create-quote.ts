import { useMutation } from '@tanstack/react-query';
import type { FullQuoteInput, ThirdPartyQuoteInput } from '#domain/motor/quote';
import type { quoteCreatedSchema } from '#domain/motor/quote-answers';
import type { z } from 'zod';
import { apiClient } from '#web/api/client';

// POST /v2/quote/full (cover type C) or POST /v3/quote/tp (cover type T): makes a quote and answers its
// unq_hash (motor section 7). Field errors come back on the ApiError, for the form to show under inputs.

export type QuoteCreated = z.infer<typeof quoteCreatedSchema>;

export type QuoteRequest =
  { coverType: 'C'; body: FullQuoteInput } | { coverType: 'T'; body: ThirdPartyQuoteInput };

export const createQuote = ({ coverType, body }: QuoteRequest) =>
  apiClient().request<QuoteCreated>({
    host: 'motor',
    path: coverType === 'C' ? '/v2/quote/full' : '/v3/quote/tp',
    method: 'POST',
    body: { ...body, cover_type: coverType },
  });

export const useCreateQuote = () => useMutation({ mutationFn: createQuote });
