import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { Config } from '../config';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openDatabase } from '../db/client';
import { seed } from '../db/seed/seed';
import { createReadiness } from '../modules/health/readiness';
import { buildApp } from '../app';
import { createPostgresDatabase } from './postgres';
import { startS3Peer } from './s3-peer';

// A fresh, migrated and seeded database per test file, copied from the suite's (tests/support/
// database-image.ts): in-memory PGlite by default, or a new database on the PostgreSQL server named by
// TEST_DATABASE_URL (CI runs the API tests both ways). Dropped on close.

let image: Promise<Buffer> | undefined;

async function freshDatabase(): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) {
    image ??= readFile(inject('databaseImage'));
    return openDatabase({ dataDir: 'memory://', image: await image });
  }
  const server = await createPostgresDatabase(undefined, inject('databaseTemplate'));
  const database = await openDatabase({ url: server.url, dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

// Every call of a test comes from 127.0.0.1, as if all its customers shared one address: the per-address
// limits of reads, of one-time codes and of subscription requests are set out of reach here; the tests of
// those limits set their own.
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  RATE_LIMIT_READS_PER_MINUTE: '1000000',
  OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000000',
  SUBSCRIPTION_REQUESTS_PER_CLIENT_PER_HOUR: '1000000',
} as const;

/** The storages an app can keep its files in; tests of stored files run on each (describe.each). */
export const STORAGES = ['local', 's3'] as const;

/** The keys of the files the built-in storage holds under `dataDir`. */
async function localKeys(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The real app on a fresh database, with its files in a fresh directory, or with `storage: 's3'` in the
 * bucket of a fresh S3 peer, closed with the app. `env` overrides settings, as the environment would;
 * `clock` is the app's time now, which a test may move. `storedKeys` lists the keys of the files the app's
 * storage holds.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    web = false,
    storage = 'local',
    clock,
  }: { web?: boolean; storage?: (typeof STORAGES)[number]; clock?: () => Date } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-test-'));
  const peer = storage === 's3' ? await startS3Peer() : undefined;
  const config: Config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...peer?.env, ...env });
  const database = await freshDatabase();
  await seed(database.db);
  const readiness = createReadiness();
  const app = await buildApp({ config, database, web, readiness, clock });
  app.addHook('onClose', async () => {
    await database.close();
    await peer?.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  const storedKeys = peer ? () => peer.keys() : () => localKeys(dataDir);
  return { app, config, database, readiness, storedKeys };
}

export type TestContext = Awaited<ReturnType<typeof createTestApp>>;
export type TestApp = TestContext['app'];

/** An auth_key for the default web client, as the browser gets one. */
export async function authKeyFor(app: TestApp): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/v2/token',
    headers: { 'api-key': 'kavacha-web' },
    payload: { user_name: 'web', password: 'web-public' },
  });
  return response.json().data.auth_key;
}
