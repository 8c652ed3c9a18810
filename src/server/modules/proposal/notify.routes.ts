import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notifyAnswerSchema, notifySchema } from '#domain/motor/proposal-calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { CoverNoteService } from './cover-note.service';

// The spec's notification call (motor section 7), inside the auth_key scope: the machine credential, and
// a cover note link with its own e-mail address and mobile number, not a message of the caller's making.
export const notifyRoutes: FastifyPluginAsyncZod<{ coverNotes: CoverNoteService }> = async (
  app,
  { coverNotes },
) => {
  app.post(
    '/notification-api/v1/notify',
    {
      schema: {
        tags: ['proposal'],
        summary:
          "The cover note e-mail (MOT_CVN_SEND) of the caller's own cover note: sent once, when the note " +
          'was made; answers its state and sends nothing new',
        body: notifySchema,
        response: { 200: envelopeOf(notifyAnswerSchema), ...refusals },
      },
    },
    async (request) => ok(await coverNotes.notify(request.body)),
  );
};
