import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

// PostgreSQL only (CI runs the API tests a second time with TEST_DATABASE_URL): the embedded database
// has no connections to lose.
const { database } = await createTestApp();
afterAll(() => database.close());

it.skipIf(database.kind !== 'postgres')(
  'survives the server ending an idle connection, and answers the next query',
  async () => {
    const pid = (await database.statement('select pg_backend_pid()', []))[0]![0];
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // Time for the ended connection's error to arrive; unheard, it would have ended the test process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await database.statement('select 1', [])).toEqual([[1]]);
  },
);
