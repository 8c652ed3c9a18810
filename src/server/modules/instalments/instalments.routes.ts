import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instalmentTermsSchema } from '#domain/instalments';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { InstalmentsService } from './instalments.service';

// The banks' card instalment terms (content document, section 9; decision 054), for the payment page's
// 'Pay in instalments'. Public: the same for everyone, and read before any auth_key is needed.
export const instalmentRoutes: FastifyPluginAsyncZod<{ instalments: InstalmentsService }> = async (
  app,
  { instalments },
) => {
  app.get(
    '/v1/instalment_terms',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(instalmentTermsSchema), ...refusals },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({ terms: await instalments.terms() });
    },
  );
};
