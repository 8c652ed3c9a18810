import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoverNote, Proposal, ProposalFormInput } from '#domain/motor/proposal-calls';
import { apiClient } from '#web/api/client';
import { proposalQueryOptions } from './get-proposal';

// POST {motor}/v2/cover-note/gen (motor sections 2.6 and 7): the proposal's Save Details. The server makes
// the cover note (PDF, number, links) and queues its e-mail and SMS; a second call with the same details
// answers the same cover note, other details are refused (409).

export const generateCoverNote = (body: ProposalFormInput) =>
  apiClient().request<CoverNote>({ host: 'motor', path: '/v2/cover-note/gen', method: 'POST', body });

export function useGenerateCoverNote(reqKey: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: generateCoverNote });
  return {
    mutation,
    /**
     * Puts the cover note on the loaded proposal, so coming back to the page shows it instead of the
     * form. Called once the page has moved on, so the form does not turn into the card on the way out.
     */
    remember: (coverNote: CoverNote) =>
      queryClient.setQueryData<Proposal>(proposalQueryOptions(reqKey).queryKey, (proposal) =>
        proposal ? { ...proposal, cover_note: coverNote } : proposal,
      ),
  };
}
