import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refusal } from '#server/testing/envelopes';
import type { TestApp } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

// Every call of the OpenAPI document, walked without a live auth_key: the web client renews its key on
// 401 alone (spec catalogue: 401 'Unauthorized request'), so any other answer would strand the page.

let app: TestApp;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

type Operation = { security?: Record<string, unknown>[] };
type Call = {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH';
  path: string;
  url: string;
  /**
   * What guards it: nothing, the auth_key (with or without more), or a session alone: the operator console's
   * staff session (decision 041), or the customer's for what an <img> reads (decision 051).
   */
  guard: 'public' | 'auth_key' | 'staff_session' | 'customer_session';
};

function guardOf({ security }: Operation): Call['guard'] {
  if (security?.length === 0) return 'public';
  if (security === undefined || security.some((scheme) => 'auth_key' in scheme)) return 'auth_key';
  return security.some((scheme) => 'staff_session' in scheme) ? 'staff_session' : 'customer_session';
}

/** Each operation of the document, GETs also as HEAD, with its path parameters filled in. */
function documentedCalls(): Call[] {
  const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const url = path.replace(/\{[^}]+\}/g, 'a'.repeat(22));
      const guard = guardOf(operation);
      const methods = method === 'get' ? (['GET', 'HEAD'] as const) : ([method.toUpperCase()] as ['POST']);
      return methods.map((verb) => ({ method: verb, path, url, guard }));
    }),
  );
}

const send = (call: Call, headers: Record<string, string>) =>
  app.inject({
    method: call.method,
    url: call.url,
    headers,
    payload: call.method === 'POST' || call.method === 'PATCH' ? {} : undefined,
  });

const guardedBy = (guard: Call['guard']) => documentedCalls().filter((each) => each.guard === guard);

const expectUnauthorised = async (call: Call, headers: Record<string, string>) => {
  const answer = await send(call, headers);
  expect(answer.statusCode, `${call.method} ${call.path}`).toBe(401);
  if (call.method !== 'HEAD') expect(answer.json()).toEqual(refusal('Unauthorized request'));
};

describe('calls without a live auth_key', () => {
  it('are public only where the design says so', () => {
    const open = [
      ...new Set(documentedCalls().flatMap((call) => (call.guard === 'public' ? [call.path] : []))),
    ];
    expect(open.sort()).toEqual(
      [
        // The token call itself, the health check and the home page's tiles (decision 004), and the
        // readiness check a load balancer calls (decision 026).
        '/health',
        '/ready',
        '/v2/token',
        '/v1/home_data',
        // The blog, the FAQ and the search, for the same reason (decision 052).
        '/v1/articles',
        '/v1/articles/{slug}',
        '/v1/faqs',
        '/v1/search',
        // The banks' instalment terms, the same for everyone (decision 054).
        '/v1/instalment_terms',
        // A bank's card offer on its promotion page (decision 061).
        '/v1/campaigns/{campaign_type}/{category}/{promo_type}/{offer}',
        // Read by <img>/<iframe> or opened from a message: the unguessable hash or key guards them.
        '/v3/documents/file/{hash_code}/{key}',
        '/v3/cover-note/file/{download_key}',
        // Called by gateways from their own servers: the notification's signature guards it.
        '/v3/payments/notify/{provider}',
        '/sandbox-gateway/v1/pay',
        '/sandbox-gateway/v1/reverse',
        // Demo mode only.
        '/dev/outbox',
        '/dev/documents/review',
        // The operator console's login: the staff member's password guards it (decision 041).
        '/api/console/login',
      ].sort(),
    );
  });

  it("answer 401 'Unauthorized request' on every other call when the key is missing or unknown", async () => {
    for (const call of guardedBy('auth_key')) {
      await expectUnauthorised(call, {});
      await expectUnauthorised(call, { auth_key: 'x'.repeat(43) });
    }
  });

  it("answer 401 'Unauthorized request' on every other call once the key has expired", async () => {
    const key = await authKeyFor(app);
    // Used once first, so the server holds the key in its memory as well as in the database.
    expect((await app.inject({ url: '/v1/vehicle/type', headers: { auth_key: key } })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    for (const call of guardedBy('auth_key')) {
      await expectUnauthorised(call, { auth_key: key });
    }
    const upload = await app.inject({
      method: 'POST',
      url: '/v3/documents/upload_documents',
      headers: { auth_key: key, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="id"\r\n\r\n2\r\n--b--\r\n',
    });
    expect(upload.statusCode).toBe(401);
    vi.useRealTimers();
  });
});

const expectLogIn = async (calls: Call[], headers: Record<string, string>[]) => {
  for (const call of calls)
    for (const each of headers) {
      const answer = await send(call, each);
      expect(answer.statusCode, `${call.method} ${call.path}`).toBe(401);
      if (call.method !== 'HEAD') expect(answer.json()).toEqual(refusal('Please log in'));
    }
};

describe('the calls guarded by a session alone', () => {
  it("answer 401 'Please log in' without a staff session, with or without an auth_key", async () => {
    const staffCalls = guardedBy('staff_session');
    expect(staffCalls.length).toBeGreaterThanOrEqual(10);
    await expectLogIn(staffCalls, [{}, { auth_key: await authKeyFor(app) }]);
  });

  it("answer 401 'Please log in' without a customer session, with or without an auth_key", async () => {
    const customerCalls = guardedBy('customer_session');
    expect(customerCalls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /api/v2/customer/picture/{id}',
      'HEAD /api/v2/customer/picture/{id}',
    ]);
    await expectLogIn(customerCalls, [{}, { auth_key: await authKeyFor(app) }]);
  });
});
