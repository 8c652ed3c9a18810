import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrorMap } from '#domain/errors';
import { CATALOGUE, catalogueMessage } from '#domain/errors';
import { ApiError, FieldErrors, fieldErrorBody, refusalBody } from './envelope';

// The one place where failures become answers: field errors 422, refusals with the catalogue's texts,
// and unexpected failures as a generic 500 carrying the request id (details go to the log only). The
// router's refusals (an address it cannot decode) and Node's (headers too large) answer the same way.

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: /*i18n*/ 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: /*i18n*/ 'Send the request as application/json.',
  FST_ERR_MAX_PARAM_LENGTH: /*i18n*/ 'The address is too long.',
  HPE_HEADER_OVERFLOW: /*i18n*/ 'The request headers are too large.',
  ERR_HTTP_REQUEST_TIMEOUT: /*i18n*/ 'The request took too long to arrive.',
};

/**
 * Every failure's answer: the app's error handler, and Fastify's `frameworkErrors` for an address the
 * router refuses (bad percent-encoding, too long).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldErrorMap = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body');
      (errors[field] ??= []).push(issue.message ?? 'not valid');
    }
    return reply.code(422).send(fieldErrorBody(errors));
  }
  if (error instanceof FieldErrors) return reply.code(422).send(fieldErrorBody(error.errors));
  if (error instanceof ApiError) return reply.code(error.httpStatus).send(refusalBody(error.message));

  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected failure');
    return reply.code(500).send(refusalBody(CATALOGUE.unknown, request.id));
  }
  request.log.info({ code: error.code, message: error.message }, 'request refused');
  return reply.code(status).send(refusalBody(MESSAGES[error.code] ?? catalogueMessage(status)));
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * For Fastify's `clientErrorHandler`: a request Node's parser refuses before Fastify sees it (headers
 * too large: 431) gets the envelope too, written on the socket as Node's own answer would be.
 */
export function answerClientError(error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(refusalBody(MESSAGES[error.code] ?? catalogueMessage(status)));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** An unknown API path: the envelope with 404 'Not found'. */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(refusalBody(CATALOGUE[404]));
}
