import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homeDataSchema } from '#domain/content';
import type { Db } from '#server/db/client';
import { homeTiles } from '#server/db/schema';
import { envelopeOf, ok, refusals } from '#server/http/envelope';

export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
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
      const tiles = await db
        .select({
          id: homeTiles.id,
          header: homeTiles.header,
          background_color: homeTiles.backgroundColor,
          image_url: homeTiles.imageUrl,
          bottom_text: homeTiles.bottomText,
          url: homeTiles.url,
        })
        .from(homeTiles)
        .orderBy(asc(homeTiles.sort));
      reply.header('cache-control', 'public, max-age=300');
      return ok({ tiles });
    },
  );
};
