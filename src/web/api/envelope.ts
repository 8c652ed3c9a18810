import type { FieldErrorMap } from '#domain/errors';
import { CATALOGUE, ENVELOPE_STATUS, catalogueMessage } from '#domain/errors';
import { ApiError } from './api-error';

// Every answer is the envelope { status, success, data, error }; this reads it as the error catalogue
// (motor document, section 8) says: the data on success, else an ApiError with the message to show.

/** An answer as read off the wire: the HTTP status and the parsed JSON body (undefined when not JSON). */
export interface RawAnswer {
  httpStatus: number;
  body: unknown;
}

/** The answer's status and JSON body; a body that is not JSON reads as undefined. */
export async function readAnswer(response: Response): Promise<RawAnswer> {
  return { httpStatus: response.status, body: await response.json().catch(() => undefined) };
}

interface EnvelopeLike {
  status: number;
  success: boolean;
  data?: unknown;
  error?: { error_format?: unknown; message?: unknown; errors?: unknown; request_id?: unknown } | null;
}

const isEnvelope = (body: unknown): body is EnvelopeLike =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as EnvelopeLike).status === 'number' &&
  typeof (body as EnvelopeLike).success === 'boolean';

/** Keeps the fields whose messages are text; undefined when none is left. */
function fieldErrorsOf(errors: unknown): FieldErrorMap | undefined {
  if (typeof errors !== 'object' || errors === null) return undefined;
  const map: FieldErrorMap = {};
  for (const [field, messages] of Object.entries(errors)) {
    const texts = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    );
    if (texts.length > 0) map[field] = texts;
  }
  return Object.keys(map).length > 0 ? map : undefined;
}

/** The catalogue's reading of an answer: data on success, otherwise an ApiError with its message. */
export function decode<T>({ httpStatus, body }: RawAnswer): T {
  if (!isEnvelope(body)) {
    // A 2xx that is not an envelope is no answer we can use: the catalogue's 'unknown'.
    const ok = httpStatus >= 200 && httpStatus < 300;
    throw new ApiError({ message: ok ? CATALOGUE.unknown : catalogueMessage(httpStatus), httpStatus });
  }
  if (body.success && body.status === ENVELOPE_STATUS.ok) return body.data as T;

  const error = body.error ?? {};
  const requestId = typeof error.request_id === 'string' ? error.request_id : undefined;
  const fieldErrors = error.error_format === 1 ? fieldErrorsOf(error.errors) : undefined;
  if (fieldErrors) {
    // Field errors belong under their inputs; the message is only for callers without a form.
    const first = Object.values(fieldErrors)[0]?.[0] ?? CATALOGUE[400];
    throw new ApiError({ message: first, httpStatus, fieldErrors, requestId });
  }
  const message =
    typeof error.message === 'string' && error.message !== '' ? error.message : catalogueMessage(httpStatus);
  throw new ApiError({ message, httpStatus, requestId });
}
