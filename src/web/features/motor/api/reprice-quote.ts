import type { RepriceInput } from '#domain/motor/quote';
import { apiClient } from '#web/api/client';
import type { QuoteCreated } from './create-quote';

// POST /v2/quote/reprice (decision 032): a new quote of the same vehicle and sale with the premium list's
// changes. It makes no inquiry: the visitor's stored inquiry stands for it.

export const repriceQuote = (body: RepriceInput) =>
  apiClient().request<QuoteCreated>({ host: 'motor', path: '/v2/quote/reprice', method: 'POST', body });
