import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { instalmentTermsSchema } from '#domain/instalments';
import { centsToRupees } from '#domain/money';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { instalmentsRepository } from './instalments.repository';

// The banks' card instalment terms (content document, section 9; decision 054), for the payment page's
// 'Pay in instalments'. Public: the same for everyone, and read before any auth_key is needed.
export const instalmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = instalmentsRepository(db);

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
      const rows = await repository.terms();
      reply.header('cache-control', 'public, max-age=300');
      return ok({
        terms: rows.map((row) => ({
          bank: row.bank,
          bank_name: row.bankName,
          months: [...row.months].sort((a, b) => a - b),
          min_amount: centsToRupees(row.minCents),
          max_amount: row.maxCents === null ? null : centsToRupees(row.maxCents),
          convert_within_days: row.convertWithinDays,
        })),
      });
    },
  );
};
