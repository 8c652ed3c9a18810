import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_FILES } from '#server/files';
import { LOCAL_POSTGRES, createPostgresDatabase } from '../testing/postgres';
import type { Database } from './client';
import { openDatabase } from './client';
import { seed } from './seed/seed';

// What only a PostgreSQL server shows, so always on one (the machine's, or TEST_DATABASE_URL), whatever
// database the rest of the API suite runs on: connections it can cut, and several instances of the
// server starting together on one database, as a deploy or a scale-up starts them.

const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(SERVER_FILES.migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

describe('on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const opened: Database[] = [];
  const open = async () => {
    const database = await openDatabase({ url: server.url, dataDir: 'memory://' });
    opened.push(database);
    return database;
  };

  beforeEach(async () => {
    server = await createPostgresDatabase();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    await server.drop();
  });

  it('survives the server ending an idle connection, and answers the next query', async () => {
    const database = await open();
    const pid = (await database.statement('select pg_backend_pid()', []))[0]![0];
    const admin = new pg.Client({ connectionString: LOCAL_POSTGRES });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
    // Time for the ended connection's error to arrive; unheard, it would have ended the test process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await database.statement('select 1', [])).toEqual([[1]]);
  });

  it('migrates and seeds once when several instances start together on a new database', async () => {
    const instances = await Promise.all(Array.from({ length: 5 }, open));
    // One applied every migration; the others waited for its lock and found nothing left to do.
    expect(instances.map((database) => database.migrationsApplied).sort()).toEqual([0, 0, 0, 0, MIGRATIONS]);
    const [database] = instances;
    const recorded = await database!.statement('select count(*)::int from drizzle.__drizzle_migrations', []);
    expect(recorded).toEqual([[MIGRATIONS]]);

    const seeds = await Promise.all(instances.map((instance) => seed(instance.db)));
    expect(seeds.sort()).toEqual([
      'already seeded',
      'already seeded',
      'already seeded',
      'already seeded',
      'seeded',
    ]);

    // A later start finds everything done, and its lock was let go by the first ones.
    const later = await open();
    expect(later.migrationsApplied).toBe(0);
    expect(await seed(later.db)).toBe('already seeded');
  });
});
