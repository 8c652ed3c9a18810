import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrorMap } from '#domain/errors';
import { CATALOGUE, catalogueMessage } from '#domain/errors';
import { ApiError, FieldErrors, fieldErrorBody, refusalBody } from './envelope';

// The one place where failures become answers: field errors 422, refusals with the catalogue's texts,
// and unexpected failures as a generic 500 carrying the request id (details go to the log only).

const MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request as application/json.',
};

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
  });
}

/** An unknown API path: the envelope with 404 'Not found'. */
export function sendNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(refusalBody(CATALOGUE[404]));
}
