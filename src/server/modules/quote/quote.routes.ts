import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredString } from '#domain/fields';
import { fullQuoteSchema, repriceSchema, thirdPartyQuoteSchema } from '#domain/motor/quote';
import {
  compareRequestSchema,
  coversAnswerSchema,
  premiumsSchema,
  quoteCreatedSchema,
  quoteParamsSchema,
} from '#domain/motor/quote-answers';
import { envelopeOf, ok, refusals, sendSerialised } from '#server/http/envelope';
import type { QuoteService } from './quote.service';

// The quote calls of motor section 7. Amounts in answers are integer cents.

const byHash = z.object({ unq_hash: requiredString() });
const tags = ['quote'];

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  const created = { 200: envelopeOf(quoteCreatedSchema), ...refusals };

  app.post(
    '/v2/quote/full',
    {
      schema: {
        tags,
        summary: 'Quote full insurance (cover type C)',
        body: fullQuoteSchema,
        response: created,
      },
    },
    async (request) => ok(await quotes.create(request.body)),
  );

  app.post(
    '/v3/quote/tp',
    {
      schema: {
        tags,
        summary: 'Quote third party (cover type T)',
        body: thirdPartyQuoteSchema,
        response: created,
      },
    },
    async (request) => ok(await quotes.create(request.body)),
  );

  app.post(
    '/v2/quote/reprice',
    {
      schema: {
        tags,
        summary:
          'A new quote of the same vehicle and sale with another NCB, market value or covers (no inquiry)',
        body: repriceSchema,
        response: created,
      },
    },
    async (request) => ok(await quotes.reprice(request.body)),
  );

  app.get(
    '/v2/quote/params',
    { schema: { tags, querystring: byHash, response: { 200: envelopeOf(quoteParamsSchema), ...refusals } } },
    async (request) => ok(await quotes.params(request.query.unq_hash)),
  );

  app.get(
    '/v2/premiums',
    {
      schema: {
        tags,
        summary: 'The quotations of a quote, cheapest first',
        querystring: byHash,
        response: { 200: envelopeOf(premiumsSchema), ...refusals },
      },
    },
    async (request, reply) => sendSerialised(reply, await quotes.premiumsJson(request.query.unq_hash)),
  );

  app.post(
    '/v2/covers',
    {
      schema: {
        tags,
        summary: 'Compare the covers of 2 or 3 quotations of one quote',
        body: compareRequestSchema,
        response: { 200: envelopeOf(coversAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await quotes.covers(request.body)),
  );
};
