import { useQuery } from '@tanstack/react-query';
import type { Review } from '#domain/motor/declaration';
import { apiClient } from '#web/api/client';

// GET /v3/applications/review?hash_code=: the answers that set the price, the insurer's policy wording and
// the declaration once made (docs/decisions/038). The payment page shows the checkout only after it.

export const reviewKey = (hashCode: string) => ['motor', 'review', hashCode];

export const useReview = (hashCode: string) =>
  useQuery({
    queryKey: reviewKey(hashCode),
    queryFn: ({ signal }) =>
      apiClient().request<Review>({
        host: 'motor',
        path: '/v3/applications/review',
        query: { hash_code: hashCode },
        signal,
      }),
  });
