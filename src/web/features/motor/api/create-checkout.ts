import { useMutation } from '@tanstack/react-query';
import type { Checkout } from '#domain/motor/payment-calls';
import { apiClient } from '#web/api/client';

// POST /v3/payments/checkout {hash_code}: a new payment attempt and the signed form the configured
// gateway takes (its address and fields). 409 until the documents are submitted, and once paid.

export const createCheckout = (hashCode: string) =>
  apiClient().request<Checkout>({
    host: 'motor',
    path: '/v3/payments/checkout',
    method: 'POST',
    body: { hash_code: hashCode },
  });

export const useCreateCheckout = () => useMutation({ mutationFn: createCheckout });
