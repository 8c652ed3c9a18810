import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentQuery, PaymentRow } from '#domain/console/applications';
import type { Page } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/payments?page&size&status&provider&q: one page of the payments, newest first.

export const usePayments = (query: PaymentQuery) =>
  useQuery({
    queryKey: ['console', 'payments', query],
    queryFn: ({ signal }) => consoleCall<Page<PaymentRow>>({ path: '/payments', query, signal }),
    placeholderData: keepPreviousData,
  });
