import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { matches, requiredString, requiredValue } from '#domain/fields';
import { parseVehicleType } from '#domain/motor/vehicle-types';
import { manufactureYears } from '#domain/motor/manufacture-years';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { referenceRepository } from './reference.repository';

// The reference lists of the motor journey (motor document, section 7). An unknown vehicle type, make
// or company type answers an empty list; a malformed query answers field errors.

const vehicleTypeQuery = requiredString([matches(/^[A-Za-z][A-Za-z -]{0,39}$/, 'Vehicle type is not valid')]);
const makeId = requiredValue([matches(/^[1-9]\d{0,8}$/, 'Make id is not valid')], Number);

const typeQuery = z.object({ type: vehicleTypeQuery });
const modelQuery = z.object({ type: vehicleTypeQuery, id: makeId });
const companyQuery = z.object({
  type: requiredValue([matches(/^[A-Za-z]$/, 'Company type is not valid')], (type) => type.toUpperCase()),
});

const option = z.object({ label: z.string(), value: z.string() });
const company = z.object({ id: z.number().int(), company_name: z.string(), company_code: z.string() });

const list = <T extends z.ZodType>(item: T) => ({ 200: envelopeOf(z.array(item)), ...refusals });

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repository = referenceRepository(db);
  const tags = ['reference'];

  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'private, max-age=600');
  });

  app.get(
    '/v1/vehicle/type',
    { schema: { tags, response: list(z.object({ vehicle_type: z.string(), label: z.string() })) } },
    async () => ok(await repository.vehicleTypes()),
  );

  app.get(
    '/v1/vehicle/ncb_years',
    { schema: { tags, response: list(z.object({ year: z.string(), id: z.number().int() })) } },
    async () => ok(await repository.ncbYears()),
  );

  app.get(
    '/v1/vehicle/manufacture_years',
    { schema: { tags, response: list(z.object({ label: z.string(), value: z.string() })) } },
    async () =>
      ok(manufactureYears(new Date()).map((year) => ({ label: String(year), value: String(year) }))),
  );

  for (const [path, list_] of [
    ['/v1/vehicle/fuel_type', 'fuel_type'],
    ['/v1/vehicle/usage', 'usage'],
  ] as const) {
    app.get(path, { schema: { tags, querystring: typeQuery, response: list(option) } }, async (request) => {
      const vehicleType = parseVehicleType(request.query.type);
      return ok(vehicleType ? await repository.options(list_, vehicleType) : []);
    });
  }

  app.get(
    '/v1/vehicle/make',
    {
      schema: {
        tags,
        querystring: typeQuery,
        response: list(z.object({ id: z.number().int(), make: z.string() })),
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
        querystring: modelQuery,
        response: list(z.object({ id: z.number().int(), model: z.string() })),
      },
    },
    async (request) => {
      const vehicleType = parseVehicleType(request.query.type);
      return ok(vehicleType ? await repository.models(vehicleType, request.query.id) : []);
    },
  );

  app.get('/v1/company/finacial', { schema: { tags, response: list(company) } }, async () =>
    ok(await repository.companies('F')),
  );

  app.get(
    '/v1/company/get',
    { schema: { tags, querystring: companyQuery, response: list(company) } },
    async (request) => {
      const type = request.query.type;
      return ok(type === 'I' || type === 'F' ? await repository.companies(type) : []);
    },
  );
};
