import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentSummary } from '#domain/motor/payment-calls';
import { apiClient } from '#web/api/client';

// GET /v3/payments/summary?hash_code=&order_id=: what the customer pays for, how much, and where the
// payment stands (the attempt of `order_id`, else the latest). The payment page shows it and, on the
// way back from the gateway, asks again until the attempt is final.

export const getPaymentSummary = (hashCode: string, orderId: string | undefined, signal?: AbortSignal) =>
  apiClient().request<PaymentSummary>({
    host: 'motor',
    path: '/v3/payments/summary',
    query: { hash_code: hashCode, order_id: orderId },
    signal,
  });

/** Every summary held of one application (`hashCode`), or of all. */
export const paymentSummaryKey = (hashCode?: string) =>
  hashCode === undefined ? ['motor', 'payment-summary'] : ['motor', 'payment-summary', hashCode];

export const paymentSummaryQueryOptions = (hashCode: string, orderId?: string) =>
  queryOptions({
    queryKey: [...paymentSummaryKey(hashCode), orderId ?? null],
    queryFn: ({ signal }) => getPaymentSummary(hashCode, orderId, signal),
    // Long enough to use the router's prefetch, short enough that a return visit looks again.
    staleTime: 5_000,
  });

export const usePaymentSummary = (hashCode: string) => useQuery(paymentSummaryQueryOptions(hashCode));
