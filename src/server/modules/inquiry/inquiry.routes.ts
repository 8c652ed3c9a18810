import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inquiryCallSchema, inquiryCreatedSchema } from '#domain/motor/inquiry';
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
        summary: 'Ask to be called about a quote; the inquiry becomes a CRM lead',
        body: inquiryCallSchema,
        response: { 200: envelopeOf(inquiryCreatedSchema), ...refusals },
      },
    },
    async (request) => ok(await inquiries.create(request.body)),
  );
};
