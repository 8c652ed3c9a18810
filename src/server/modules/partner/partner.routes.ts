import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredString } from '#domain/fields';
import { partnerCustomerSchema, partnerToken } from '#domain/motor/channels';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { partnerService } from './partner.service';

// The lifestyle partner's customer, found by the token in its promo link (motor section 7, "partner
// lookup"): the site prefills the inquiry with the name and mobile number.

export const partnerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const partners = partnerService(db);

  app.get(
    '/v1/partner/customer',
    {
      schema: {
        tags: ['quote'],
        querystring: z.object({ token: requiredString([partnerToken('Token is not valid')]) }),
        response: { 200: envelopeOf(partnerCustomerSchema), ...refusals },
      },
    },
    async (request) => ok(await partners.details(request.query.token)),
  );
};
