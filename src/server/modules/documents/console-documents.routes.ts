// The console's document queue (issue 22): every staff member reviews, an insurer's only their insurer's
// applications. Each decision lands in the audit log with the document before and after.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONSOLE_API,
  CONSOLE_AREAS,
  documentQueueQuerySchema,
  documentReviewSchema,
  pageOf,
  queueDocumentSchema,
} from '#domain/console/calls';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { siteOf } from '#server/http/site';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { DocumentQueue } from './document-queue.service';
import { sendFile } from './file-reply';

const tags = ['console'];
const params = z.object({ id: z.coerce.number().int().positive() });
const answer = { 200: envelopeOf(queueDocumentSchema), ...refusals };

export const consoleDocumentRoutes: FastifyPluginAsyncZod<{
  queue: DocumentQueue;
  access: ConsoleAccess;
  publicUrl?: string;
}> = async (app, { queue, access, publicUrl }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.documents);
  const { insurerOf } = access;

  app.get(
    `${CONSOLE_API}/documents`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Documents of a status (submitted by default), the longest waiting first, a page at a time',
        security: STAFF_SECURITY,
        querystring: documentQueueQuerySchema,
        response: { 200: envelopeOf(pageOf(queueDocumentSchema)), ...refusals },
      },
    },
    async (request) => ok(await queue.page(request.query, insurerOf(request))),
  );

  app.get(
    `${CONSOLE_API}/documents/:id`,
    {
      onRequest,
      schema: { tags, summary: 'One document slot', security: STAFF_SECURITY, params, response: answer },
    },
    async (request) => ok(await queue.one(request.params.id, insurerOf(request))),
  );

  app.get(
    `${CONSOLE_API}/documents/:id/file`,
    {
      onRequest,
      schema: {
        tags,
        summary: "A document slot's current file, inline with its type as read from its content",
        security: STAFF_SECURITY,
        params,
        response: { 401: refusals[401], 403: refusals[403], 404: refusals[404], 422: refusals[422] },
      },
    },
    async (request, reply) =>
      // Not kept by the browser: a signed-out console must not show it again from its cache.
      sendFile(reply, await queue.file(request.params.id, insurerOf(request)), 'private, no-store'),
  );

  app.post(
    `${CONSOLE_API}/documents/:id/review`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Accept a submitted document (3), or reject it (4) with the reason the customer is told',
        security: STAFF_SECURITY,
        params,
        body: documentReviewSchema,
        response: answer,
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, reason } = request.body;
      const decision = { status, reason: reason ?? null };
      const site = siteOf(request, publicUrl);
      const { before, after } = await queue.review(id, insurerOf(request), decision, site);
      await access.record(request, {
        action: status === DOCUMENT_STATUS.accepted ? 'document.accept' : 'document.reject',
        subject: `application_document:${id}`,
        before,
        after,
      });
      return ok(after);
    },
  );
};
