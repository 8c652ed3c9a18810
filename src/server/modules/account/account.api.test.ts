// The customer's login by one-time code, /auth's token, the session and the account calls through the
// real app (issue 23): login of a known and an unknown number, sign-up and its messages, the login token
// single-use and short-lived on a clock the test moves, the cookie's flags, logout, and each account call
// refusing another customer's id (403) and a caller without a session (401).
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGNED_IN_HINT_COOKIE, SIGNUP_MESSAGES } from '#domain/account/session';
import { CUSTOMER_COOKIE } from './customer-guard';
import { CONSUMER_MESSAGES } from '#domain/people/consumer';
import { customerSessions, customers, loginTokens } from '#server/db/schema';
import type { AccountClient } from '#server/testing/accounts';
import { accountClient, SIGNUP } from '#server/testing/accounts';
import { customerClient } from '#server/testing/customers';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { MINUTE, testClock } from '#server/testing/test-clock';
import { authKeyFor, createTestApp } from '#server/testing/test-app';
import { buildApp } from '#server/app';

const { clock, now, later } = testClock();

let context: TestContext;
let client: AccountClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' }, { clock });
  client = await accountClient(context.app);
});
afterAll(() => context.app.close());

const LOG_IN = refusal(ACCOUNT_MESSAGES.logIn);
const NOT_YOURS = refusal(ACCOUNT_MESSAGES.notYours);
const valid = (flag: boolean) => ({ status: 200, success: true, data: { valid: flag }, error: null });

const stored = async () => {
  const { db } = context.database;
  const n = async (table: typeof customers | typeof loginTokens | typeof customerSessions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    customers: await n(customers),
    loginTokens: await n(loginTokens),
    sessions: await n(customerSessions),
  };
};

describe('POST /api/v2/customer/login', () => {
  it('answers a login token for the number of a registered customer, kept only as a hash', async () => {
    const registered = await (await customerClient(context.app)).customer('771000001');
    const verified = await client.codes.verifiedToken('771000001');
    const answer = await client.login(verified);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      signup_needed: false,
      token: expect.stringMatching(/^[\w-]{24}$/),
      expires_at: new Date(now().getTime() + 2 * MINUTE).toISOString(),
    });
    const rows = await context.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.customerId, registered.customerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(answer.body.data.token);
  });

  it('answers that sign-up is needed for a number no customer has, and stores nothing', async () => {
    const verified = await client.codes.verifiedToken('771000002');
    const before = await stored();
    const answer = await client.login(verified);
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 200,
        success: true,
        data: { signup_needed: true, token: null, expires_at: null },
        error: null,
      },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a caller without a verified number', async () => {
    const before = await stored();
    expect(await client.login('not-a-token')).toEqual({
      status: 403,
      body: refusal(CONSUMER_MESSAGES.verifyFirst),
    });
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/v2/customer/signup', () => {
  // The verified number whose sign-ups are refused: a number gets 3 codes in 15 minutes.
  let refusedNumber: string;
  beforeAll(async () => {
    refusedNumber = await client.codes.verifiedToken('771000005');
  });

  it('makes the customer of the verified number from the form and answers a login token', async () => {
    const verified = await client.codes.verifiedToken('771000003');
    const answer = await client.signUp(verified, { ...SIGNUP, fullName: 'Sunil Fernando' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ signup_needed: false, token: expect.any(String) });
    const [row] = await context.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobile, '94771000003'));
    expect(row).toMatchObject({
      nameInitials: 'Sunil Fernando',
      identifyType: 'nic_number',
      nicNumber: '900011234V',
      passportNumber: null,
      streetOne: SIGNUP.address,
      title: null,
      email: null,
      city: null,
    });
    // Logging in with the same number now finds that customer.
    expect((await client.login(verified)).body.data.signup_needed).toBe(false);
  });

  it("leaves title, e-mail and city to the purchase's personal form, which lookup and update still serve", async () => {
    const consumers = await customerClient(context.app);
    const verified = await consumers.verifiedToken('771000006');
    expect((await client.signUp(verified)).status).toBe(200);
    const found = await consumers.lookup(verified, 'mobile_number=771000006');
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({
      title: null,
      email: null,
      city: null,
      name_initials: SIGNUP.fullName,
    });
    expect((await consumers.register(verified, { mobile_number: '771000006' })).status).toBe(409);
    const updated = await consumers.update(verified, {
      customer_id: found.body.data.customer_id,
      title: 'Mr',
      name_initials: 'N Silva',
      email: 'nimal@example.lk',
      nic_number: SIGNUP.nicOrPassportNumber,
      street_one: 'Galle Road',
      city: 'Colombo',
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ title: 'Mr', email: 'nimal@example.lk', city: 'Colombo' });
  });

  it('keeps a number that is no NIC as the passport number', async () => {
    const verified = await client.codes.verifiedToken('771000004');
    expect((await client.signUp(verified, { ...SIGNUP, nicOrPassportNumber: 'N1234567' })).status).toBe(200);
    const [row] = await context.database.db
      .select()
      .from(customers)
      .where(eq(customers.mobile, '94771000004'));
    expect(row).toMatchObject({
      identifyType: 'passport_number',
      nicNumber: null,
      passportNumber: 'N1234567',
    });
  });

  it.each([
    [
      'an empty form',
      {},
      { fullName: ['required'], nicOrPassportNumber: ['required'], address: ['required'] },
    ],
    ['a name with digits', { ...SIGNUP, fullName: 'Nimal 2' }, { fullName: ['can only contain a-z'] }],
    ['a short name', { ...SIGNUP, fullName: 'Nim' }, { fullName: [SIGNUP_MESSAGES.fullNameShort] }],
    [
      'a short NIC or passport number',
      { ...SIGNUP, nicOrPassportNumber: 'N123' },
      { nicOrPassportNumber: [SIGNUP_MESSAGES.nicOrPassportShort] },
    ],
    ['a short address', { ...SIGNUP, address: 'Rd 1' }, { address: [SIGNUP_MESSAGES.addressShort] }],
  ])('refuses %s with the spec messages and stores nothing', async (_case, form, errors) => {
    const before = await stored();
    expect(await client.signUp(refusedNumber, form)).toEqual({ status: 422, body: fieldRefusal(errors) });
    expect(await stored()).toEqual(before);
  });

  it('refuses a number that has a customer already (409), and one not verified (403)', async () => {
    const verified = await client.codes.verifiedToken('771000003');
    const before = await stored();
    expect(await client.signUp(verified)).toEqual({
      status: 409,
      body: refusal(CONSUMER_MESSAGES.alreadyRegistered),
    });
    expect(await client.signUp('not-a-token')).toEqual({
      status: 403,
      body: refusal(CONSUMER_MESSAGES.verifyFirst),
    });
    expect(await stored()).toEqual(before);
  });
});

