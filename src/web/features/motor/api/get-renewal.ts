import { useQuery } from '@tanstack/react-query';
import type { RenewalAnswer } from '#domain/motor/renewal';
import { OWN_RENEWAL_API } from '#domain/motor/renewal';
import { apiClient } from '#web/api/client';

// A policy's renewal (docs/decisions/049): GET /v3/renewals/{key} for the reminder's link, or
// GET /api/renewals/v1/policies/{number} for the signed-in customer's own policy (its session cookie).

export type RenewalSource = { key: string } | { policy: string };

export const useRenewal = (source: RenewalSource) =>
  useQuery({
    queryKey: ['motor', 'renewal', source],
    queryFn: ({ signal }) =>
      apiClient().request<RenewalAnswer>({
        host: 'motor',
        path:
          'key' in source
            ? `/v3/renewals/${encodeURIComponent(source.key)}`
            : `${OWN_RENEWAL_API}/${encodeURIComponent(source.policy)}`,
        signal,
      }),
    retry: false,
  });
