import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';
import { TOO_MANY_REQUESTS } from './rate-limits';

// The rate limits through the real app (docs/decisions/018). Each test's client has an address of its own
// (inject's remoteAddress), so one test's calls do not count against another's.

const LIMITS = { RATE_LIMIT_WRITES_PER_MINUTE: '3', RATE_LIMIT_READS_PER_MINUTE: '5' };
// Starting an app (a fresh database) is slow on a busy machine.
const STARTS = { timeout: 120_000 };
const opened: TestApp[] = [];
async function appWith(env: Record<string, string>) {
  const { app } = await createTestApp({ ...LIMITS, ...env });
  opened.push(app);
  return { app, authKey: await authKeyFor(app) };
}
// Behind proxies of 10.0.0.0/8, as most tests' app.
let target: Awaited<ReturnType<typeof appWith>>;
beforeAll(async () => {
  target = await appWith({ TRUST_PROXY: '10.0.0.0/8' });
}, STARTS.timeout);
afterAll(() => Promise.all(opened.map((app) => app.close())));

type Client = { remoteAddress: string; forwardedFor?: string };
const headersOf = (authKey: string, { forwardedFor }: Client) => ({
  auth_key: authKey,
  ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
});

/** A write the app refuses cheaply (422): it counts all the same. */
const write = ({ app, authKey }: { app: TestApp; authKey: string }, client: Client) =>
  app.inject({
    method: 'POST',
    url: '/otp-auth-api/v2/otp/verify',
    headers: headersOf(authKey, client),
    payload: {},
    remoteAddress: client.remoteAddress,
  });

const read = ({ app, authKey }: { app: TestApp; authKey: string }, client: Client) =>
  app.inject({
    url: '/v1/vehicle/type',
    headers: headersOf(authKey, client),
    remoteAddress: client.remoteAddress,
  });

const refusedEnvelope = {
  status: 800,
  success: false,
  data: null,
  error: { error_format: 0, message: TOO_MANY_REQUESTS },
};

async function useUpWrites(site: { app: TestApp; authKey: string }, client: Client) {
  for (let call = 1; call <= 3; call++) expect((await write(site, client)).statusCode).toBe(422);
}

describe('the rate limits', () => {
  it('refuses the fourth write of a minute with the 429 envelope, and leaves reads alone', async () => {
    const client = { remoteAddress: '198.51.100.1' };
    await useUpWrites(target, client);
    const refused = await write(target, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusedEnvelope);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await read(target, client)).statusCode).toBe(200);
  });

  it('counts calls without a valid auth_key too', async () => {
    const client = { remoteAddress: '198.51.100.7' };
    const noKey = { app: target.app, authKey: 'not-a-key' };
    for (let call = 1; call <= 3; call++) expect((await write(noKey, client)).statusCode).toBe(401);
    expect((await write(noKey, client)).statusCode).toBe(429);
  });

  it('throttles API reads at their own limit', async () => {
    const client = { remoteAddress: '198.51.100.2' };
    for (let call = 1; call <= 5; call++) expect((await read(target, client)).statusCode).toBe(200);
    const refused = await read(target, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(refusedEnvelope);
    expect((await read(target, { remoteAddress: '198.51.100.3' })).statusCode).toBe(200);
  });

  it('still gives an auth_key once the writes of the minute are used up', async () => {
    const client = { remoteAddress: '198.51.100.4' };
    await useUpWrites(target, client);
    expect((await write(target, client)).statusCode).toBe(429);
    const token = await target.app.inject({
      method: 'POST',
      url: '/v2/token',
      headers: { 'api-key': 'kavacha-web' },
      payload: { user_name: 'web', password: 'web-public' },
      remoteAddress: client.remoteAddress,
    });
    expect(token.statusCode).toBe(200);
    expect(token.json().data.auth_key).toEqual(expect.any(String));
  });

  it('counts each client behind a trusted proxy apart, by X-Forwarded-For', async () => {
    const proxy = '10.1.2.3';
    const first = { remoteAddress: proxy, forwardedFor: '203.0.113.1' };
    await useUpWrites(target, first);
    expect((await write(target, first)).statusCode).toBe(429);
    expect((await write(target, { remoteAddress: proxy, forwardedFor: '203.0.113.2' })).statusCode).toBe(422);
    // A client that is no trusted proxy cannot pass for others by sending the header itself.
    const direct = { remoteAddress: '198.51.100.5' };
    await useUpWrites(target, { ...direct, forwardedFor: '203.0.113.3' });
    expect((await write(target, { ...direct, forwardedFor: '203.0.113.4' })).statusCode).toBe(429);
  });

  it('counts every visitor behind a proxy as one client when TRUST_PROXY is unset', STARTS, async () => {
    const untrusting = await appWith({});
    const proxy = '10.1.2.3';
    await useUpWrites(untrusting, { remoteAddress: proxy, forwardedFor: '203.0.113.1' });
    const other = { remoteAddress: proxy, forwardedFor: '203.0.113.2' };
    expect((await write(untrusting, other)).statusCode).toBe(429);
  });

  it('shares the limits of several instances through Redis', STARTS, async () => {
    const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const prefix = `kavacha-test-${randomBytes(6).toString('hex')}:`;
    const redis = new Redis(url);
    try {
      const [one, two] = await Promise.all([
        appWith({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix }),
        appWith({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix }),
      ]);
      const client = { remoteAddress: '198.51.100.6' };
      expect((await write(one, client)).statusCode).toBe(422);
      expect((await write(two, client)).statusCode).toBe(422);
      expect((await write(one, client)).statusCode).toBe(422);
      expect((await write(two, client)).statusCode).toBe(429);
      expect(await redis.keys(`${prefix}*`)).toContain(`${prefix}rate-limit:198.51.100.6:write`);
    } finally {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });
});
