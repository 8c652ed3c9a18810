import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentsAnswer, SubmitDocumentsInput } from '#domain/motor/document-calls';
import { apiClient } from '#web/api/client';
import { documentsQueryKey } from './get-documents';

// POST /v3/documents/submit-for-review {hash_code, app_code?} (motor sections 2.8 and 7): uploaded
// documents go to review. With app_code ONLINE all three must be there (else 400 naming the first
// missing one) and payment follows.

export const submitDocuments = (body: SubmitDocumentsInput) =>
  apiClient().request<DocumentsAnswer>({
    host: 'docs',
    path: '/v3/documents/submit-for-review',
    method: 'POST',
    body,
  });

export function useSubmitDocuments(hashCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appCode: string | undefined) =>
      submitDocuments(appCode ? { hash_code: hashCode, app_code: appCode } : { hash_code: hashCode }),
    onSuccess: (answer) => queryClient.setQueryData(documentsQueryKey(hashCode), answer),
  });
}
