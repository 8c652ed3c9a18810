import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { instalmentTermsSchema } from '#domain/instalments';
import { instalmentTerms } from '#server/db/schema';
import type { TestApp, TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
let database: TestContext['database'];
beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(() => app.close());

const terms = async () => {
  const response = await app.inject({ url: '/v1/instalment_terms' });
  expect(response.statusCode).toBe(200);
  return { response, terms: instalmentTermsSchema.parse(response.json().data).terms };
};

it("answers the banks' seeded instalment terms of section 9, without an auth_key, cacheable", async () => {
  const { response, terms: answered } = await terms();
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  expect(answered).toEqual([
    {
      bank: 'ntb',
      bank_name: 'Nations Trust Bank',
      months: [3, 6, 12],
      min_amount: '10000.01',
      max_amount: null,
      convert_within_days: null,
    },
    {
      bank: 'ub',
      bank_name: 'Union Bank',
      months: [3, 6, 12],
      min_amount: '25000.01',
      max_amount: null,
      convert_within_days: null,
    },
    {
      bank: 'hsbc',
      bank_name: 'HSBC',
      months: [3, 6, 12],
      min_amount: '25000.00',
      max_amount: '800000.00',
      convert_within_days: null,
    },
    {
      bank: 'hnb',
      bank_name: 'Hatton National Bank',
      months: [6, 12],
      min_amount: '10000.00',
      max_amount: '1000000.00',
      convert_within_days: 5,
    },
    {
      bank: 'ndb',
      bank_name: 'NDB Bank',
      months: [3, 6, 12, 24, 36, 48, 60],
      min_amount: '0.00',
      max_amount: null,
      convert_within_days: null,
    },
  ]);
});

it("serves the operator's change to a bank's terms without a deploy", async () => {
  await database.db
    .update(instalmentTerms)
    .set({ months: [12, 6, 24], maxCents: 50_000_000 })
    .where(eq(instalmentTerms.bank, 'hsbc'));
  const hsbc = (await terms()).terms.find((term) => term.bank === 'hsbc');
  expect(hsbc).toMatchObject({ months: [6, 12, 24], max_amount: '500000.00' });
});