describe('POST /api/v2/customer/token_verify with a login token (/auth)', () => {
  const loginToken = async (mobile: string) => {
    const verified = await client.codes.verifiedToken(mobile);
    const answer = await client.login(verified);
    return answer.body.data.signup_needed
      ? (await client.signUp(verified)).body.data.token
      : answer.body.data.token;
  };

  it('opens a session in an HttpOnly, SameSite=Strict cookie of the /api path, once', async () => {
    const token = await loginToken('771000010');
    const first = await client.tokenVerify(token);
    expect(first.body).toEqual(valid(true));
    expect(first.cookie).toMatchObject({ path: '/api', httpOnly: true, sameSite: 'Strict' });
    expect(first.cookie?.secure).toBeFalsy();
    expect(first.cookie?.value).toMatch(/^[\w-]{43}$/);
    const [session] = await context.database.db.select().from(customerSessions);
    expect(session?.tokenHash).not.toBe(first.cookie?.value);

    const second = await client.tokenVerify(token);
    expect(second.body).toEqual(valid(false));
    expect(second.cookie).toBeUndefined();
  });

  it('is not valid once its 2 minutes are over, and stays used up', async () => {
    const token = await loginToken('771000011');
    later(2 * MINUTE);
    const answer = await client.tokenVerify(token);
    expect(answer.body).toEqual(valid(false));
    expect(answer.cookie).toBeUndefined();
    const fresh = await loginToken('771000011');
    later(2 * MINUTE - 1000);
    expect((await client.tokenVerify(fresh)).body).toEqual(valid(true));
  });

  it("still answers a verified number's token as valid, without a session", async () => {
    const verified = await client.codes.verifiedToken('771000012');
    const answer = await client.tokenVerify(verified);
    expect(answer.body).toEqual(valid(true));
    expect(answer.cookie).toBeUndefined();
  });

  it('marks the cookie Secure in production mode', async () => {
    const token = await loginToken('771000013');
    const production = await buildApp({
      config: { ...context.config, mode: 'production' },
      database: context.database,
      web: false,
      clock,
    });
    await production.ready();
    const response = await production.inject({
      method: 'POST',
      url: '/api/v2/customer/token_verify',
      payload: { token },
      headers: { auth_key: await authKeyFor(production) },
    });
    expect(response.json()).toEqual(valid(true));
    expect(response.cookies[0]).toMatchObject({ name: 'kavacha_customer', secure: true, httpOnly: true });
    await production.close();
  });
});

