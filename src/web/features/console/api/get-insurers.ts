import { useQuery } from '@tanstack/react-query';
import type { Company } from '#domain/motor/reference-calls';
import { apiClient } from '#web/api/client';

// GET {sys}/v1/company/get?type=I: the site's own list of insurers, the choices of an insurer's account.

export const useInsurers = (enabled: boolean) =>
  useQuery({
    queryKey: ['console', 'insurers'],
    queryFn: ({ signal }) =>
      apiClient().request<Company[]>({ host: 'sys', path: '/v1/company/get', query: { type: 'I' }, signal }),
    staleTime: Infinity,
    enabled,
  });
