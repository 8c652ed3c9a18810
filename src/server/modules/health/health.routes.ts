import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { envelopeOf, ok, refusalBody, refusals } from '#server/http/envelope';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: envelopeOf(z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) })),
          503: refusals[500],
        },
      },
    },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send(refusalBody('The database is not reachable.'));
      }
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );
};
