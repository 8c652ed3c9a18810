import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { seed } from '#server/db/seed/seed';
import { createPostgresDatabase } from '#server/testing/postgres';

// Vitest globalSetup of the API and browser suites: the committed migrations and the seed, run once into
// a database every test's fresh database is copied from (createTestApp). On the embedded database that
// is a dump, which loads in about 1 s where migrating takes about 5 s, and the suites open some 200; on
// PostgreSQL (TEST_DATABASE_URL) a template database. The migrations themselves are still tested from
// an empty database, on both engines (seed.api.test.ts, client.api.test.ts, two-instances.api.test.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of the migrated and seeded embedded database: its path. */
    databaseImage: string;
    /** The migrated and seeded PostgreSQL database to copy: its name. */
    databaseTemplate: string;
  }
}

async function embeddedImage(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'kavacha-test-image-'));
  const dataDir = path.join(folder, 'pg');
  const database = await openDatabase({ dataDir });
  await seed(database.db);
  await database.close();
  const pglite = await PGlite.create(dataDir);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const image = path.join(folder, 'image.tar');
  await writeFile(image, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseImage', image);
  return () => rm(folder, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject) {
  const template = await createPostgresDatabase();
  const database = await openDatabase({ url: template.url, dataDir: 'memory://' });
  await seed(database.db);
  await database.close();
  project.provide('databaseTemplate', template.name);
  return template.drop;
}

export default function databaseImage(project: TestProject) {
  return process.env.TEST_DATABASE_URL ? postgresTemplate(project) : embeddedImage(project);
}
