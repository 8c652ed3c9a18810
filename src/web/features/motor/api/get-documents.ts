import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentsAnswer } from '#domain/motor/document-calls';
import { apiClient } from '#web/api/client';

// POST /v3/documents/get_documents {hash_code}: an application's three document slots and its policy
// information (motor sections 2.8 and 7). The upload, removal and submit calls answer the same shape,
// which replaces this query's data, so the list reloads without another call.

export const getDocuments = (hashCode: string, signal?: AbortSignal) =>
  apiClient().request<DocumentsAnswer>({
    host: 'docs',
    path: '/v3/documents/get_documents',
    method: 'POST',
    body: { hash_code: hashCode },
    signal,
  });

export const documentsQueryKey = (hashCode: string) => ['motor', 'documents', hashCode] as const;

export const documentsQueryOptions = (hashCode: string) =>
  queryOptions({
    queryKey: documentsQueryKey(hashCode),
    queryFn: ({ signal }) => getDocuments(hashCode, signal),
    // Our own changes replace the data at once; this only spares a second load right after the prefetch.
    staleTime: 30_000,
  });

export const useDocuments = (hashCode: string) => useQuery(documentsQueryOptions(hashCode));
