import { useQuery } from '@tanstack/react-query';
import type { CardPriceAnswer } from '#domain/motor/payment-calls';
import { apiClient } from '#web/api/client';
import type { CardDigits } from './create-checkout';

// GET /v3/payments/card_price: what this card would be charged for the application, a bank's card price
// or the usual price, and why (decision 062). Asked once the card number is whole, before Pay.

export const getCardPrice = (hashCode: string, card: CardDigits, signal?: AbortSignal) =>
  apiClient().request<CardPriceAnswer>({
    host: 'motor',
    path: '/v3/payments/card_price',
    query: { hash_code: hashCode, ...card },
    signal,
  });

/** Asked only for a card whose digits are known. */
export const useCardPrice = (hashCode: string, card: CardDigits | undefined) =>
  useQuery({
    queryKey: ['motor', 'card-price', hashCode, card?.card_bin, card?.card_last4],
    queryFn: ({ signal }) => getCardPrice(hashCode, card!, signal),
    enabled: card !== undefined,
    staleTime: 0,
  });
