import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_API, CSRF_HEADER } from '#domain/console/calls';
import { NOT_ALLOWED } from '#domain/text-rules';
import { VERIFIED_TOKEN_HEADER } from '#domain/otp';
import { customers, paymentNotifications, quotes } from '#server/db/schema';
import { CUSTOMER_COOKIE } from '#server/modules/account/customer-guard';
import { accountClient, SIGNUP } from '#server/testing/accounts';
import { ADMIN, consoleClient } from '#server/testing/console';
import { CAR, MOTORCYCLE } from '#server/testing/quote-requests';
import { PERSONAL_INFO } from '#server/testing/customers';
import { priced, purchaseClient, purchaseOf, buyPath } from '#server/testing/purchases';
import type { TestCustomer, TestQuote } from '#server/testing/purchases';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

// NUL and lone surrogates: PostgreSQL stores neither in text or JSON, so they must be refused as field
// errors at the edge (decision 024), never reach the database (a 500) and never change anything.

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: Awaited<ReturnType<typeof purchaseClient>>;
let authKey: string;
let customer: TestCustomer;
/** An admin's session cookie and CSRF token, for the console's calls (which check them before the input). */
let staff: { cookies: Record<string, string>; csrf: string };
/** The customer's session cookie, for the account calls (which check it before the input). */
let customerCookie: Record<string, string>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
  client = await purchaseClient(context.app, context.database.db);
  authKey = await authKeyFor(context.app);
  customer = await client.customers.customer('771234567');
  customerCookie = {
    [CUSTOMER_COOKIE]: (await (await accountClient(context.app)).signedIn('771234567')).session,
  };
  const consoleCalls = await consoleClient(context);
  const login = await consoleCalls.login(ADMIN.email, consoleCalls.adminPassword);
  staff = { cookies: { kavacha_staff: login.cookie!.value }, csrf: login.body.data.csrf_token };
});
afterAll(() => context.app.close());

const rows = async () => {
  const { db } = context.database;
  const n = async (table: typeof quotes | typeof customers | typeof paymentNotifications) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    quotes: await n(quotes),
    customers: await n(customers),
    notifications: await n(paymentNotifications),
    ...(await client.stored()),
  };
};

/** Where the sent text goes wrong: inside it, at its end, as a high half or a low half with no partner. */
const UNSTORABLE = { nul: 'a\u0000b', high: 'a\ud800', low: '\udc00b' };

const isEnvelope = (body: object) =>
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'status', 'success']);

async function send(method: string, url: string, payload?: object) {
  const toConsole = url.startsWith(CONSOLE_API);
  const response = await context.app.inject({
    method: method.toUpperCase() as 'GET',
    url,
    payload,
    headers: {
      auth_key: authKey,
      [VERIFIED_TOKEN_HEADER]: customer.token,
      ...(toConsole && { [CSRF_HEADER]: staff.csrf }),
    },
    cookies: toConsole ? staff.cookies : customerCookie,
  });
  return {
    status: response.statusCode,
    body: response.json() as { error: { errors?: Record<string, string[]> } },
  };
}

/** Sends `body` with each field in turn made unstorable; each is refused at that field. */
async function expectEachFieldRefused(method: string, url: string, body: Record<string, unknown>) {
  for (const [field, value] of Object.entries(body))
    for (const [where, bad] of Object.entries(UNSTORABLE)) {
      const answer = await send(method, url, { ...body, [field]: `${String(value)}${bad}` });
      expect({ field, where, status: answer.status }).toEqual({ field, where, status: 422 });
      expect(answer.body).toMatchObject({ status: 1002, success: false, data: null });
      expect(answer.body.error.errors?.[field], `${field} (${where})`).toBeDefined();
    }
}

