import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CALLBACK, inquireSchema, inquiryCreatedSchema } from '#domain/motor/inquiry';
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
        summary: 'Ask about a quote, or for a callback; the inquiry becomes a CRM lead',
        body: inquireSchema,
        response: { 200: envelopeOf(inquiryCreatedSchema), ...refusals },
      },
    },
    async ({ body }) =>
      ok(await (body.inquiry_type === CALLBACK ? inquiries.createCallback(body) : inquiries.create(body))),
  );
};
