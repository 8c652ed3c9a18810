import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { campaignOfferSchema, offerPathSchema } from '#domain/campaigns';
import { CONSOLE_API, CONSOLE_AREAS } from '#domain/console/calls';
import { bankParamsSchema, consoleOffersSchema, offerChangeSchema } from '#domain/console/campaigns';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { Db } from '#server/db/client';
import { campaignStats } from './campaign-stats';
import type { CampaignsService } from './campaigns.service';

// The promotion page's offer (content document, section 2): public, the same for everyone, read before
// any auth_key is needed, as the other content calls are (decision 052).
export const campaignRoutes: FastifyPluginAsyncZod<{ campaigns: CampaignsService }> = async (
  app,
  { campaigns },
) => {
  app.get(
    '/v1/campaigns/:campaign_type/:category/:promo_type/:offer',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['content'],
        summary: "A bank's card offer, as its promotion page shows it",
        params: offerPathSchema,
        response: { 200: envelopeOf(campaignOfferSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const offer = await campaigns.atPath(request.params);
      reply.header('cache-control', 'public, max-age=300');
      return ok(offer);
    },
  );
};

// The console's bank offers (decision 061), for admins only; every change lands in the audit log.
export const consoleCampaignRoutes: FastifyPluginAsyncZod<{
  campaigns: CampaignsService;
  access: ConsoleAccess;
  clock: () => Date;
  db: Db;
}> = async (app, { campaigns, access, clock, db }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.campaigns);
  const schema = { tags: ['console'], security: STAFF_SECURITY };

  app.get(
    `${CONSOLE_API}/campaigns`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: "Every bank's card offer, and its leads and sales",
        response: { 200: envelopeOf(consoleOffersSchema), ...refusals },
      },
    },
    async () => ok({ offers: await campaigns.all(), stats: await campaignStats(db) }),
  );

  app.patch(
    `${CONSOLE_API}/campaigns/:bank`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: "Changes a bank's offer: its discount, cap and dates",
        params: bankParamsSchema,
        body: offerChangeSchema,
        response: { 200: envelopeOf(campaignOfferSchema), ...refusals },
      },
    },
    async (request) => {
      const { bank } = request.params;
      const { before, after } = await campaigns.change(bank, request.body, clock());
      await access.record(request, {
        action: 'campaign.change',
        subject: `campaign_offer:${bank}`,
        before,
        after,
      });
      return ok(after);
    },
  );
};
