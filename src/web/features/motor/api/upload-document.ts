import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentsAnswer } from '#domain/motor/document-calls';
import { apiClient } from '#web/api/client';
import { documentsQueryKey } from './get-documents';

// POST /v3/documents/upload_documents, multipart: id, hash_code and the file part `asset` (motor
// sections 2.8 and 3). The server checks the type by content and the size again; its refusals are field
// errors on `asset`. The answer is the reloaded list.

export interface UploadDocumentRequest {
  hashCode: string;
  /** The slot's row id (DocumentsAnswer.documents[].id), not its doc_id. */
  id: number;
  file: File;
  onProgress?: (fraction: number) => void;
}

export const uploadDocument = ({ hashCode, id, file, onProgress }: UploadDocumentRequest) =>
  apiClient().upload<DocumentsAnswer>({
    host: 'docs',
    path: '/v3/documents/upload_documents',
    fields: { id: String(id), hash_code: hashCode },
    fileField: 'asset',
    file,
    onProgress,
  });

export function useUploadDocument(hashCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<UploadDocumentRequest, 'hashCode'>) =>
      uploadDocument({ hashCode, ...request }),
    onSuccess: (answer) => queryClient.setQueryData(documentsQueryKey(hashCode), answer),
  });
}
