// The document calls of the uploader page (motor sections 2.8 and 7). Each answers the reloaded list, so
// the page replaces what it shows without asking again. The pay_sec_hash is the only credential.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#domain/fields';
import {
  documentsAnswerSchema,
  getDocumentsSchema,
  hashCodeSchema,
  removeDocumentSchema,
  submitDocumentsSchema,
  uploadFieldsSchema,
} from '#domain/motor/document-calls';
import { envelopeOf, notFound, ok, refusals } from '#server/http/envelope';
import { FILE_PATH } from './documents-answer';
import type { DocumentsService } from './documents.service';
import { sendFile } from './file-reply';
import { readUpload } from './upload-parts';

const answer = { 200: envelopeOf(documentsAnswerSchema), ...refusals };

/** Needs the multipart parser registered with UPLOAD_LIMITS in the same scope. */
export const documentRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.post(
    '/v3/documents/get_documents',
    {
      schema: {
        tags: ['documents'],
        summary: "An application's three document slots and its policy information",
        body: getDocumentsSchema,
        response: answer,
      },
    },
    async (request) => ok(await documents.answer(request.body.hash_code)),
  );

  app.post(
    '/v3/documents/upload_documents',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Upload a slot\'s file: multipart fields id and hash_code, file part "asset" (JPG, PNG, GIF or ' +
          'PDF by content, at most 10 MB); replaces the file there. An application takes at most ' +
          'DOCUMENT_UPLOADS_PER_DAY uploads in 24 hours (429 past it)',
        consumes: ['multipart/form-data'],
        response: answer,
      },
    },
    async (request) => {
      const { fields, file } = await readUpload(request, uploadFieldsSchema);
      return ok(await documents.upload(fields, file));
    },
  );

  app.post(
    '/v3/documents/remove_document',
    {
      schema: {
        tags: ['documents'],
        summary: "Remove a slot's file while it is not under review",
        body: removeDocumentSchema,
        response: answer,
      },
    },
    async (request) => ok(await documents.remove(request.body)),
  );

  app.post(
    '/v3/documents/submit-for-review',
    {
      schema: {
        tags: ['documents'],
        summary: 'Submit the uploaded documents for review (app_code ONLINE: all three are needed)',
        body: submitDocumentsSchema,
        response: answer,
      },
    },
    async (request) => ok(await documents.submit(request.body)),
  );
};

/**
 * GET the file of a slot, to the holder of the hash only. Outside the auth_key scope: the page shows it
 * in <img> and <iframe>, which cannot send headers. A replaced or removed file is no longer served.
 */
export const documentFileRoutes: FastifyPluginAsyncZod<{ documents: DocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    `${FILE_PATH}/:hash_code/:key`,
    {
      schema: {
        tags: ['documents'],
        summary: "A slot's current file, served inline with its type as read from its content",
        security: [],
        params: z.object({ hash_code: hashCodeSchema, key: text() }),
        response: { 404: refusals[404], 422: refusals[422] },
      },
    },
    async (request, reply) => {
      const file = await documents.file(request.params.hash_code, request.params.key);
      if (file === undefined) throw notFound();
      return sendFile(reply, file, 'private, max-age=3600');
    },
  );
};
