import { mkdir } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { StatementParam } from './pglite-thread';
import { PGliteThread } from './pglite-thread';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_FILES } from '#server/files';
import * as schema from './schema';

export type { StatementParam };
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** How many migrations this start applied: 0 when another instance, or an earlier start, had. */
  migrationsApplied: number;
  /**
   * A statement straight to the driver, for the one hot write where the query builder's work per value
   * shows (batches of quotes): `$1`-style parameters, rows as arrays of values, which the embedded
   * database gives as text.
   */
  statement(text: string, params: StatementParam[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

const migrationsFolder = SERVER_FILES.migrations;

/**
 * The session-level advisory lock every instance takes around its migrations. An arbitrary number, the
 * same in every version: changing it would let an old and a new instance migrate at once.
 */
export const MIGRATION_LOCK = 19_030_001;

type Statement = (text: string) => Promise<unknown[][]>;

/** Migrations recorded as applied in drizzle's own table (none before the first start, nor the table). */
async function appliedMigrations(statement: Statement): Promise<number> {
  const [table] = await statement(`select to_regclass('drizzle.__drizzle_migrations')::text`);
  if (table?.[0] == null) return 0;
  const [count] = await statement('select count(*) from drizzle.__drizzle_migrations');
  return Number(count?.[0]);
}

/**
 * Applies the committed migrations on PostgreSQL under an advisory lock, on one connection that holds
 * it: instances started together (a deploy, a scale-up) would otherwise each find the same migrations
 * missing and run them twice, the second failing half-way. The first takes the lock and migrates; the
 * others wait for it, then find nothing left to do. The lock is the session's, so it ends with the
 * connection if this process dies mid-way; the migrations themselves run in one transaction.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<number> {
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const statement: Statement = async (text) => (await connection.query({ text, rowMode: 'array' })).rows;
    const before = await appliedMigrations(statement);
    await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
    return (await appliedMigrations(statement)) - before;
  } finally {
    // Unlocked before the connection returns to the pool, where the lock would otherwise stay held; a
    // connection that cannot say so is closed instead, which ends its lock too.
    const unlocked = await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    connection.release(!unlocked);
  }
}

/**
 * Opens the database and applies the committed migrations: PostgreSQL when `url` is given, else the
 * embedded PGlite under `dataDir` (or in memory when `dataDir` is 'memory://', as tests use), started
 * from `image` when given (a dump of a database, PGlite's dumpDataDir; tests start from one).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  image?: Uint8Array;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // The server ending an idle connection (a restart, a failover, a dropped database) is an 'error' event
    // of the pool, which unheard would end this process. The pool opens a new connection when next asked.
    pool.on('error', (error) => process.emitWarning(`PostgreSQL ended an idle connection: ${error.message}`));
    const migrationsApplied = await migrateUnderLock(pool).catch(async (error: unknown) => {
      await pool.end();
      throw error;
    });
    return {
      db: drizzlePg({ client: pool, schema }),
      kind: 'postgres',
      migrationsApplied,
      statement: async (text, params) => (await pool.query({ text, values: params, rowMode: 'array' })).rows,
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') await mkdir(options.dataDir, { recursive: true });
  const client = new PGliteThread(options.dataDir, options.image);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- PGliteThread offers the part of PGlite's interface that drizzle's driver calls (query, exec, transaction), the API tests run every query through it
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  // One process at a time opens an embedded database (PGlite keeps it for itself): no lock needed.
  const statement: Statement = (text) => client.statement(text, []);
  const before = await appliedMigrations(statement);
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'embedded',
    migrationsApplied: (await appliedMigrations(statement)) - before,
    statement: (text, params) => client.statement(text, params),
    close: () => client.close(),
  };
}
