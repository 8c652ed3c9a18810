import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Proposal } from '#domain/motor/proposal-calls';
import { apiClient } from '#web/api/client';

// GET /v3/proposal/load?prop_hash={req_key} (motor sections 2.6 and 7): the paid application the
// proposal completes. 404 for an unknown key, 409 while the payment is not received.

export const getProposal = (reqKey: string, signal?: AbortSignal) =>
  apiClient().request<Proposal>({
    host: 'motor',
    path: '/v3/proposal/load',
    query: { prop_hash: reqKey },
    signal,
  });

export const proposalQueryOptions = (reqKey: string) =>
  queryOptions({
    queryKey: ['motor', 'proposal', reqKey],
    queryFn: ({ signal }) => getProposal(reqKey, signal),
    // A paid application's summary does not change while the page is open.
    staleTime: 60_000,
  });

export const useProposal = (reqKey: string) => useQuery(proposalQueryOptions(reqKey));
