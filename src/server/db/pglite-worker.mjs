// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its work (parsing,
// executing, writing) does not hold up the thread that answers HTTP requests. Plain JavaScript: worker
// threads do not inherit the TypeScript loader. Messages are described by `Request` in pglite-thread.ts.
import { Blob } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { runStatement } from './pglite-statement.mjs';

// A test database starts from a dump of one already migrated and seeded (tests/support/database-image.ts).
const db = new PGlite(
  workerData.dataDir,
  workerData.image ? { loadDataDir: new Blob([workerData.image]) } : undefined,
);
// PostgreSQL fills each new 16 MB WAL file with zeros before writing to it. Through PGlite's file system
// that write held every query up for tens of milliseconds, once per 16 MB written (about every 1.4 s
// under quote load), and set the quotes' p99 latency. PostgreSQL finds the end of its WAL by the
// records' checksums, not by zeros, so skipping the fill is safe (docs/decisions/006). Messages wait in
// the port until the listener below is added.
await db.exec('set wal_init_zero = off');
/** Open transactions by number: { tx, finish(commit), done }. */
const transactions = new Map();

// Drizzle asks for some types (dates, timestamps ...) as the text PostgreSQL sends.
const asText = (types) => types && Object.fromEntries(types.map((type) => [type, (value) => value]));
const target = (tx) => (tx === undefined ? db : transactions.get(tx).tx);
const plain = ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows });

async function handle(request) {
  switch (request.op) {
    case 'query':
      return plain(
        await target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: asText(request.textTypes),
        }),
      );
    case 'statement':
      return runStatement(db, request.sql, request.params);
    case 'exec':
      return (await target(request.tx).exec(request.sql)).map(plain);
    case 'begin': {
      let begun;
      const started = new Promise((resolve) => (begun = resolve));
      const open = {};
      const decided = new Promise((finish) => (open.finish = finish));
      transactions.set(request.tx, open);
      open.done = db.transaction(async (tx) => {
        open.tx = tx;
        begun();
        if (!(await decided)) await tx.rollback();
      });
      // A BEGIN that fails rejects `done` before the transaction starts.
      await Promise.race([started, open.done]);
      return undefined;
    }
    case 'end': {
      const open = transactions.get(request.tx);
      transactions.delete(request.tx);
      open.finish(request.commit);
      await open.done;
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

/** What drizzle and the error handler read from a database error. */
const details = ({ message, code, detail, constraint, table, column }) => ({
  message,
  code,
  detail,
  constraint,
  table,
  column,
});

parentPort.on('message', (request) => {
  handle(request).then(
    (result) => parentPort.postMessage({ id: request.id, result }),
    (error) => parentPort.postMessage({ id: request.id, error: details(error) }),
  );
});
