// Every route of the OpenAPI document takes generated hostile requests (FUZZ_RUNS each, 200 by default)
// and answers each below 500, in the envelope. FUZZ_SEED repeats a run; a failure prints its seed, path
// and the shrunk request. Messages go to the built-in outbox only.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { envelopeOf, refusals } from '#server/http/envelope';
import type { HostileRequest, RouteShape } from '#server/testing/hostile-requests';
import { hostileRequest } from '#server/testing/hostile-requests';
import { PERSONAL_INFO } from '#server/testing/customers';
import { codeClient } from '#server/testing/one-time-codes';
import { CAR, MOTORCYCLE } from '#server/testing/quote-requests';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 18);

const { app } = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '1000000' });
afterAll(() => app.close());
const authKey = await authKeyFor(app);

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
}

const MOBILE = '760600018';
const verifiedToken = await (await codeClient(app)).verifiedToken(MOBILE);
const personalInfo = { ...PERSONAL_INFO, mobile_number: MOBILE };
// Valid bodies of the calls that write what a customer types, so that one spoiled field reaches the database.
const EXAMPLES: Record<string, Record<string, unknown>> = {
  '/v2/quote/full': CAR,
  '/v3/quote/tp': MOTORCYCLE,
  '/consumer-api/v3/register': personalInfo,
  '/consumer-api/v3/update': personalInfo,
};

const routes: RouteShape[] = Object.entries(
  (app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> }).paths,
).flatMap(([path, operations]) =>
  Object.entries(operations).map(([method, operation]) => ({
    method,
    path,
    query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
    bodyFields: Object.keys(operation.requestBody?.content['application/json']?.schema.properties ?? {}),
    example: EXAMPLES[path],
  })),
);

const envelope = z.union([envelopeOf(z.unknown()), refusals[400], refusals[422]]);

async function answer(route: RouteShape, request: HostileRequest) {
  const headers: Record<string, string> = {};
  if (request.withAuthKey) headers.auth_key = authKey;
  if (request.withVerifiedMobile) headers[VERIFIED_TOKEN_HEADER] = verifiedToken;
  if (request.body.contentType) headers['content-type'] = request.body.contentType;
  const response = await app.inject({
    method: route.method.toUpperCase() as 'GET' | 'POST',
    url: request.url,
    headers,
    payload: request.body.payload,
  });
  const status = response.statusCode;
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  // Files, the PDF and redirects succeed without an envelope; every refusal and every JSON answer has one.
  const enveloped = (status < 400 && !isJson) || (isJson && envelope.safeParse(response.json()).success);
  if (status >= 500 || !enveloped) {
    throw new Error(`${route.method} ${request.url} answered ${status}: ${response.body.slice(0, 300)}`);
  }
}

describe(`every route under hostile input (seed ${SEED}, ${RUNS} runs per route)`, () => {
  it('covers the whole OpenAPI document', () => {
    console.info(`fuzz: seed ${SEED}, ${RUNS} runs on each of ${routes.length} routes`);
    expect(routes.length).toBeGreaterThan(30);
  });

  it.each(
    routes.map((route, index) => [`${route.method.toUpperCase()} ${route.path}`, route, index] as const),
  )(
    '%s never answers 500 and always answers the envelope',
    async (_name, route, index) => {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), (request) => answer(route, request)),
        { seed: SEED + index, numRuns: RUNS },
      );
    },
    120_000,
  );
});
