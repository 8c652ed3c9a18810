// Liveness and readiness as a load balancer reads them: ready while serving, not ready while draining or
// without a database (a real PostgreSQL database dropped under the app), alive while draining.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { openDatabase } from '#server/db/client';
import { seed } from '#server/db/seed/seed';
import { createPostgresDatabase } from '#server/testing/postgres';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.app.close());

const get = async (app: typeof context.app, url: string) => {
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /ready', () => {
  it('answers ready while serving, without an auth_key', async () => {
    expect(await get(context.app, '/ready')).toEqual({
      status: 200,
      body: { status: 200, success: true, data: { status: 'ready' }, error: null },
    });
  });

  it('answers 503 while draining, and /health still answers the process alive', async () => {
    context.readiness.drain();
    expect(await get(context.app, '/ready')).toEqual({
      status: 503,
      body: {
        status: 800,
        success: false,
        data: null,
        error: {
          error_format: 0,
          message: 'Not ready: this instance is shutting down; send requests to another.',
        },
      },
    });
    expect((await get(context.app, '/health')).status).toBe(200);
  });

  it('answers 503 when the database is not reachable, as /health does', async () => {
    const server = await createPostgresDatabase();
    const database = await openDatabase({ url: server.url, dataDir: 'memory://' });
    await seed(database.db);
    const app = await buildApp({ config: context.config, database, web: false });
    try {
      expect((await get(app, '/ready')).status).toBe(200);
      await server.drop();
      const ready = await get(app, '/ready');
      expect(ready).toMatchObject({ status: 503, body: { success: false, data: null } });
      expect(ready.body.error.message).toBe('Not ready: the database is not reachable.');
      expect((await get(app, '/health')).body.error.message).toBe('The database is not reachable.');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
