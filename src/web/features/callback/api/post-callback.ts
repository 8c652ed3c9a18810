import type { CallbackCallInput, InquiryCreated } from '#domain/motor/inquiry';
import { apiClient } from '#web/api/client';

// POST /inquiry-api/v1/inquire with a callback (the spec names no path of its own): the server keeps it as
// an inquiry without a quote and passes it to the CRM as a lead (decision 053).

export const postCallback = (body: CallbackCallInput) =>
  apiClient().request<InquiryCreated>({
    host: 'web-api',
    path: '/inquiry-api/v1/inquire',
    method: 'POST',
    body,
  });
