import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeadChangeInput, LeadDetail, NewLeadNoteInput } from '#domain/console/leads';
import { consoleCall } from './console-call';
import { LEADS_KEY, leadKey } from './get-leads';

// PATCH /api/console/leads/:id changes a lead's status and assignee; POST /api/console/leads/:id/notes
// adds a note. Each answers the lead as it now is, which the page shows; the inbox reloads.

const useLeadCall = <T>(id: number, send: (input: T) => Promise<LeadDetail>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (lead) => {
      client.setQueryData(leadKey(id), lead);
      await client.invalidateQueries({ queryKey: [...LEADS_KEY, 'inbox'] });
    },
  });
};

export const useChangeLead = (id: number) =>
  useLeadCall(id, (change: LeadChangeInput) =>
    consoleCall<LeadDetail>({ path: `/leads/${id}`, method: 'PATCH', body: change }),
  );

export const useAddLeadNote = (id: number) =>
  useLeadCall(id, (note: NewLeadNoteInput) =>
    consoleCall<LeadDetail>({ path: `/leads/${id}/notes`, method: 'POST', body: note }),
  );
