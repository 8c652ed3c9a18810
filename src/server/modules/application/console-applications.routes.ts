// The console's applications (issue 22): every staff member reads them, an insurer's staff member only
// their insurer's. Read-only: nothing here changes anything, so nothing is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationDetailSchema,
  applicationQuerySchema,
  applicationRowSchema,
  pipelineSchema,
} from '#domain/console/applications';
import { CONSOLE_API, CONSOLE_AREAS, pageOf } from '#domain/console/calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { ConsoleApplications } from './console-applications.service';

const tags = ['console'];
const params = z.object({ id: z.coerce.number().int().positive() });

export const consoleApplicationRoutes: FastifyPluginAsyncZod<{
  applications: ConsoleApplications;
  access: ConsoleAccess;
}> = async (app, { applications, access }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.applications);
  const { insurerOf } = access;

  app.get(
    `${CONSOLE_API}/applications/pipeline`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'How many quotes and applications are at each stage, from quoted to cover note',
        security: STAFF_SECURITY,
        response: { 200: envelopeOf(pipelineSchema), ...refusals },
      },
    },
    async (request) => ok(await applications.pipeline(insurerOf(request))),
  );

  app.get(
    `${CONSOLE_API}/applications`,
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Applications of a stage and insurer, or matching a search, newest or oldest first, a page at a time',
        security: STAFF_SECURITY,
        querystring: applicationQuerySchema,
        response: { 200: envelopeOf(pageOf(applicationRowSchema)), ...refusals },
      },
    },
    async (request) => ok(await applications.page(request.query, insurerOf(request))),
  );

  app.get(
    `${CONSOLE_API}/applications/:id`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'One application with its history, its documents and its payments with their notifications',
        security: STAFF_SECURITY,
        params,
        response: { 200: envelopeOf(applicationDetailSchema), ...refusals },
      },
    },
    async (request) => ok(await applications.one(request.params.id, insurerOf(request))),
  );
};
