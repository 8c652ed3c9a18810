import { randomBytes } from 'node:crypto';
import pg from 'pg';

// Databases made for one test on a PostgreSQL server, and dropped after it. Tests of what only a real
// server shows (several instances on one database, advisory locks) use the machine's server even when
// the rest of the API suite runs on PGlite.

/** The PostgreSQL server of the machine and of CI: TEST_DATABASE_URL when set, else the local one. */
export const LOCAL_POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on `serverUrl`, empty or a copy of the database named `template`: its name, its address,
 * and how to drop it (connections are cut).
 */
export async function createPostgresDatabase(serverUrl = LOCAL_POSTGRES, template?: string) {
  const name = `kavacha_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
