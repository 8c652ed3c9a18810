import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { proposalQuerySchema, proposalSchema } from '../../../domain/motor/payment-calls';
import { envelopeOf, ok, refusals } from '../../http/envelope';
import type { ProposalService } from './proposal.service';

export const proposalRoutes: FastifyPluginAsyncZod<{ proposals: ProposalService }> = async (
  app,
  { proposals },
) => {
  app.get(
    '/v3/proposal/load',
    {
      schema: {
        tags: ['proposal'],
        summary: 'The paid application a proposal completes, by its req_key',
        querystring: proposalQuerySchema,
        response: { 200: envelopeOf(proposalSchema), ...refusals },
      },
    },
    async (request) => ok(await proposals.load(request.query.prop_hash)),
  );
};
