import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseVehicleType } from '#domain/motor/vehicle-types';
import { manufactureYears } from '#domain/motor/manufacture-years';
import { typicalRange } from '#domain/motor/market-value';
import {
  companyQuerySchema,
  companySchema,
  insurerFactsSchema,
  makeSchema,
  marketValueQuerySchema,
  marketValueRangeSchema,
  modelQuerySchema,
  modelSchema,
  ncbYearSchema,
  optionSchema,
  vehicleTypeItemSchema,
  vehicleTypeQuerySchema,
} from '#domain/motor/reference-calls';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { referenceRepository } from './reference.repository';

// The reference lists of the motor journey (motor document, section 7). An unknown vehicle type, make
// or company type answers an empty list; a malformed query answers field errors.

const list = <T extends z.ZodType>(item: T) => ({ 200: envelopeOf(z.array(item)), ...refusals });

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = referenceRepository(db);
  const tags = ['reference'];

  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=600');
  });

  app.get('/v1/vehicle/type', { schema: { tags, response: list(vehicleTypeItemSchema) } }, async () =>
    ok(await repository.vehicleTypes()),
  );

  app.get('/v1/vehicle/ncb_years', { schema: { tags, response: list(ncbYearSchema) } }, async () =>
    ok(await repository.ncbYears()),
  );

  app.get('/v1/vehicle/manufacture_years', { schema: { tags, response: list(optionSchema) } }, async () =>
    ok(manufactureYears(new Date()).map((year) => ({ label: String(year), value: String(year) }))),
  );

  for (const [path, list_] of [
    ['/v1/vehicle/fuel_type', 'fuel_type'],
    ['/v1/vehicle/usage', 'usage'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, querystring: vehicleTypeQuerySchema, response: list(optionSchema) } },
      async (request) => {
        const vehicleType = parseVehicleType(request.query.type);
        return ok(vehicleType ? await repository.options(list_, vehicleType) : []);
      },
    );
  }

  app.get(
    '/v1/vehicle/make',
    {
      schema: {
        tags,
        querystring: vehicleTypeQuerySchema,
        response: list(makeSchema),
      },
    },
    async (request) => {
      const vehicleType = parseVehicleType(request.query.type);
      return ok(vehicleType ? await repository.makes(vehicleType) : []);
    },
  );

  app.get(
    '/v1/vehicle/model',
    {
      schema: {
        tags,
        querystring: modelQuerySchema,
        response: list(modelSchema),
      },
    },
    async (request) => {
      const vehicleType = parseVehicleType(request.query.type);
      return ok(vehicleType ? await repository.models(vehicleType, request.query.id) : []);
    },
  );

  // The typical market value range of a model and year (decision 031); null without a reference value.
  app.get(
    '/v1/vehicle/market_value',
    {
      schema: {
        tags,
        querystring: marketValueQuerySchema,
        response: { 200: envelopeOf(marketValueRangeSchema), ...refusals },
      },
    },
    async (request) => {
      const { type, make, model, year } = request.query;
      const vehicleType = parseVehicleType(type);
      const newPrice = vehicleType ? await repository.newPrice(vehicleType, make, model) : undefined;
      return ok(newPrice === undefined ? null : typicalRange(newPrice, year, new Date().getFullYear()));
    },
  );

  app.get('/v1/company/finacial', { schema: { tags, response: list(companySchema) } }, async () =>
    ok(await repository.companies('F')),
  );

  app.get(
    '/v1/company/get',
    { schema: { tags, querystring: companyQuerySchema, response: list(companySchema) } },
    async (request) => {
      const type = request.query.type;
      return ok(type === 'I' || type === 'F' ? await repository.companies(type) : []);
    },
  );

  app.get('/v1/company/insurer_facts', { schema: { tags, response: list(insurerFactsSchema) } }, async () =>
    ok(await repository.insurerFacts()),
  );
};
