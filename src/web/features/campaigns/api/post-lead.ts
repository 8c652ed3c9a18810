import type { InquiryCreated, PromotionCallInput, SmallBusinessCallInput } from '#domain/motor/inquiry';
import { apiClient } from '#web/api/client';

// POST /inquiry-api/v1/inquire with a campaign page's lead: an inquiry without a quote, passed to the CRM
// as a lead (decisions 053 and 061).

export const postLead = (body: PromotionCallInput | SmallBusinessCallInput) =>
  apiClient().request<InquiryCreated>({
    host: 'web-api',
    path: '/inquiry-api/v1/inquire',
    method: 'POST',
    body,
  });
