import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#domain/fields';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { PaymentService } from './payments.service';
import { notifyPath } from './payments.service';

// Where a gateway reports an attempt's fate. Outside the auth_key scope: the gateway's own server calls
// it, and its signature, not a key, says who it is. The sandbox posts JSON; PayHere posts a form
// (application/x-www-form-urlencoded), read here only, where nothing else takes forms. Either way a
// notification is a flat set of text fields, so the body is declared as one: it is kept as sent, and
// anything else (nested values, text the database cannot store) is refused before it is.

const notifiedSchema = z.object({ outcome: z.string() });

export const paymentNotifyRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    notifyPath(':provider'),
    {
      schema: {
        tags: ['payments'],
        summary: "A gateway's signed notification about a payment attempt",
        security: [],
        params: z.object({ provider: text().max(32) }),
        body: z.record(text(), text()),
        response: { 200: envelopeOf(notifiedSchema), ...refusals },
      },
    },
    async (request) => ok(await payments.notify(request.params.provider, request.body)),
  );
};
