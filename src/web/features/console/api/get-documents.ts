import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { documentQueueQuerySchema, Page, QueueDocument } from '#domain/console/calls';
import { consoleCall } from './console-call';

// GET /api/console/documents?page&size&status: one page of the documents of a status, oldest first.

export type DocumentQueueQuery = z.output<typeof documentQueueQuerySchema>;

export const documentQueueOptions = (query: DocumentQueueQuery) =>
  queryOptions({
    queryKey: ['console', 'documents', 'queue', query],
    queryFn: ({ signal }) => consoleCall<Page<QueueDocument>>({ path: '/documents', query, signal }),
    // The page shown stays while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });

export const useDocumentQueue = (query: DocumentQueueQuery) => useQuery(documentQueueOptions(query));
