// The console's tariffs and promotions (issue 22, decision 046), for admins only: an insurer's versions
// and promotions, a version's file, a new version or promotion previewed on the sample vehicles and saved,
// a scheduled version withdrawn and a promotion ended early; promotions also as a CSV file, downloaded
// and uploaded (all added or none). Every change lands in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONSOLE_API, CONSOLE_AREAS, pageOf } from '#domain/console/calls';
import {
  endPromotionSchema,
  insurerQuerySchema,
  MAX_TARIFF_CHARS,
  newPromotionSchema,
  previewSchema,
  promotionFilePreviewSchema,
  promotionFileSchema,
  promotionSchema,
  TARIFF_FORMATS,
  tariffPreviewSchema,
  tariffScheduleSchema,
  tariffVersionSchema,
} from '#domain/console/tariffs';
import { envelopeOf, ok, refusals, sendAsIs } from '#server/http/envelope';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { TariffAdmin } from './tariff-admin.service';

const tags = ['console'];
const params = z.object({ id: z.coerce.number().int().positive() });
/** A tariff file of MAX_TARIFF_CHARS inside a JSON body: every character may take up to 6 bytes (\uXXXX). */
const bodyLimit = 6 * MAX_TARIFF_CHARS + 1024;

export const consoleTariffRoutes: FastifyPluginAsyncZod<{
  tariffs: TariffAdmin;
  access: ConsoleAccess;
}> = async (app, { tariffs, access }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.tariffs);
  const schema = { tags, security: STAFF_SECURITY };

  app.get(
    `${CONSOLE_API}/tariffs`,
    {
      onRequest,
      schema: {
        ...schema,
        summary:
          "An insurer's tariff versions, the latest start first, each in force, scheduled or superseded",
        querystring: insurerQuerySchema,
        response: { 200: envelopeOf(pageOf(tariffVersionSchema)), ...refusals },
      },
    },
    async (request) => ok(await tariffs.versions(request.query)),
  );

  // One route a format, so that the file's address ends as its name does (tariff.csv).
  for (const format of TARIFF_FORMATS) {
    app.get(
      `${CONSOLE_API}/tariffs/:id/tariff.${format}`,
      {
        onRequest,
        schema: {
          ...schema,
          summary: `A version's tariff as ${format === 'json' ? 'the JSON document' : 'CSV (path,value rows)'}, to edit and upload again`,
          params,
          response: { 401: refusals[401], 403: refusals[403], 404: refusals[404], 422: refusals[422] },
        },
      },
      async (request, reply) => {
        const file = await tariffs.download(request.params.id, format);
        reply
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store');
        return sendAsIs(reply, file.type, file.body);
      },
    );
  }

  app.post(
    `${CONSOLE_API}/tariffs/preview`,
    {
      onRequest,
      bodyLimit,
      schema: {
        ...schema,
        summary: "A tariff file's premiums on the sample vehicles beside the version in force on its date",
        body: tariffPreviewSchema,
        response: { 200: envelopeOf(previewSchema), ...refusals },
      },
    },
    async (request) => ok(await tariffs.previewTariff(request.body)),
  );

  app.post(
    `${CONSOLE_API}/tariffs`,
    {
      onRequest,
      bodyLimit,
      schema: {
        ...schema,
        summary: 'Save a tariff file as a new version in force from its date (today or later)',
        body: tariffScheduleSchema,
        response: { 200: envelopeOf(tariffVersionSchema), ...refusals },
      },
    },
    async (request) => {
      const version = await tariffs.schedule(request.body);
      await access.record(request, {
        action: 'tariff.schedule',
        subject: `tariff:${version.id}`,
        before: null,
        after: version,
      });
      return ok(version);
    },
  );

  app.post(
    `${CONSOLE_API}/tariffs/:id/withdraw`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Withdraw a version not yet in force (no quote can have been priced on it)',
        params,
        response: { 200: envelopeOf(tariffVersionSchema), ...refusals },
      },
    },
    async (request) => {
      const version = await tariffs.withdraw(request.params.id);
      await access.record(request, {
        action: 'tariff.withdraw',
        subject: `tariff:${version.id}`,
        before: version,
        after: null,
      });
      return ok(version);
    },
  );

  app.get(
    `${CONSOLE_API}/promotions`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: "An insurer's promotions, the latest start first, each current, scheduled or ended",
        querystring: insurerQuerySchema,
        response: { 200: envelopeOf(pageOf(promotionSchema)), ...refusals },
      },
    },
    async (request) => ok(await tariffs.promotions(request.query)),
  );

  app.post(
    `${CONSOLE_API}/promotions/preview`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: "The sample vehicles' premiums from a new promotion's start, without and with it",
        body: newPromotionSchema,
        response: { 200: envelopeOf(previewSchema), ...refusals },
      },
    },
    async (request) => ok(await tariffs.previewPromotion(request.body)),
  );

  app.post(
    `${CONSOLE_API}/promotions`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'Add a promotion from its start date (today or later)',
        body: newPromotionSchema,
        response: { 200: envelopeOf(promotionSchema), ...refusals },
      },
    },
    async (request) => {
      const promotion = await tariffs.addPromotion(request.body);
      await access.record(request, {
        action: 'promotion.add',
        subject: `promotion:${promotion.id}`,
        before: null,
        after: promotion,
      });
      return ok(promotion);
    },
  );

  app.get(
    `${CONSOLE_API}/promotions/promotions.csv`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: "An insurer's current and scheduled promotions as CSV, one a row: the file the upload reads",
        querystring: insurerQuerySchema.pick({ company_id: true }),
        response: { 401: refusals[401], 403: refusals[403], 422: refusals[422] },
      },
    },
    async (request, reply) => {
      const file = await tariffs.promotionsFile(request.query.company_id);
      reply
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store');
      return sendAsIs(reply, file.type, file.body);
    },
  );

  app.post(
    `${CONSOLE_API}/promotions/upload/preview`,
    {
      onRequest,
      bodyLimit,
      schema: {
        ...schema,
        summary:
          'A CSV file of promotions checked row by row, each previewed on the sample vehicles from its start',
        body: promotionFileSchema,
        response: { 200: envelopeOf(promotionFilePreviewSchema), ...refusals },
      },
    },
    async (request) => ok(await tariffs.previewPromotionFile(request.body)),
  );

  app.post(
    `${CONSOLE_API}/promotions/upload`,
    {
      onRequest,
      bodyLimit,
      schema: {
        ...schema,
        summary: 'Add every promotion of a CSV file at once, or none when a row is refused',
        body: promotionFileSchema,
        response: { 200: envelopeOf(z.array(promotionSchema)), ...refusals },
      },
    },
    async (request) => {
      const added = await tariffs.addPromotionFile(request.body);
      for (const promotion of added) {
        await access.record(request, {
          action: 'promotion.add',
          subject: `promotion:${promotion.id}`,
          before: null,
          after: promotion,
        });
      }
      return ok(added);
    },
  );

  app.post(
    `${CONSOLE_API}/promotions/:id/end`,
    {
      onRequest,
      schema: {
        ...schema,
        summary: 'End a promotion early: its last day, yesterday (ended now) or later',
        params,
        body: endPromotionSchema,
        response: { 200: envelopeOf(promotionSchema), ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { before, after } = await tariffs.endPromotion(id, request.body.last_day);
      await access.record(request, { action: 'promotion.end', subject: `promotion:${id}`, before, after });
      return ok(after);
    },
  );
};
