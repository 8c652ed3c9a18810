import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  linkAnswerSchema,
  subscribeAnswerSchema,
  subscribeSchema,
  SUBSCRIPTION_MESSAGES,
  subscriptionTokenSchema,
} from '#domain/subscriptions';
import { ApiError, envelopeOf, ok, refusals } from '#server/http/envelope';
import { siteOf } from '#server/http/site';
import type { SubscriptionService } from './subscriptions.service';

// The blog's Subscribe box and the two links of its letters (decision 058). Writes of the web app, so an
// auth_key guards them as it does every other write (decision 004); the confirm and unsubscribe pages post
// them, never the links themselves (a mail scanner that opens a link must change nothing).

export const subscriptionRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionService;
  publicUrl: string | undefined;
  requestsPerClientPerHour: number;
}> = async (app, { subscriptions, publicUrl, requestsPerClientPerHour }) => {
  const linkAnswer = { 200: envelopeOf(linkAnswerSchema), ...refusals };

  app.post(
    '/v1/subscriptions',
    {
      // Each request may send a letter to a stranger: one client gets a few an hour, across addresses.
      config: {
        rateLimit: {
          max: requestsPerClientPerHour,
          timeWindow: '1 hour',
          errorResponseBuilder: () => new ApiError(429, SUBSCRIPTION_MESSAGES.tooManyFromNetwork),
        },
      },
      schema: {
        tags: ['content'],
        summary:
          "Subscribe to the blog: sends a confirmation letter; the address is kept once it's confirmed",
        body: subscribeSchema,
        response: { 200: envelopeOf(subscribeAnswerSchema), ...refusals },
      },
    },
    async (request) =>
      ok(await subscriptions.subscribe(request.body.email, request.body.lang, siteOf(request, publicUrl))),
  );

  app.post(
    '/v1/subscriptions/confirm',
    {
      schema: {
        tags: ['content'],
        summary: "Keeps the address of a confirmation letter's link",
        body: subscriptionTokenSchema,
        response: linkAnswer,
      },
    },
    async (request) => ok(await subscriptions.confirm(request.body.token)),
  );

  app.post(
    '/v1/subscriptions/unsubscribe',
    {
      schema: {
        tags: ['content'],
        summary: "Removes the address of a letter's unsubscribe link",
        body: subscriptionTokenSchema,
        response: linkAnswer,
      },
    },
    async (request) => ok(await subscriptions.unsubscribe(request.body.token)),
  );
};
