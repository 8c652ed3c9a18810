// The embedded PostgreSQL (PGlite) on a thread of its own, behind the small client interface drizzle's
// PGlite driver uses (query, exec, transaction). PGlite runs PostgreSQL compiled to WebAssembly on the
// thread that calls it; on its own thread, storing quotes no longer stops the server answering requests,
// as a database server in another process would not (docs/decisions/006).
import { Worker } from 'node:worker_threads';
import { SERVER_FILES } from '#server/files';

type RowMode = 'object' | 'array';
export type StatementParam = string | number | null;
type QueryOptions = { rowMode?: RowMode; parsers?: Record<number, unknown> };
interface Results {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

type Message =
  | { op: 'query'; sql: string; params?: unknown[]; rowMode?: RowMode; textTypes?: number[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'statement'; sql: string; params: StatementParam[] }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

export type Request = Message & { id: number };

/** What the thread answers to each kind of message (pglite-worker.mjs). */
interface Replies {
  query: Results;
  exec: Results[];
  statement: (string | null)[][];
  begin: undefined;
  end: undefined;
  close: undefined;
}

type Send = <M extends Message>(message: M) => Promise<Replies[M['op']]>;

/** Queries outside any transaction, or inside transaction `tx`. */
class Queries {
  constructor(
    protected readonly send: Send,
    protected readonly tx?: number,
  ) {}

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results> {
    const textTypes = options?.parsers && Object.keys(options.parsers).map(Number);
    const message = { op: 'query' as const, sql, params, rowMode: options?.rowMode, textTypes, tx: this.tx };
    return this.send(message);
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql, tx: this.tx });
  }
}

class ThreadTransaction extends Queries {
  rolledBack = false;
  async rollback() {
    this.rolledBack = true;
  }
}

export class PGliteThread extends Queries {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();
  #nextId = 1;
  #nextTx = 1;
  #stopped: Error | undefined;

  /** `image`: a dump of a database (PGlite's dumpDataDir) to start from, instead of an empty one. */
  constructor(dataDir: string, image?: Uint8Array) {
    super((message) => this.#call(message));
    this.#worker = new Worker(SERVER_FILES.pgliteWorker, {
      workerData: { dataDir, image },
      // A roomier young generation: query messages are short-lived and large, and fewer, larger
      // scavenges cost less (docs/decisions/006).
      resourceLimits: { maxYoungGenerationSizeMb: 96 },
    });
    this.#worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Error }) => {
      const pending = this.#pending.get(id)!;
      this.#pending.delete(id);
      if (error) pending.reject(Object.assign(new Error(error.message), error));
      else pending.resolve(result);
    });
    // A database thread that fails or ends fails what waits for it and everything asked of it later,
    // so requests answer with an error instead of waiting for ever (and /health says so).
    const stop = (error: Error) => {
      this.#stopped = error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', stop);
    this.#worker.on('exit', (code) =>
      stop(new Error(`The embedded database thread ended (exit code ${code})`)),
    );
  }

  #call<M extends Message>(message: M): Promise<Replies[M['op']]> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the worker answers each message with its Replies entry, the one place the thread's untyped messages are typed
      this.#pending.set(id, { resolve: (value) => resolve(value as Replies[M['op']]), reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  /**
   * One statement outside any transaction, sent as a single protocol message (pglite-statement.mjs):
   * for the hot write, where PGlite's own `query` cost more than the insert. Rows as arrays of text.
   */
  statement(sql: string, params: StatementParam[]): Promise<(string | null)[][]> {
    return this.#call({ op: 'statement', sql, params });
  }

  /** Runs `callback` in one transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#call({ op: 'begin', tx });
    const transaction = new ThreadTransaction((message) => this.#call(message), tx);
    try {
      const result = await callback(transaction);
      await this.#call({ op: 'end', tx, commit: !transaction.rolledBack });
      return result;
    } catch (error) {
      await this.#call({ op: 'end', tx, commit: false });
      throw error;
    }
  }

  async close(): Promise<void> {
    await this.#call({ op: 'close' });
    await this.#worker.terminate();
  }
}
