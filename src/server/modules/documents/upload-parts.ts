// The multipart body of an upload (motor section 3, "Upload payload: asset (file), id, hash_code"). The
// route's schema cannot see multipart fields, so they are read here and checked with the shared schema.
// The body is streamed, not held by the app's JSON body limit: only the file, at most 10 MB, is kept.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '#domain/motor/documents';
import { uploadFieldsSchema } from '#domain/motor/document-calls';
import type { FieldErrorMap } from '#domain/errors';
import { FieldErrors } from '#server/http/envelope';
import type { UploadedFile } from './documents.service';
import { refuseAsset } from './documents.service';

const ASSET = 'asset';

/** The multipart parser's limits for the upload route: one file and its two small text fields. */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 };

const isRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode < 500;

/** The text fields as sent and the file part `asset`; the file is read whole, up to the size limit. */
async function partsOf(request: FastifyRequest) {
  if (!request.isMultipart()) throw refuseAsset(DOCUMENT_MESSAGES.fileRequired);
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === ASSET) file = { content: await part.toBuffer(), fileName: part.filename };
      // The parser waits until a file part is read before it gives the next part.
      else part.file.resume();
    }
  } catch (error) {
    // Past the limit the parser stops keeping the file and the rest of the body is drained unread.
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw refuseAsset(DOCUMENT_MESSAGES.tooLarge);
    }
    // The parser's own refusals (too many parts) carry their status; a body that is not well-formed
    // multipart (no boundary, cut short) comes as a plain error from the parser underneath.
    if (isRefusal(error)) throw error;
    throw refuseAsset(DOCUMENT_MESSAGES.unreadable);
  }
  return { fields, file };
}

/** The upload's fields, checked as a JSON body would be, and its file; 422 field errors otherwise. */
export async function readUpload(request: FastifyRequest): Promise<{
  fields: z.output<typeof uploadFieldsSchema>;
  file: UploadedFile;
}> {
  const { fields, file } = await partsOf(request);
  const parsed = uploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors: FieldErrorMap = {};
    for (const [field, messages] of Object.entries(z.flattenError(parsed.error).fieldErrors))
      if (messages !== undefined) errors[field] = messages;
    throw new FieldErrors(errors);
  }
  if (file === undefined) throw refuseAsset(DOCUMENT_MESSAGES.fileRequired);
  return { fields: parsed.data, file };
}
