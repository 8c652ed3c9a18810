import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSUMER_LOOKUP_PATH,
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
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import type { CustomerGuard } from '../account/customer-guard';
import { CUSTOMER_SECURITY } from '../account/customer-guard';
import type { ConsumerService } from './consumer.service';

const tags = ['consumer'];

export const consumerRoutes: FastifyPluginAsyncZod<{
  consumers: ConsumerService;
  mobileOf: VerifiedMobileOf;
  guard: CustomerGuard;
}> = async (app, { consumers, mobileOf, guard }) => {
  app.get(
    CONSUMER_LOOKUP_PATH,
    {
      schema: {
        tags,
        summary:
          'The customer record of the verified number (User-Key) or, without one, of the signed-in ' +
          'customer, by mobile number or customer id (mode 3); any other is 403',
        security: [...NEEDS_VERIFIED_MOBILE, ...CUSTOMER_SECURITY],
        querystring: consumerLookupSchema,
        response: { 200: envelopeOf(consumerSchema), ...refusals },
      },
    },
    async (request, reply) => {
      const { customer_id } = request.query;
      // Issue 23: the dashboard asks with the session; a User-Key keeps its meaning when one is sent.
      if (request.headers[VERIFIED_TOKEN_HEADER] === undefined && guard.hasSession(request)) {
        await guard.requireCustomer(request, reply);
        const own =
          customer_id === undefined ? guard.customerIdOf(request) : guard.ownId(request, customer_id);
        return ok(await consumers.lookup(await consumers.mobileOfCustomer(own), request.query));
      }
      return ok(await consumers.lookup(await verifiedMobile(request, mobileOf), request.query));
    },
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
