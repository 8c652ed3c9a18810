// Liveness and readiness for process managers and load balancers (docs/decisions/026): /health says the
// process answers and reaches its database; /ready says whether to send it traffic, which is no longer
// the case once it is draining before a shutdown. Both are public: the checkers hold no auth_key.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { envelopeOf, ok, refusalBody, refusals } from '#server/http/envelope';
import type { Readiness } from './readiness';

export const DATABASE_UNREACHABLE = 'The database is not reachable.';
export const DRAINING = 'Not ready: this instance is shutting down; send requests to another.';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; readiness: Readiness }> = async (
  app,
  { database, readiness },
) => {
  const databaseReachable = async (log: FastifyBaseLogger) => {
    try {
      await database.db.execute(sql`select 1`);
      return true;
    } catch (err) {
      log.error({ err }, 'health check: database unreachable');
      return false;
    }
  };

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
      if (!(await databaseReachable(request.log))) {
        return reply.code(503).send(refusalBody(DATABASE_UNREACHABLE));
      }
      return ok({ status: 'ok' as const, database: database.kind });
    },
  );

  app.get(
    '/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: envelopeOf(z.object({ status: z.literal('ready') })), 503: refusals[500] },
      },
    },
    async (request, reply) => {
      if (readiness.draining) return reply.code(503).send(refusalBody(DRAINING));
      if (!(await databaseReachable(request.log))) {
        return reply.code(503).send(refusalBody(`Not ready: ${DATABASE_UNREACHABLE.toLowerCase()}`));
      }
      return ok({ status: 'ready' as const });
    },
  );
};
