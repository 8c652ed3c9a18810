import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consumerLookupSchema,
  consumerRegisteredSchema,
  consumerSchema,
  consumerUpdateSchema,
} from '#domain/people/consumer';
import { personalInfoSchema } from '#domain/people/personal-info';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { requestLocale } from '#server/http/request-locale';
import type { VerifiedMobileOf } from '#server/http/verified-mobile';
import { NEEDS_VERIFIED_MOBILE, verifiedMobile } from '#server/http/verified-mobile';
import type { ConsumerService } from './consumer.service';

const tags = ['consumer'];

export const consumerRoutes: FastifyPluginAsyncZod<{
  consumers: ConsumerService;
  mobileOf: VerifiedMobileOf;
}> = async (app, { consumers, mobileOf }) => {
  app.get(
    '/consumer-api/v3/lookup',
    {
      schema: {
        tags,
        summary: "The verified number's customer record, by mobile number or customer id (mode 3)",
        security: NEEDS_VERIFIED_MOBILE,
        querystring: consumerLookupSchema,
        response: { 200: envelopeOf(consumerSchema), ...refusals },
      },
    },
    async (request) => ok(await consumers.lookup(await verifiedMobile(request, mobileOf), request.query)),
  );

  app.post(
    '/consumer-api/v3/register',
    {
      schema: {
        tags,
        summary: 'Make the customer record of the verified number; 409 when it exists',
        security: NEEDS_VERIFIED_MOBILE,
        body: personalInfoSchema,
        response: { 200: envelopeOf(consumerRegisteredSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await consumers.register(
          await verifiedMobile(request, mobileOf),
          request.body,
          requestLocale(request),
        ),
      ),
  );

  app.post(
    '/consumer-api/v3/update',
    {
      schema: {
        tags,
        summary: "Change the verified number's customer record (POST, per the architecture's rulings)",
        security: NEEDS_VERIFIED_MOBILE,
        body: consumerUpdateSchema,
        response: { 200: envelopeOf(consumerSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await consumers.update(await verifiedMobile(request, mobileOf), request.body, requestLocale(request)),
      ),
  );
};
