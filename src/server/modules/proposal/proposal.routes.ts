import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  proposalQuerySchema,
  proposalSchema,
  vehicleNumbersFormSchema,
  vehicleNumbersQuerySchema,
  vehicleNumbersSchema,
} from '#domain/motor/proposal-calls';
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

  // The vehicle's numbers typed at the upload, before payment (docs/decisions/039); the pay_sec_hash
  // guards them as it does the documents.
  app.get(
    '/v3/proposal/vehicle',
    {
      schema: {
        tags: ['proposal'],
        summary: "The vehicle's numbers typed at the upload, and whether it is registered",
        querystring: vehicleNumbersQuerySchema,
        response: { 200: envelopeOf(vehicleNumbersSchema), ...refusals },
      },
    },
    async (request) => ok(await proposals.vehicleNumbers(request.query.hash_code)),
  );

  app.post(
    '/v3/proposal/vehicle',
    {
      schema: {
        tags: ['proposal'],
        summary: "Keeps the vehicle's numbers from its papers for the proposal, until the cover note is made",
        body: vehicleNumbersFormSchema,
        response: { 200: envelopeOf(vehicleNumbersSchema), ...refusals },
      },
    },
    async (request) => ok(await proposals.saveVehicleNumbers(request.body)),
  );
};
