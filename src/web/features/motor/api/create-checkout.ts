import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '#domain/motor/payment-calls';
import { apiClient } from '#web/api/client';

// POST /v3/payments/checkout {hash_code, card_bin?, card_last4?}: a new payment attempt and the signed form
// the configured gateway takes (its address and fields). 409 until the documents are submitted, and once
// paid. The card's digits let the server charge a bank's card price, holding the attempt to that card
// (decision 062).

/** The card's first 8 and last 4 digits, never the whole number. */
export interface CardDigits {
  card_bin: string;
  card_last4: string;
}

export interface CheckoutRequest {
  hashCode: string;
  card?: CardDigits;
}

export const createCheckout = ({ hashCode, card }: CheckoutRequest) =>
  apiClient().request<Checkout>({
    host: 'motor',
    path: '/v3/payments/checkout',
    method: 'POST',
    body: { hash_code: hashCode, ...card },
  });

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
