import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proposalQuerySchema, proposalSchema } from '#domain/motor/proposal-calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { ProposalService } from './proposal.service';
import { siteOf } from '#server/http/site';

export const proposalRoutes: FastifyPluginAsyncZod<{
  proposals: ProposalService;
  publicUrl?: string;
}> = async (app, { proposals, publicUrl }) => {
  app.get(
    '/v3/proposal/load',
    {
      schema: {
        tags: ['proposal'],
        summary: 'The paid application a proposal completes, by its req_key, with its cover note once made',
        querystring: proposalQuerySchema,
        response: { 200: envelopeOf(proposalSchema), ...refusals },
      },
    },
    async (request) => ok(await proposals.load(request.query.prop_hash, siteOf(request, publicUrl))),
  );
};
