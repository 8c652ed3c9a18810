// The console's payments (issue 22): admins and operators only; an insurer's staff member sees their
// applications' payments on the application's page, without the gateway's bodies (decision 045).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentQuerySchema, paymentRowSchema } from '#domain/console/applications';
import { CONSOLE_API, CONSOLE_AREAS, pageOf } from '#domain/console/calls';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import { paymentPage } from './console-payments.service';

export const consolePaymentRoutes: FastifyPluginAsyncZod<{ db: Db; access: ConsoleAccess }> = async (
  app,
  { db, access },
) => {
  app.get(
    `${CONSOLE_API}/payments`,
    {
      onRequest: access.requireStaff(CONSOLE_AREAS.payments),
      schema: {
        tags: ['console'],
        summary: 'Payments of a status and provider, or matching an order id or QOT number, newest first',
        security: STAFF_SECURITY,
        querystring: paymentQuerySchema,
        response: { 200: envelopeOf(pageOf(paymentRowSchema)), ...refusals },
      },
    },
    async (request) => ok(await paymentPage(db, request.query)),
  );
};
