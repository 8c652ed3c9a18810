import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardPrices } from '#domain/campaigns';
import type { PremiumsAnswer, QuotationItem, QuoteParams } from '#domain/motor/quote-answers';
import { byPremium, quotationFromAnswer } from '#domain/motor/quotation-amounts';
import { apiClient } from '#web/api/client';

// GET /v2/premiums: a quote's parameters and its quotations by company code (motor section 7). Prices
// are locked when the quote is made, so the list never goes stale during a visit. The screens get the
// quotations as a list in cents, in the order section 4 asks for (cheapest first).

export interface Premiums {
  params: QuoteParams;
  quotations: QuotationItem[];
  /** A quote made from a bank's promotion page: its card holders' prices, by company code (decision 062). */
  cardOffer?: CardPrices;
}

export const getPremiums = async (unqHash: string, signal?: AbortSignal): Promise<Premiums> => {
  const { params, quotes, card_offer } = await apiClient().request<PremiumsAnswer>({
    host: 'motor',
    path: '/v2/premiums',
    query: { unq_hash: unqHash },
    signal,
  });
  return {
    params,
    quotations: Object.values(quotes).map(quotationFromAnswer).sort(byPremium),
    cardOffer: card_offer,
  };
};

export const premiumsQueryOptions = (unqHash: string) =>
  queryOptions({
    queryKey: ['motor', 'premiums', unqHash],
    queryFn: ({ signal }) => getPremiums(unqHash, signal),
    staleTime: Infinity,
  });

export const usePremiums = (unqHash: string | undefined) =>
  useQuery({ ...premiumsQueryOptions(unqHash ?? ''), enabled: Boolean(unqHash) });
