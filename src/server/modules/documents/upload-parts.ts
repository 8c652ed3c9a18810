// The multipart body of an upload (motor section 3, "Upload payload: asset (file), id, hash_code"; and a
// claim's intimation with its photos). The route's schema cannot see multipart fields, so they are read
// here and checked with the shared schema. The body is streamed, not held by the app's JSON body limit:
// only the files, each within the parser's size limit, are kept.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_BYTES } from '#domain/motor/documents';
import type { FieldErrorMap } from '#domain/errors';
import { FieldErrors } from '#server/http/envelope';
import type { UploadedFile } from './documents.service';
import { refuseAsset } from './documents.service';

const ASSET = 'asset';

/** The multipart parser's limits for the upload route: one file and its two small text fields. */
export const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 };

/** How a multipart body is refused: each message a field error on the file part. */
export interface PartRefusals {
  refuse: (message: string) => Error;
  notMultipart: string;
  tooLarge: string;
  unreadable: string;
  /** More file parts than the parser's limit; without it, the parser's own 413. */
  tooMany?: string;
}

const isRefusal = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'statusCode' in error &&
  typeof error.statusCode === 'number' &&
  error.statusCode < 500;

/** The text fields as sent and the parts named `fileField`, each read whole, up to the size limit. */
export async function partsOf(request: FastifyRequest, fileField: string, refusals: PartRefusals) {
  const { refuse } = refusals;
  if (!request.isMultipart()) throw refuse(refusals.notMultipart);
  const fields: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value;
      else if (part.fieldname === fileField)
        files.push({ content: await part.toBuffer(), fileName: part.filename });
      // The parser waits until a file part is read before it gives the next part.
      else part.file.resume();
    }
  } catch (error) {
    // Past the limit the parser stops keeping the file and the rest of the body is drained unread.
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw refuse(refusals.tooLarge);
    // The parser's own refusals (too many parts) carry their status; a body that is not well-formed
    // multipart (no boundary, cut short) comes as a plain error from the parser underneath.
    if (refusals.tooMany && error instanceof request.server.multipartErrors.FilesLimitError)
      throw refuse(refusals.tooMany);
    if (isRefusal(error)) throw error;
    throw refuse(refusals.unreadable);
  }
  return { fields, files };
}

/** `fields` checked with `schema` as a JSON body would be; 422 field errors otherwise. */
export function checkedFields<S extends z.ZodType>(schema: S, fields: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrorMap = {};
  for (const { path, message } of parsed.error.issues)
    if (path.length > 0) (errors[String(path[0])] ??= []).push(message);
  throw new FieldErrors(errors);
}

/**
 * The upload's fields, checked with `schema` (the uploader's or the dashboard's) as a JSON body would be,
 * and its file; 422 field errors otherwise.
 */
export async function readUpload<Schema extends z.ZodObject>(
  request: FastifyRequest,
  schema: Schema,
): Promise<{ fields: z.output<Schema>; file: UploadedFile }> {
  const { fields, files } = await partsOf(request, ASSET, {
    refuse: refuseAsset,
    notMultipart: DOCUMENT_MESSAGES.fileRequired,
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
    unreadable: DOCUMENT_MESSAGES.unreadable,
  });
  const checked = checkedFields(schema, fields);
  const [file] = files;
  if (file === undefined) throw refuseAsset(DOCUMENT_MESSAGES.fileRequired);
  return { fields: checked, file };
}
