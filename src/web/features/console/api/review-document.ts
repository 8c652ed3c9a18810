import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentReviewInput, QueueDocument } from '#domain/console/calls';
import { consoleCall } from './console-call';
import { documentQueueOptions } from './get-documents';

// POST /api/console/documents/:id/review: accept (3) or reject (4) with a reason. Answers the next
// document waiting in the queue, if any, so the reviewer goes on to it.

export function useReviewDocument(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (review: DocumentReviewInput) => {
      await consoleCall<unknown>({ path: `/documents/${id}/review`, method: 'POST', body: review });
      await client.invalidateQueries({ queryKey: ['console', 'documents'] });
      const waiting = await client.fetchQuery(documentQueueOptions({ page: 1, size: 2, status: 2 }));
      return waiting.rows.find((document: QueueDocument) => document.id !== id);
    },
  });
}
