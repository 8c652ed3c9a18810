import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { partnerCustomerSchema } from '#domain/motor/channels';
import { apiClient } from '#web/api/client';

// GET /v1/partner/customer?token=: the lifestyle partner's customer named by the token of its promo link
// (motor sections 1 and 7); the inquiry page prefills the name and mobile number from it.

export type PartnerCustomer = z.infer<typeof partnerCustomerSchema>;

export const usePartnerCustomer = (token: string | undefined) =>
  useQuery({
    queryKey: ['motor', 'partner-customer', token],
    queryFn: ({ signal }) =>
      apiClient().request<PartnerCustomer>({
        host: 'web-api',
        path: '/v1/partner/customer',
        query: { token: token ?? '' },
        signal,
      }),
    enabled: token !== undefined,
    staleTime: Infinity,
    retry: false,
  });
