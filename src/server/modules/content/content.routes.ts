import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeDataSchema } from '#domain/content';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { contentRepository } from './content.repository';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = contentRepository(db);

  // Public: the home page renders its tiles without first fetching an auth_key.
  app.get(
    '/v1/home_data',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        response: { 200: envelopeOf(homeDataSchema), ...refusals },
      },
    },
    async (_request, reply) => {
      const tiles = await repository.homeTiles();
      reply.header('cache-control', 'public, max-age=300');
      return ok({ tiles });
    },
  );
};
