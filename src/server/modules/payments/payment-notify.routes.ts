import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#domain/fields';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { registerJsonParser } from '#server/http/json-body';
import { siteOf } from '#server/http/site';
import type { PaymentService } from './payments.service';
import { notifyPath } from './payments.service';

// Where a gateway reports an attempt's fate. Outside the auth_key scope: the gateway's own server calls
// it, and its signature, not a key, says who it is. The sandbox posts JSON; PayHere posts a form
// (application/x-www-form-urlencoded), read here only, where nothing else takes forms. Either way a
// notification is a flat set of text fields, so the body is declared as one: nested values and text the
// database cannot store are refused before anything is kept. Both parsers keep the body's text too: a
// refused notification is kept as an excerpt and a hash of what came.

/** A gateway's notification is a few hundred bytes (PayHere's form about 1 KiB); more is not one. */
export const NOTIFICATION_BODY_LIMIT = 16 * 1024;

const notifiedSchema = z.object({ outcome: z.string() });

export const paymentNotifyRoutes: FastifyPluginAsyncZod<{
  payments: PaymentService;
  publicUrl?: string;
}> = async (app, { payments, publicUrl }) => {
  const texts = new WeakMap<FastifyRequest, string>();
  registerJsonParser(app, (request, text) => texts.set(request, text));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      const text = String(body);
      texts.set(request, text);
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );

  app.post(
    notifyPath(':provider'),
    {
      bodyLimit: NOTIFICATION_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "A gateway's signed notification about a payment attempt",
        security: [],
        params: z.object({ provider: text().max(32) }),
        body: z.record(text(), text()),
        response: { 200: envelopeOf(notifiedSchema), ...refusals },
      },
    },
    // The receipt's link to the proposal: in demo mode the sandbox notifies the address its checkout came
    // to, which is the site's.
    async (request) =>
      ok(
        await payments.notify(
          request.params.provider,
          request.body,
          texts.get(request) ?? '',
          siteOf(request, publicUrl),
        ),
      ),
  );
};
