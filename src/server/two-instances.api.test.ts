// Two instances of the app on one PostgreSQL database and one Redis, as a deployment behind a load
// balancer runs them (docs/decisions/026): calls alternate between them, a purchase started on one is
// finished on the other, the rate limits are one limit across both, and the outbox of each, polling the
// same table, delivers every message exactly once: each SMS reaches its instance's gateway, and every
// outbox row is sent, with no reference twice across the gateways.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLINE_APP_CODE } from '#domain/motor/documents';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';
import { openDatabase } from './db/client';
import { applications, outbox } from './db/schema';
import { seed } from './db/seed/seed';
import { declareAnswers, documentClient } from './testing/documents';
import { paymentClient } from './testing/payments';
import { createPostgresDatabase } from './testing/postgres';
import { priced, purchaseClient } from './testing/purchases';
import type { TestSmsGateway } from './testing/sms-gateway';
import { startSmsGateway } from './testing/sms-gateway';
import type { TestApp } from './testing/test-app';
import { authKeyFor } from './testing/test-app';

const REDIS_URL = 'redis://127.0.0.1:6379';
const REDIS_KEY_PREFIX = `kavacha-test-${randomBytes(4).toString('hex')}:`;
// Far above the tokens the test's own clients take from 127.0.0.1, which count against the same limit.
const TOKENS_PER_MINUTE = 100;
const CODES = 500;

interface Instance {
  app: TestApp;
  config: ReturnType<typeof loadConfig>;
  database: Database;
  gateway: TestSmsGateway;
}

let server: Awaited<ReturnType<typeof createPostgresDatabase>>;
let dataDir: string;
let a: Instance;
let b: Instance;

/** An instance as its own process would be: its own connection pool, worker, gateway and Redis client. */
async function startInstance(): Promise<Instance> {
  const gateway = await startSmsGateway();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Both instances share the stored files, as they would a volume (or a bucket).
    DATA_DIR: dataDir,
    REDIS_URL,
    REDIS_KEY_PREFIX,
    // Every call comes from 127.0.0.1: its own limits are out of reach, a test address has the token limit.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '1000000',
    RATE_LIMIT_TOKENS_PER_MINUTE: String(TOKENS_PER_MINUTE),
    OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
    // Both workers look for each other's messages often, so that they compete for the same rows.
    OUTBOX_POLL_MS: '20',
    ...gateway.env,
  });
  const database = await openDatabase({ url: server.url, dataDir: 'memory://' });
  const app = await buildApp({ config, database, web: false });
  await app.ready();
  return { app, config, database, gateway };
}

beforeAll(async () => {
  server = await createPostgresDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-two-'));
  const seeding = await openDatabase({ url: server.url, dataDir: 'memory://' });
  await seed(seeding.db);
  await seeding.close();
  [a, b] = await Promise.all([startInstance(), startInstance()]);
});

