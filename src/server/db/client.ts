import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { StatementParam } from './pglite-thread';
import { PGliteThread } from './pglite-thread';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type { StatementParam };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /**
   * A statement straight to the driver, for the one hot write where the query builder's work per value
   * shows (batches of quotes): `$1`-style parameters, rows as arrays of values, which the embedded
   * database gives as text.
   */
  statement(text: string, params: StatementParam[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `url` is given, else the
 * embedded PGlite under `dataDir` (or in memory when `dataDir` is 'memory://', as tests use).
 */
export async function openDatabase(options: { url?: string; dataDir: string }): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The server ending an idle connection (a restart, a failover, a dropped database) is an 'error' event
    // of the pool, which unheard would end this process. The pool opens a new connection when next asked.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      statement: async (text, params) => (await pool.query({ text, values: params, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') await mkdir(options.dataDir, { recursive: true });
  const client = new PGliteThread(options.dataDir);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- PGliteThread offers the part of PGlite's interface that drizzle's driver calls (query, exec, transaction), the API tests run every query through it
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'embedded',
    statement: (text, params) => client.statement(text, params),
    close: () => client.close(),
  };
}