describe('the session', () => {
  it('answers the signed-in customer, and 401 without a session or with an unknown one', async () => {
    const { session, customerId } = await client.signedIn('771000020', {
      ...SIGNUP,
      fullName: 'Kamala Perera',
    });
    expect((await client.session(session)).body.data).toEqual({
      customer_id: customerId,
      name: 'Kamala Perera',
      mobile_number: '94771000020',
      picture: null,
    });
    expect(await client.session(undefined)).toMatchObject({ status: 401, body: LOG_IN });
    expect(await client.session('x'.repeat(43))).toMatchObject({ status: 401, body: LOG_IN });
  });

  it('ends after the idle time without a call, and after the maximum age whatever the calls', async () => {
    const idle = await client.signedIn('771000021');
    later(59 * MINUTE);
    expect((await client.session(idle.session)).status).toBe(200);
    later(60 * MINUTE);
    expect(await client.session(idle.session)).toMatchObject({ status: 401, body: LOG_IN });

    const busy = await client.signedIn('771000021');
    for (let hour = 0; hour < 24; hour++) {
      expect((await client.session(busy.session)).status).toBe(200);
      later(59 * MINUTE + 59_000);
    }
    later(MINUTE);
    expect(await client.session(busy.session)).toMatchObject({ status: 401, body: LOG_IN });
  });

  it('logout ends the session on the server and clears the cookie', async () => {
    const { session } = await client.signedIn('771000022');
    const before = (await stored()).sessions;
    const out = await client.logout(session);
    expect(out.status).toBe(200);
    expect(out.cookie).toMatchObject({ value: '', path: '/api' });
    expect((await stored()).sessions).toBe(before - 1);
    // The old cookie, sent again, opens nothing.
    expect(await client.session(session)).toMatchObject({ status: 401, body: LOG_IN });
    expect(await client.logout(session)).toMatchObject({ status: 401, body: LOG_IN });
  });
});

describe('the account calls', () => {
  let own: { session: string; customerId: number };
  let other: { session: string; customerId: number };
  beforeAll(async () => {
    own = await client.signedIn('771000030', {
      ...SIGNUP,
      fullName: 'Ruwan Jayasuriya',
      address: '5 Temple Road',
    });
    other = await client.signedIn('771000031');
  });

  it("lookup_customer answers the signed-in customer's details", async () => {
    expect(await client.lookup(own.session, String(own.customerId))).toMatchObject({
      status: 200,
      body: {
        data: {
          customer_id: own.customerId,
          name_initials: 'Ruwan Jayasuriya',
          mobile_number: '94771000030',
          nic_number: SIGNUP.nicOrPassportNumber,
          address: '5 Temple Road',
          city: null,
        },
      },
    });
  });

  it('the policies calls answer empty lists for a customer without a cover note', async () => {
    expect((await client.policies(own.session, own.customerId)).body.data).toEqual([]);
    expect((await client.perDayPolicies(own.session, own.customerId)).body.data).toEqual([]);
  });

  const calls = {
    lookup_customer: (session: string | undefined, id: number | string) => client.lookup(session, id),
    get_customerPolicies: (session: string | undefined, id: number | string) => client.policies(session, id),
    perday_policies: (session: string | undefined, id: number | string) => client.perDayPolicies(session, id),
  };

  it.each(Object.entries(calls))(
    "%s refuses another customer's id, or one beyond int4 (403)",
    async (_name, call) => {
      expect(await call(own.session, other.customerId)).toMatchObject({ status: 403, body: NOT_YOURS });
      expect(await call(own.session, 9_999_999_999)).toMatchObject({ status: 403, body: NOT_YOURS });
    },
  );

  it.each(Object.entries(calls))(
    '%s refuses a caller without a session (401), even for their own id',
    async (_name, call) => {
      expect(await call(undefined, own.customerId)).toMatchObject({ status: 401, body: LOG_IN });
      expect(await call('x'.repeat(43), own.customerId)).toMatchObject({ status: 401, body: LOG_IN });
    },
  );
});

describe('the signed-in hint cookie (decision 047: the header asks who only when it is there)', () => {
  const call = async (
    method: 'GET' | 'POST',
    url: string,
    cookies: Record<string, string>,
    payload?: object,
  ) => {
    const response = await context.app.inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { auth_key: await authKeyFor(context.app) },
      cookies,
    });
    return {
      status: response.statusCode,
      hint: response.cookies.find(({ name }) => name === SIGNED_IN_HINT_COOKIE),
    };
  };

  it('comes with the session, readable by the page, holding no secret, living no longer than the session', async () => {
    const verified = await client.codes.verifiedToken('771000030');
    const answer = await client.login(verified);
    const token = answer.body.data.signup_needed
      ? (await client.signUp(verified)).body.data.token
      : answer.body.data.token;
    const opened = await call('POST', '/api/v2/customer/token_verify', {}, { token });
    expect(opened.status).toBe(200);
    expect(opened.hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax', maxAge: 24 * 3600 });
    expect(opened.hint?.httpOnly).toBeFalsy();
    // A used token opens nothing and sets no hint.
    expect((await call('POST', '/api/v2/customer/token_verify', {}, { token })).hint).toBeUndefined();
  });

  it('is cleared at logout, and by a customer call that finds the session ended', async () => {
    const { session } = await client.signedIn('771000031');
    const out = await call('POST', '/api/v2/customer/logout', {
      [CUSTOMER_COOKIE]: session,
      [SIGNED_IN_HINT_COOKIE]: '1',
    });
    expect(out.status).toBe(200);
    expect(out.hint).toMatchObject({ value: '', path: '/' });
    const stale = await call('GET', '/api/v2/customer/session', {
      [CUSTOMER_COOKIE]: session,
      [SIGNED_IN_HINT_COOKIE]: '1',
    });
    expect(stale.status).toBe(401);
    expect(stale.hint).toMatchObject({ value: '', path: '/' });
    // Without a hint there is nothing to clear.
    expect((await call('GET', '/api/v2/customer/session', {})).hint).toBeUndefined();
  });
});
