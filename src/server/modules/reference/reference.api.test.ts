import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

let app: TestApp;
let authKey: string;
beforeAll(async () => {
  ({ app } = await createTestApp());
  authKey = await authKeyFor(app);
});
afterAll(() => app.close());

async function get(url: string) {
  const response = await app.inject({ url, headers: { auth_key: authKey } });
  return { status: response.statusCode, body: response.json() };
}
const data = async (url: string) => {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  expect(body).toMatchObject({ status: 200, success: true, error: null });
  return body.data;
};

const VEHICLE_TYPES = ['Car', 'Motor-Cycle', 'Three-Wheeler', 'Dual-Purpose'];

describe('vehicle reference lists', () => {
  it('lists the four vehicle types', async () => {
    const types = await data('/v1/vehicle/type');
    expect(types.map((type: { vehicle_type: string }) => type.vehicle_type)).toEqual(VEHICLE_TYPES);
  });

  it('lists makes per vehicle type, at least 30 in all with 200 models under their types', async () => {
    const makes = new Set<string>();
    let models = 0;
    for (const type of VEHICLE_TYPES) {
      const list: { id: number; make: string }[] = await data(`/v1/vehicle/make?type=${type}`);
      expect(list.length, type).toBeGreaterThan(0);
      expect(list[0]).toEqual({ id: expect.any(Number), make: expect.any(String) });
      for (const make of list) {
        makes.add(make.make);
        models += (await data(`/v1/vehicle/model?type=${type}&id=${make.id}`)).length;
      }
    }
    expect(makes.size).toBeGreaterThanOrEqual(30);
    expect(models).toBeGreaterThanOrEqual(200);
  });

  it('keeps models under the vehicle types they belong to', async () => {
    const makeId = async (type: string, name: string) =>
      (await data(`/v1/vehicle/make?type=${type}`)).find((make: { make: string }) => make.make === name).id;
    const toyotaCars = (await data(`/v1/vehicle/model?type=Car&id=${await makeId('Car', 'Toyota')}`)).map(
      (model: { model: string }) => model.model,
    );
    expect(toyotaCars).toContain('Aqua');
    expect(toyotaCars).not.toContain('KDH 200');
    const toyotaVans = await data(
      `/v1/vehicle/model?type=Dual-Purpose&id=${await makeId('Dual-Purpose', 'Toyota')}`,
    );
    expect(toyotaVans.map((model: { model: string }) => model.model)).toContain('KDH 200');
    const bajaj = await makeId('Three-Wheeler', 'Bajaj');
    const bajajThreeWheelers = await data(`/v1/vehicle/model?type=Three-Wheeler&id=${bajaj}`);
    expect(bajajThreeWheelers.length).toBeGreaterThan(0);
    expect(await data(`/v1/vehicle/model?type=Car&id=${bajaj}`)).toEqual([]);
  });

  it('accepts the spaced forms of a vehicle type', async () => {
    expect(await data('/v1/vehicle/make?type=Three%20Wheeler')).toEqual(
      await data('/v1/vehicle/make?type=Three-Wheeler'),
    );
  });

  it('lists fuel types and usages per vehicle type, never Plug-Hybrid', async () => {
    for (const type of VEHICLE_TYPES) {
      const fuels = await data(`/v1/vehicle/fuel_type?type=${type}`);
      expect(fuels.length).toBeGreaterThan(0);
      expect(fuels[0]).toEqual({ label: expect.any(String), value: expect.any(String) });
      expect(JSON.stringify(fuels)).not.toContain('Plug-Hybrid');
      const usages = await data(`/v1/vehicle/usage?type=${type}`);
      expect(usages.map((usage: { value: string }) => usage.value)).toContain('Private');
    }
  });

  it('lists NCB years 0 to 5 and manufacture years newest first', async () => {
    const ncb = await data('/v1/vehicle/ncb_years');
    expect(ncb[0]).toEqual({ year: 'No', id: 0 });
    expect(ncb.map((entry: { id: number }) => entry.id)).toEqual([0, 1, 2, 3, 4, 5]);
    const years: { label: string; value: string }[] = await data('/v1/vehicle/manufacture_years');
    expect(years[0]).toEqual({
      label: String(new Date().getFullYear()),
      value: String(new Date().getFullYear()),
    });
    const values = years.map((year) => Number(year.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it.each([
    '/v1/vehicle/make?type=Submarine',
    '/v1/vehicle/fuel_type?type=Boat',
    '/v1/vehicle/model?type=Car&id=99999',
  ])('answers an unknown type or make with an empty list: %s', async (url) => {
    expect(await data(url)).toEqual([]);
  });

  it.each([
    ['/v1/vehicle/make', { type: ['required'] }],
    ['/v1/vehicle/make?type=', { type: ['required'] }],
    ['/v1/vehicle/usage?type=%3Cscript%3E', { type: ['Vehicle type is not valid'] }],
    ['/v1/vehicle/model?type=Car', { id: ['required'] }],
    ['/v1/vehicle/model?type=Car&id=abc', { id: ['Make id is not valid'] }],
    ['/v1/vehicle/model?type=Car&id=-4', { id: ['Make id is not valid'] }],
    ['/v1/company/get?type=insurers', { type: ['Company type is not valid'] }],
  ])('answers a malformed query with field errors: %s', async (url, errors) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(body).toEqual({ status: 1002, success: false, data: null, error: { error_format: 1, errors } });
  });
});

describe('companies', () => {
  it('lists at least 8 insurers, Fairfirst as FIL', async () => {
    const insurers = await data('/v1/company/get?type=I');
    expect(insurers.length).toBeGreaterThanOrEqual(8);
    expect(insurers[0]).toEqual({
      id: expect.any(Number),
      company_name: expect.any(String),
      company_code: expect.any(String),
    });
    expect(insurers).toContainEqual(
      expect.objectContaining({ company_code: 'FIL', company_name: expect.stringMatching(/Fairfirst/) }),
    );
  });

  it('lists at least 15 banks and leasing companies', async () => {
    const lenders = await data('/v1/company/finacial');
    expect(lenders.length).toBeGreaterThanOrEqual(15);
    expect(lenders[0]).toHaveProperty('company_name');
  });

  it("gives every seeded insurer's claims hotline, address, excess and agency repair", async () => {
    const facts = await data('/v1/company/insurer_facts');
    expect(facts.map((insurer: { company_code: string }) => insurer.company_code).sort()).toEqual(
      (await data('/v1/company/get?type=I'))
        .map((insurer: { company_code: string }) => insurer.company_code)
        .sort(),
    );
    for (const insurer of facts) {
      expect(insurer.claims_hotline).toMatch(/^0\d{2} \d \d{3} \d{3}$/);
      expect(insurer.address).toMatch(/Colombo \d{2}$/);
      expect(insurer.excess).toMatch(/^Rs\. [\d,]+ a claim$/);
      expect(insurer.agency_repair).toBeTruthy();
    }
  });

  it('answers an unknown company type with an empty list', async () => {
    expect(await data('/v1/company/get?type=Z')).toEqual([]);
  });
});

describe('typical market value', () => {
  const range = (query: string) => data(`/v1/vehicle/market_value?${query}`);
  const thisYear = new Date().getFullYear();

  it('gives a range in whole rupees for a seeded model and year, lower for an older one', async () => {
    const axio2018 = await range('type=Car&make=Toyota&model=Axio&year=2018');
    expect(axio2018).toEqual({ low: expect.any(Number), high: expect.any(Number) });
    expect(axio2018.low).toBeGreaterThan(1_000_000);
    expect(axio2018.high).toBeGreaterThan(axio2018.low);
    // Rs. 650,000,000 is far above it: more than double the high end.
    expect(650_000_000).toBeGreaterThan(axio2018.high * 2);
    const axio2010 = await range('type=Car&make=toyota&model=AXIO&year=2010');
    expect(axio2010.high).toBeLessThan(axio2018.high);
    const newAxio = await range(`type=Car&make=Toyota&model=Axio&year=${thisYear}`);
    expect(newAxio.low).toBeGreaterThan(axio2018.high);
  });

  it('answers null for a model without a reference value or of another vehicle type', async () => {
    expect(await range('type=Car&make=Toyota&model=Crown&year=2018')).toBeNull();
    expect(await range('type=Motor-Cycle&make=Toyota&model=Axio&year=2018')).toBeNull();
    expect(await range('type=Submarine&make=Toyota&model=Axio&year=2018')).toBeNull();
  });

  it('answers a malformed query with field errors', async () => {
    const { status, body } = await get('/v1/vehicle/market_value?type=Car&make=Toyota&year=18');
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ model: ['required'], year: ['Year is not valid'] });
  });
});
