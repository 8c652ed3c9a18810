import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Inquire } from '#domain/motor/inquiry';
import {
  CALLBACK,
  inquireSchema,
  inquiryCreatedSchema,
  PROMOTION,
  SMALL_BUSINESS,
} from '#domain/motor/inquiry';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { InquiryService } from './inquiry.service';

export const inquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiryService }> = async (
  app,
  { inquiries },
) => {
  app.post(
    '/inquiry-api/v1/inquire',
    {
      schema: {
        tags: ['inquiry'],
        summary:
          "Ask about a quote, for a callback, or for a campaign's offer; the inquiry becomes a CRM lead",
        body: inquireSchema,
        response: { 200: envelopeOf(inquiryCreatedSchema), ...refusals },
      },
    },
    async ({ body }) => ok(await fileInquiry(inquiries, body)),
  );
};

function fileInquiry(inquiries: InquiryService, body: Inquire) {
  switch (body.inquiry_type) {
    case CALLBACK:
      return inquiries.createCallback(body);
    case PROMOTION:
      return inquiries.createPromotion(body);
    case SMALL_BUSINESS:
      return inquiries.createSmallBusiness(body);
    default:
      return inquiries.create(body);
  }
}
