// GET /dev/outbox?to=.. (demo mode only, architecture: Integrations): the SMS and e-mails the built-in
// providers "sent" to a mobile number ('94' form) or an e-mail address, newest first, so a demo or a
// browser test can read a one-time code. JSON by default; a page when a browser asks for HTML. The app
// does not register it in production mode, where messages go to real providers.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredString } from '#domain/fields';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals, sendAsIs } from '#server/http/envelope';
import { devOutboxRepository } from './dev-outbox.repository';

const messageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.string(),
  created_at: z.string(),
});

type Message = z.infer<typeof messageSchema>;

/** What the SMS and mail messages carry (integrations' SmsMessage and MailMessage). */
const payloadSchema = z.object({ to: z.string(), text: z.string(), subject: z.string().optional() });

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(to: string, messages: Message[]) {
  const items = messages
    .map(
      (
        message,
      ) => `<li><p><strong>${escape(message.kind.toUpperCase())}</strong> · ${escape(message.created_at)} ·
${escape(message.status)}</p>${message.subject ? `<p><strong>${escape(message.subject)}</strong></p>` : ''}
<pre>${escape(message.text)}</pre></li>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox: ${escape(to)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
li{border:1px solid #d1d5db;border-radius:.5rem;padding:.75rem;margin:.75rem 0;list-style:none}
ul{padding:0}pre{white-space:pre-wrap;font-size:1rem}</style></head><body><main>
<h1>Messages to ${escape(to)}</h1><p>Demo mode: what the built-in SMS and mail providers were asked to send,
newest first.</p>${messages.length ? `<ul>${items}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`;
}

export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = devOutboxRepository(db);
  app.get(
    '/dev/outbox',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: the SMS and e-mails sent to a number or address, newest first',
        querystring: z.object({ to: requiredString() }),
        response: { 200: envelopeOf(z.object({ messages: z.array(messageSchema) })), ...refusals },
      },
    },
    async (request, reply) => {
      const { to } = request.query;
      const messages = (await repository.sentTo(to)).map((row) => {
        const payload = payloadSchema.parse(row.payload);
        return {
          id: row.id,
          kind: row.kind,
          to: payload.to,
          subject: payload.subject ?? null,
          text: payload.text,
          status: row.status,
          created_at: new Date(row.createdAt).toISOString(),
        };
      });
      if (request.headers.accept?.includes('text/html')) {
        return sendAsIs(reply, 'text/html; charset=utf-8', page(to, messages));
      }
      return ok({ messages });
    },
  );
};