describe('a path or query value that the database cannot store', () => {
  it('is a field error at that value on every route of the OpenAPI document', async () => {
    const before = await rows();
    const document = (await context.app.inject({ url: '/docs/json' })).json();
    let checked = 0;
    for (const [path, operations] of Object.entries<
      Record<string, { parameters?: { in: string; name: string }[] }>
    >(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in !== 'path' && parameter.in !== 'query') continue;
          for (const bad of ['%00', 'abcdefghijklmnop%00qrstuvwxyz', '%ED%A0%80']) {
            const filled = path.replace(/\{(\w+)\}/g, (_all, name: string) =>
              name === parameter.name ? bad : 'x',
            );
            const url = parameter.in === 'query' ? `${filled}?${parameter.name}=${bad}` : filled;
            const answer = await send(method, url, method === 'post' ? {} : undefined);
            const label = `${method} ${url}`;
            if (bad === '%ED%A0%80') {
              // These bytes are no UTF-8: a query reads them as U+FFFD, which is storable, so any answer in
              // the envelope will do; in a path Fastify refuses the URL itself (400; its envelope is the
              // malformed-URL fix's part of issue 18).
              expect(answer.status, label).toBeLessThan(500);
              if (parameter.in === 'query') isEnvelope(answer.body);
              else expect(answer.status, label).toBe(400);
              continue;
            }
            expect({ label, status: answer.status }).toEqual({ label, status: 422 });
            expect(answer.body.error.errors?.[parameter.name], label).toBeDefined();
            checked++;
          }
        }
    // Every path and query value of the document was reached: 21 today, each in two forms.
    expect(checked).toBeGreaterThanOrEqual(2 * 21);
    expect(await rows()).toEqual(before);
  });

  it.each([
    '/v2/premiums?unq_hash=%00',
    '/v3/cover-note/file/%00',
    '/v3/payments/summary?hash_code=abcdefghijklmnopqrstuv&order_id=%00',
    '/dev/outbox?to=%00',
    '/v3/documents/file/abcdefghijklmnopqrstuv/ab%00cd',
  ])("answers %s with the value's own message", async (url) => {
    const answer = await send('get', url);
    expect(answer.status).toBe(422);
    expect(Object.values(answer.body.error.errors ?? {})).toContainEqual([NOT_ALLOWED]);
  });
});

describe('a body field that the database cannot store', () => {
  it('is a field error at that field in both quote calls, and no quote is stored', async () => {
    const before = await rows();
    await expectEachFieldRefused('post', '/v2/quote/full', CAR);
    await expectEachFieldRefused('post', '/v3/quote/tp', MOTORCYCLE);
    expect(await rows()).toEqual(before);
  });

  it('is a field error at that field when registering or updating a customer, and nothing changes', async () => {
    const newcomer = await client.customers.verifiedToken('772345678');
    const before = await rows();
    const registration = { ...PERSONAL_INFO, mobile_number: '772345678' };
    for (const [field, value] of Object.entries(registration))
      for (const bad of Object.values(UNSTORABLE)) {
        const answer = await client.customers.register(newcomer, { [field]: `${value}${bad}` });
        expect({ field, status: answer.status }).toEqual({ field, status: 422 });
        expect(answer.body.error.errors[field]).toBeDefined();
      }
    await expectEachFieldRefused('post', '/consumer-api/v3/update', {
      customer_id: customer.customerId,
      name_initials: 'K M Perera',
      street_one: 'Duplication Road',
      city: 'Colombo 3',
    });
    expect(await rows()).toEqual(before);
  });

  it('is a field error at that field of the SignUp form, and no customer is made', async () => {
    const accounts = await accountClient(context.app);
    const newcomer = await accounts.codes.verifiedToken('772345679');
    const before = await rows();
    for (const [field, value] of Object.entries(SIGNUP))
      for (const bad of Object.values(UNSTORABLE)) {
        const answer = await accounts.signUp(newcomer, { ...SIGNUP, [field]: `${value}${bad}` });
        expect({ field, status: answer.status }).toEqual({ field, status: 422 });
        expect(answer.body.error.errors[field]).toBeDefined();
      }
    expect(await rows()).toEqual(before);
  });

  it('is a field error at that field in both buy calls, and no application is made', async () => {
    const full: TestQuote = await client.quoting.premiums();
    const thirdParty: TestQuote = await client.quoting.premiums({}, 'T');
    const before = await rows();
    for (const quote of [full, thirdParty])
      await expectEachFieldRefused('post', buyPath(quote), purchaseOf(customer, quote, priced(quote)[0]!));
    expect(await rows()).toEqual(before);
  });

  it("is refused in a payment notification's field or name, and the notification is not kept", async () => {
    const before = await rows();
    for (const bad of Object.values(UNSTORABLE))
      for (const body of [{ order_id: `KV-1${bad}` }, { [`order${bad}`]: 'KV-1' }]) {
        const answer = await send('post', '/v3/payments/notify/sandbox', body);
        expect(answer.status).toBe(422);
        isEnvelope(answer.body);
      }
    expect(await rows()).toEqual(before);
  });
});
