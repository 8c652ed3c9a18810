import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#domain/fields';
import { COVER_NOTE_FILE_PREFIX } from '#domain/motor/cover-note';
import {
  coverNoteSchema,
  coverVerificationQuerySchema,
  coverVerificationSchema,
  proposalFormSchema,
} from '#domain/motor/proposal-calls';
import { envelopeOf, notFound, ok, refusals, sendAsIs } from '#server/http/envelope';
import type { CoverNoteService } from './cover-note.service';
import type { ProposalService } from './proposal.service';
import { siteOf } from '#server/http/site';

const tags = ['proposal'];

/**
 * The public verification's own limit per client address: enough for a police officer or a garage to
 * check a handful of notes, far too few to walk cover note numbers (40 random bits). Counted apart
 * from the other API reads.
 */
export const VERIFY_LIMIT = { max: 20, timeWindow: '1 minute' };

// The proposal page's save and the verification page's call, inside the auth_key scope like every API call.
export const coverNoteRoutes: FastifyPluginAsyncZod<{
  proposals: ProposalService;
  coverNotes: CoverNoteService;
  publicUrl?: string;
}> = async (app, { proposals, coverNotes, publicUrl }) => {
  app.post(
    '/v2/cover-note/gen',
    {
      schema: {
        tags,
        summary:
          "Save the proposal and issue the cover note: its PDF's link, e-mailed and sent by SMS to the " +
          'customer; the same details again answer the same cover note',
        body: proposalFormSchema,
        response: { 200: envelopeOf(coverNoteSchema), ...refusals },
      },
    },
    async (request) => ok(await proposals.generate(request.body, siteOf(request, publicUrl))),
  );

  app.get(
    '/v3/cover-note/verify',
    {
      config: { rateLimit: VERIFY_LIMIT },
      schema: {
        tags,
        summary:
          'Whether the cover of a cover note number is in force now, and only what a roadside check needs',
        querystring: coverVerificationQuerySchema,
        response: { 200: envelopeOf(coverVerificationSchema), ...refusals },
      },
    },
    async (request) => ok(await coverNotes.verify(request.query.cover_note_no)),
  );
};

/**
 * GET a cover note's PDF by the random key of its link. Outside the auth_key scope: the link is opened
 * from the e-mail and the SMS, where no key can be sent; the key itself is the credential.
 */
export const coverNoteFileRoutes: FastifyPluginAsyncZod<{ coverNotes: CoverNoteService }> = async (
  app,
  { coverNotes },
) => {
  app.get(
    `${COVER_NOTE_FILE_PREFIX}:download_key`,
    {
      schema: {
        tags,
        summary: "A cover note's PDF, as an attachment",
        security: [],
        params: z.object({ download_key: text() }),
        response: { 404: refusals[404] },
      },
    },
    async (request, reply) => {
      const file = await coverNotes.file(request.params.download_key);
      if (file === undefined) throw notFound();
      reply
        .header('content-disposition', `attachment; filename="cover-note-${file.coverNoteNo}.pdf"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return sendAsIs(reply, 'application/pdf', file.content);
    },
  );
};
