import { useQuery } from '@tanstack/react-query';
import { apiClient } from '#web/api/client';

// POST {auth}/v2/token on entry to the quotation page (motor section 2.1): the key is ready before the
// visitor submits, and a failure shows at once as the authentication error of the danger banner. The
// client keeps the key and renews it itself, so this query only reports how the first request went.

export const useAuthKey = () =>
  useQuery({
    queryKey: ['auth-key'],
    queryFn: () =>
      apiClient()
        .authorise()
        .then(() => true),
    staleTime: Infinity,
  });
