import { useMutation } from '@tanstack/react-query';
import type { InquiryCallInput, InquiryCreated } from '#domain/motor/inquiry';
import { apiClient } from '#web/api/client';

// POST /inquiry-api/v1/inquire: the comparison inquiry, which the server keeps and passes to the CRM as
// a lead (motor sections 2.2 and 7). The page posts it once per stored inquiry id.

export const postInquiry = (body: InquiryCallInput) =>
  apiClient().request<InquiryCreated>({
    host: 'web-api',
    path: '/inquiry-api/v1/inquire',
    method: 'POST',
    body,
  });

export const usePostInquiry = () => useMutation({ mutationFn: postInquiry });
