import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '#domain/console/calls';
import type { ClaimDetail, ClaimQuery, ClaimRow, ClaimStatusChangeInput } from '#domain/console/claims';
import { consoleCall } from './console-call';

// GET /api/console/claims?page&size&status&q: one page of claims (an insurer's staff: their insurer's).
// GET /api/console/claims/:id: one claim with its photos and history. POST /api/console/claims/:id/status
// moves it on and answers it as it now is; the list reloads.

const CLAIMS_KEY = ['console', 'claims'] as const;
const claimKey = (id: number) => [...CLAIMS_KEY, 'one', id] as const;

export const useClaims = (query: ClaimQuery) =>
  useQuery({
    queryKey: [...CLAIMS_KEY, 'list', query],
    queryFn: ({ signal }) => consoleCall<Page<ClaimRow>>({ path: '/claims', query, signal }),
    placeholderData: keepPreviousData,
  });

export const useClaim = (id: number) =>
  useQuery({
    queryKey: claimKey(id),
    queryFn: ({ signal }) => consoleCall<ClaimDetail>({ path: `/claims/${id}`, signal }),
  });

export function useChangeClaimStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ClaimStatusChangeInput) =>
      consoleCall<ClaimDetail>({ path: `/claims/${id}/status`, method: 'POST', body: change }),
    onSuccess: async (claim) => {
      client.setQueryData(claimKey(id), claim);
      await client.invalidateQueries({ queryKey: [...CLAIMS_KEY, 'list'] });
    },
  });
}
