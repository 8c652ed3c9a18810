import { useQuery } from '@tanstack/react-query';
import type { QueueDocument } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/documents/:id: one document with what the reviewer needs to judge it.

export const useQueueDocument = (id: number) =>
  useQuery({
    queryKey: ['console', 'documents', 'one', id],
    queryFn: ({ signal }) => consoleCall<QueueDocument>({ path: `/documents/${id}`, signal }),
  });
