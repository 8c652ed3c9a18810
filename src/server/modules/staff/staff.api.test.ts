// The console's staff calls through the real app (issue 22): login, its throttle and the session's
// expiry on a clock the test moves, logout, the CSRF token, what each role may do, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import type { ConsoleClient } from '#server/testing/console';
import { ADMIN, consoleClient, STAFF_PASSWORD } from '#server/testing/console';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { TestContext } from '#server/testing/test-app';
import { MINUTE, testClock } from '#server/testing/test-clock';
import { createTestApp } from '#server/testing/test-app';

const { clock, now, later } = testClock();

let context: TestContext;
let client: ConsoleClient;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' }, { clock });
  client = await consoleClient(context);
});
afterAll(() => context.app.close());

const LOGIN_FAILED = refusal('Email or password is not correct');
const LOG_IN = refusal('Please log in');
const OUT_OF_DATE = refusal('The page is out of date; reload it');

describe('POST /api/console/login', () => {
  it('opens a session in an HttpOnly, SameSite=Strict cookie of the console path and answers the CSRF token', async () => {
    const answer = await client.login(' Admin@Kavacha.lk ', client.adminPassword);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      staff: expect.objectContaining({ email: ADMIN.email, role: 'admin', company_id: null, active: true }),
      csrf_token: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(answer.cookie).toMatchObject({ path: '/api/console', httpOnly: true, sameSite: 'Strict' });
    expect(answer.cookie?.secure).toBeFalsy();
    expect(answer.cookie?.value).toMatch(/^[\w-]{43}$/);
    // Only the token's SHA-256 is kept.
    expect((await client.sessions()).map((session) => session.tokenHash)).not.toContain(answer.cookie?.value);
    const session = await client.as({ cookie: answer.cookie!.value, csrf: '' })(
      'GET',
      '/api/console/session',
    );
    expect(session.body.data.staff.last_login_at).toBe(now().toISOString());
  });

  it('answers the same for a wrong password, an unknown e-mail and an inactive account, and records each', async () => {
    const { staff } = await client.staffMember('operator');
    await client.admin('PATCH', `/api/console/staff/${staff.id}`, { active: false });
    const before = (await client.auditRows()).length;
    for (const [email, password] of [
      [ADMIN.email, 'not the password'],
      ['nobody@kavacha.lk', STAFF_PASSWORD],
      [staff.email, STAFF_PASSWORD],
    ] as const) {
      const answer = await client.login(email, password);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(LOGIN_FAILED);
      expect(answer.cookie).toBeUndefined();
    }
    const failed = (await client.auditRows()).slice(before);
    expect(failed.map(({ action, subject, staffId }) => ({ action, subject, staffId }))).toEqual([
      { action: 'staff.login_failed', subject: `login:${ADMIN.email}`, staffId: 1 },
      { action: 'staff.login_failed', subject: 'login:nobody@kavacha.lk', staffId: null },
      { action: 'staff.login_failed', subject: `login:${staff.email}`, staffId: staff.id },
    ]);
    expect(JSON.stringify(failed)).not.toContain(STAFF_PASSWORD);
  });

  it('is refused after 5 failed tries of an e-mail in 15 minutes, even with the right password', async () => {
    const { staff } = await client.staffMember('operator');
    for (let i = 0; i < 5; i++) expect((await client.login(staff.email, 'wrong password')).status).toBe(401);
    const refused = await client.login(staff.email, STAFF_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(refusal('Too many failed logins. Please wait 15 minutes and try again.'));
    later(16 * MINUTE);
    expect((await client.login(staff.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it('is refused after 20 failed tries from one client address, whatever the e-mail', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const trusting = await buildApp({
      config: { ...context.config, trustProxy: true },
      database: context.database,
      web: false,
      clock,
    });
    await trusting.ready();
    const login = (email: string) =>
      trusting.inject({
        method: 'POST',
        url: '/api/console/login',
        payload: { email, password: 'x' },
        headers: from,
      });
    for (let i = 0; i < 20; i++) expect((await login(`guess${i}@kavacha.lk`)).statusCode).toBe(401);
    expect((await login('guess99@kavacha.lk')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await client.login('guess99@kavacha.lk', 'x')).status).toBe(401);
    await trusting.close();
  });

  it('wants an e-mail and a password', async () => {
    const answer = await client.login('not an e-mail', '');
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual(fieldRefusal({ email: ['Email is not valid'], password: ['required'] }));
  });

  it('sets a Secure cookie in production mode', async () => {
    const production = await buildApp({
      config: { ...context.config, mode: 'production' },
      database: context.database,
      web: false,
      clock,
    });
    await production.ready();
    const response = await production.inject({
      method: 'POST',
      url: '/api/console/login',
      payload: { email: ADMIN.email, password: client.adminPassword },
    });
    expect(response.cookies[0]).toMatchObject({ name: 'kavacha_staff', secure: true, httpOnly: true });
    await production.close();
  });
});

describe('the staff session', () => {
  it('is needed by every console call', async () => {
    const outsider = client.as({ cookie: 'made-up', csrf: 'made-up' });
    for (const [method, url] of [
      ['GET', '/api/console/session'],
      ['POST', '/api/console/logout'],
      ['GET', '/api/console/staff'],
      ['GET', '/api/console/audit'],
      ['GET', '/api/console/documents'],
    ] as const) {
      const answer = await outsider(method, url);
      expect([url, answer.status, answer.body]).toEqual([url, 401, LOG_IN]);
    }
  });

  it('ends after 30 minutes without a call, its last call written at most once a minute', async () => {
    const { call } = await client.staffMember('operator');
    later(29 * MINUTE);
    expect((await call('GET', '/api/console/session')).status).toBe(200);
    const seen = (await client.sessions()).map((session) => session.lastSeenAt.getTime());
    later(30 * 1000);
    expect((await call('GET', '/api/console/session')).status).toBe(200);
    expect((await client.sessions()).map((session) => session.lastSeenAt.getTime())).toEqual(seen);
    later(29 * MINUTE);
    expect((await call('GET', '/api/console/session')).status).toBe(200);
    later(30 * MINUTE);
    expect((await call('GET', '/api/console/session')).body).toEqual(LOG_IN);
  });

  it('ends 12 hours after the login however busy', async () => {
    const { call } = await client.staffMember('operator');
    for (let hour = 0; hour < 12; hour++) {
      later(20 * MINUTE);
      expect((await call('GET', '/api/console/session')).status).toBe(200);
      later(20 * MINUTE);
      expect((await call('GET', '/api/console/session')).status).toBe(200);
      later(20 * MINUTE);
      const answer = await call('GET', '/api/console/session');
      expect(answer.status).toBe(hour < 11 ? 200 : 401);
    }
  });

  it('ends at logout, which clears the cookie and is recorded', async () => {
    const { staff, call } = await client.staffMember('insurer', (await client.insurers())[0]!);
    const sessions = (await client.sessions()).length;
    const answer = await call('POST', '/api/console/logout');
    expect(answer.body).toEqual({ status: 200, success: true, data: null, error: null });
    expect(answer.response.cookies[0]).toMatchObject({
      name: 'kavacha_staff',
      value: '',
      path: '/api/console',
    });
    expect(await client.sessions()).toHaveLength(sessions - 1);
    expect((await call('GET', '/api/console/session')).body).toEqual(LOG_IN);
    expect((await client.auditRows()).at(-1)).toMatchObject({
      staffId: staff.id,
      action: 'staff.logout',
      subject: `staff:${staff.id}`,
    });
  });

  it('wants the CSRF token on every change; without it nothing changes', async () => {
    const { staff } = await client.staffMember('operator');
    const audit = (await client.auditRows()).length;
    for (const csrf of [null, 'not-the-token']) {
      const renamed = await client.admin(
        'PATCH',
        `/api/console/staff/${staff.id}`,
        { name: 'Renamed' },
        { csrf },
      );
      expect([renamed.status, renamed.body]).toEqual([403, OUT_OF_DATE]);
      const logout = await client.admin('POST', '/api/console/logout', undefined, { csrf });
      expect(logout.status).toBe(403);
    }
    expect((await client.admin('GET', '/api/console/session', undefined, { csrf: null })).status).toBe(200);
    const listed = await client.admin('GET', '/api/console/staff?size=100');
    expect(listed.body.data.rows.find(({ id }: { id: number }) => id === staff.id).name).toBe(staff.name);
    expect(await client.auditRows()).toHaveLength(audit);
  });
});
