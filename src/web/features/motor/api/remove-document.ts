import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentsAnswer } from '#domain/motor/document-calls';
import { apiClient } from '#web/api/client';
import { documentsQueryKey } from './get-documents';

// POST /v3/documents/remove_document {id, hash_code} (motor sections 2.8 and 7): the slot's file goes
// (kept on the server, marked removed); the answer is the reloaded list. 409 once the slot is submitted.

export const removeDocument = (hashCode: string, id: number) =>
  apiClient().request<DocumentsAnswer>({
    host: 'docs',
    path: '/v3/documents/remove_document',
    method: 'POST',
    body: { id, hash_code: hashCode },
  });

export function useRemoveDocument(hashCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeDocument(hashCode, id),
    onSuccess: (answer) => queryClient.setQueryData(documentsQueryKey(hashCode), answer),
  });
}
