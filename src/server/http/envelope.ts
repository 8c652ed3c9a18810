import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FieldErrorMap } from '#domain/errors';
import { CATALOGUE, ENVELOPE_STATUS } from '#domain/errors';

// The answer of every call: { status, success, data, error } (architecture, API conventions).

export const ok = <T>(data: T) => ({ status: ENVELOPE_STATUS.ok, success: true as const, data, error: null });

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(200), success: z.literal(true), data, error: z.null() });

const refusal = z.object({
  status: z.literal(800),
  success: z.literal(false),
  data: z.null(),
  error: z.object({ error_format: z.literal(0), message: z.string(), request_id: z.string().optional() }),
});

const fieldRefusal = z.object({
  status: z.literal(1002),
  success: z.literal(false),
  data: z.null(),
  error: z.object({ error_format: z.literal(1), errors: z.record(z.string(), z.array(z.string())) }),
});

/** Response schemas for the refusals a route can give, for `schema.response`. */
export const refusals = {
  400: refusal,
  401: refusal,
  403: refusal,
  404: refusal,
  409: refusal,
  // A link that has expired (docs/decisions/027).
  410: refusal,
  422: fieldRefusal,
  429: refusal,
  500: refusal,
} as const;

export const refusalBody = (message: string, requestId?: string) => ({
  status: ENVELOPE_STATUS.refused,
  success: false as const,
  data: null,
  error: { error_format: 0 as const, message, ...(requestId ? { request_id: requestId } : {}) },
});

export const fieldErrorBody = (errors: FieldErrorMap) => ({
  status: ENVELOPE_STATUS.fieldErrors,
  success: false as const,
  data: null,
  error: { error_format: 1 as const, errors },
});

/**
 * Sends an envelope serialised beforehand, for answers that never change (a priced quote): Fastify sends
 * the bytes as they are, so the route's response schema documents the answer but does not re-check it;
 * the route's API tests check it against the schema instead.
 */
export const sendSerialised = (reply: FastifyReply, json: Buffer) =>
  sendAsIs(reply, 'application/json; charset=utf-8', json);

/**
 * Sends a body no response schema describes (a stored file, a demo page) as it is. A route's reply is
 * typed by its schemas; taken here as a plain reply, it sends what the route's schemas cannot name.
 */
export const sendAsIs = (reply: FastifyReply, contentType: string, body: Buffer | string) =>
  reply.type(contentType).send(body);

/** A refusal with a message meant for the caller, e.g. `new ApiError(409, 'This quote has expired...')`. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

/** 'Not found' (404): the catalogue's text unless the call has its own, e.g. an unknown partner customer. */
export const notFound = (message: string = CATALOGUE[404]) => new ApiError(404, message);

/** Field errors found after the schema passed, e.g. by a check that needs the database. */
export class FieldErrors extends Error {
  constructor(readonly errors: FieldErrorMap) {
    super('field errors');
  }
}