afterAll(async () => {
  for (const instance of [a, b]) {
    await instance?.app.close();
    await instance?.database.close();
    await instance?.gateway.close();
  }
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${REDIS_KEY_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await server?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => a.database.db;
const sms = () => [...a.gateway.messages, ...b.gateway.messages];
const outboxIds = () => db().select({ id: outbox.id, kind: outbox.kind }).from(outbox);

/** A number verified by a code asked for on `asked` and given on `verified`, read at either gateway. */
async function verifiedCustomer(mobile: string, asked: Instance, verified: Instance) {
  const onAsked = await purchaseClient(asked.app, asked.database.db);
  const onVerified = await purchaseClient(verified.app, verified.database.db);
  const sent = await onAsked.customers.generate(mobile);
  expect(sent.status).toBe(200);
  const text = await waitFor(
    () => sms().find((message) => message.to === sent.body.data.mobile_number)?.text,
  );
  const code = /\b\d{6}\b/.exec(text)![0];
  const token: string = (await onVerified.customers.verify(sent.body.data.token, code)).body.data.token;
  const registered = await onAsked.customers.register(token, { mobile_number: mobile });
  expect(registered.status).toBe(200);
  return { token, mobile, customerId: registered.body.data.customer_id as number };
}

async function waitFor<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('two instances on one database', () => {
  it('lists on one instance the premiums of a quote made on the other, either way', async () => {
    const onA = await purchaseClient(a.app, db());
    const onB = await purchaseClient(b.app, b.database.db);
    for (const [maker, reader] of [
      [onA, onB],
      [onB, onA],
      [onA, onB],
      [onB, onA],
    ] as const) {
      const made = await maker.quoting.full({
        sum_insured: 5_000_000 + Math.floor(Math.random() * 1_000_000),
      });
      expect(made.status).toBe(200);
      const listed = await reader.quoting.call('GET', `/v2/premiums?unq_hash=${made.body.data.unq_hash}`);
      expect(listed.status).toBe(200);
      expect(Object.keys(listed.body.data.quotes).length).toBeGreaterThan(0);
    }
  });

  it('finishes on one instance a purchase started on the other: bought on A, uploaded and paid on B', async () => {
    for (const [started, finished, mobile] of [
      [a, b, '770000001'],
      [b, a, '770000002'],
    ] as const) {
      const customer = await verifiedCustomer(mobile, started, finished);
      const buying = await purchaseClient(started.app, started.database.db);
      const quote = await buying.quoting.premiums();
      const bought = await buying.buy(customer, quote, priced(quote)[0]!);
      expect(bought.status).toBe(200);
      const paySecHash: string = bought.body.data.pay_sec_hash;

      const documents = await documentClient(finished.app, finished.database.db);
      await documents.uploadAll(paySecHash);
      expect((await documents.submit(paySecHash, ONLINE_APP_CODE)).status).toBe(200);
      expect((await declareAnswers(finished.app, finished.database.db, paySecHash)).status).toBe(200);
      const payments = await paymentClient(finished);
      await payments.payApproved(paySecHash);
      const [row] = await db()
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.paySecHash, paySecHash));
      expect(row!.status).toBe('paid');
    }
  });

  it('counts the rate limits once for both: calls split across A and B meet one limit', async () => {
    const token = (instance: Instance) =>
      instance.app.inject({
        method: 'POST',
        url: '/v2/token',
        remoteAddress: '203.0.113.7',
        headers: { 'api-key': 'kavacha-web' },
        payload: { user_name: 'web', password: 'web-public' },
      });
    for (let call = 0; call < TOKENS_PER_MINUTE; call++) {
      expect((await token(call % 2 === 0 ? a : b)).statusCode).toBe(200);
    }
    // Each instance took only half of the limit itself; the next call is refused on either.
    expect((await token(a)).statusCode).toBe(429);
    expect((await token(b)).statusCode).toBe(429);
  });

  it(`delivers each of ${CODES} messages exactly once while both workers poll`, async () => {
    const keys = await Promise.all([a, b].map((instance) => authKeyFor(instance.app)));
    // Each code asked for by a customer of their own address (one address's codes are taken in turn).
    const askCode = (n: number) =>
      [a, b][n % 2]!.app.inject({
        method: 'POST',
        url: '/otp-auth-api/v2/otp/generate',
        remoteAddress: `10.0.${Math.floor(n / 250)}.${n % 250}`,
        headers: { auth_key: keys[n % 2]! },
        payload: { mobile_number: `78${String(n).padStart(7, '0')}`, email: 'k@example.lk' },
      });
    const before = { rows: await outboxIds(), a: a.gateway.messages.length, b: b.gateway.messages.length };
    const started = Date.now();
    // Alternately on A and B, a few at a time, as customers behind a balancer would.
    const PARALLEL = 10;
    for (let first = 0; first < CODES; first += PARALLEL) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(PARALLEL, CODES - first) }, (_, offset) => askCode(first + offset)),
      );
      for (const answer of answers) expect(answer.statusCode).toBe(200);
    }
    const rows = (await outboxIds()).filter((row) => !before.rows.some((old) => old.id === row.id));
    expect(rows.length).toBeGreaterThanOrEqual(CODES);
    const expected = rows.filter((row) => row.kind === 'sms').map((row) => String(row.id));
    const arrived = () => new Set(sms().map((message) => message.reference));
    await waitFor(() => (expected.every((reference) => arrived().has(reference)) ? true : undefined), 20_000);
    // A late duplicate would arrive after the last message expected: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const seconds = (Date.now() - started) / 1000;

    const references = sms().map((message) => message.reference);
    const duplicates = references.length - new Set(references).size;
    const lost = expected.filter((reference) => !arrived().has(reference)).length;
    const unsent = await db().select({ id: outbox.id }).from(outbox).where(ne(outbox.status, 'sent'));
    const byA = a.gateway.messages.length - before.a;
    const byB = b.gateway.messages.length - before.b;
    console.log(
      `two instances, outbox: messages ${rows.length}, delivered ${byA + byB}, duplicates ${duplicates}, ` +
        `lost ${lost + unsent.length} (A ${byA}, B ${byB}; ${seconds.toFixed(1)} s)`,
    );
    expect(duplicates).toBe(0);
    expect(lost).toBe(0);
    expect(unsent).toEqual([]);
    expect(byA + byB).toBe(rows.length);
    // Both workers took part.
    expect(byA).toBeGreaterThan(CODES / 10);
    expect(byB).toBeGreaterThan(CODES / 10);
  });
});
