// POST /dev/documents/review (demo mode only): the insurer's decision on a submitted document, accepted or
// rejected with a reason, as its back office would send it; that office is not built. It lets a demo or a
// browser test show a rejected document being replaced. The app does not register it in production mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredString } from '#domain/fields';
import { DOCUMENT_SLOTS, DOCUMENT_STATUS } from '#domain/motor/documents';
import { documentsAnswerSchema, hashCodeSchema } from '#domain/motor/document-calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { siteOf } from '#server/http/site';
import type { DocumentsService } from '../documents/documents.service';

const DOC_IDS: number[] = DOCUMENT_SLOTS.map(({ doc_id }) => doc_id);
const { accepted: ACCEPTED, rejected: REJECTED } = DOCUMENT_STATUS;

const reviewSchema = z
  .object({
    hash_code: hashCodeSchema,
    doc_id: z.number().refine((id) => DOC_IDS.includes(id), `Choose one of ${DOC_IDS.join(', ')}`),
    status: z.union([z.literal(ACCEPTED), z.literal(REJECTED)]),
    reason: requiredString().optional(),
  })
  .refine((review) => review.status !== REJECTED || review.reason !== undefined, {
    path: ['reason'],
    message: 'Give the reason of a rejection',
  });

export const devDocumentsRoutes: FastifyPluginAsyncZod<{
  documents: DocumentsService;
  publicUrl?: string;
}> = async (app, { documents, publicUrl }) => {
  app.post(
    '/dev/documents/review',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['demo'],
        summary: 'Demo mode only: accept a submitted document, or reject it with a reason',
        body: reviewSchema,
        response: { 200: envelopeOf(documentsAnswerSchema), ...refusals },
      },
    },
    async (request) => {
      const { reason, ...review } = request.body;
      const site = siteOf(request, publicUrl);
      return ok(await documents.review({ ...review, reason: reason ?? null }, site));
    },
  );
};
