import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declarationSchema, reviewQuerySchema, reviewSchema } from '#domain/motor/declaration';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { clientAddress } from '#server/http/rate-limits';
import type { DeclarationService } from './declaration.service';

// The review before payment (docs/decisions/038), inside the auth_key scope like every API call; the
// pay_sec_hash guards the application as it does its documents and payment.

const tags = ['applications'];

export const declarationRoutes: FastifyPluginAsyncZod<{ declarations: DeclarationService }> = async (
  app,
  { declarations },
) => {
  app.get(
    '/v3/applications/review',
    {
      schema: {
        tags,
        summary: 'The answers that set the price, for the buyer to review, and the declaration once made',
        querystring: reviewQuerySchema,
        response: { 200: envelopeOf(reviewSchema), ...refusals },
      },
    },
    async (request) => ok(await declarations.review(request.query.hash_code)),
  );

  app.post(
    '/v3/applications/declaration',
    {
      schema: {
        tags,
        summary: 'The buyer declares the answers true (required before the checkout)',
        body: declarationSchema,
        response: { 200: envelopeOf(reviewSchema), ...refusals },
      },
    },
    async (request) => ok(await declarations.declare(request.body, clientAddress(request))),
  );
};
