import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

let db: PGliteThread;
// Starting PostgreSQL in WebAssembly takes seconds, more while the other test files load the machine.
beforeAll(async () => {
  db = new PGliteThread('memory://');
  await db.exec('create table notes (id serial primary key, body text not null)');
}, 60_000);
afterAll(() => db.close());

const count = async () => (await db.query('select count(*)::int as n from notes')).rows[0] as { n: number };

describe('PGliteThread', () => {
  it('runs parameterised queries on its own thread, rows as objects or arrays', async () => {
    await db.query('insert into notes (body) values ($1), ($2)', ['one', 'two']);
    expect((await db.query('select body from notes order by id')).rows).toEqual([
      { body: 'one' },
      { body: 'two' },
    ]);
    expect((await db.query('select body from notes order by id', [], { rowMode: 'array' })).rows).toEqual([
      ['one'],
      ['two'],
    ]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const before = (await count()).n;
    await db.transaction(async (tx) => {
      await tx.query('insert into notes (body) values ($1)', ['kept']);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await count()).n).toBe(before + 1);
  });

  it('runs a statement as one message: parameters as text or null, rows as arrays of text', async () => {
    // Sinhala, quotes, a back-slash and a character outside the BMP: 48,000 UTF-16 units, 68 KB of UTF-8,
    // more than the message buffer's first 64 KB.
    const body = 'ශ්‍රී ලංකා "quoted" \\ back-slashed, 𝄞 and more '.repeat(1000);
    const rows = await db.statement('insert into notes (body) values ($1), ($2), ($3) returning body, id', [
      body,
      'short',
      42,
    ]);
    expect(rows.map(([text]) => text)).toEqual([body, 'short', '42']);
    expect(rows.map(([, id]) => typeof id)).toEqual(['string', 'string', 'string']);
    expect(await db.statement('select $1::text is null, length($2)', [null, body])).toEqual([
      ['t', String([...body].length)],
    ]);
  });

  it("passes a statement's database error on with its code and constraint, and goes on working", async () => {
    await expect(
      db.statement('insert into notes (id, body) values (1, $1)', ['again']),
    ).rejects.toMatchObject({
      code: '23505',
      constraint: 'notes_pkey',
      message: expect.stringContaining('duplicate key'),
    });
    expect(await db.statement('select $1::int + 1', ['1'])).toEqual([['2']]);
  });

  it('runs a statement outside an open transaction, so rolling that back keeps its row', async () => {
    const before = (await count()).n;
    let inserted: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into notes (body) values ($1)', ['rolled back']);
        inserted = db.statement('insert into notes (body) values ($1)', ['kept']);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await inserted;
    expect((await db.query('select body from notes')).rows).toContainEqual({ body: 'kept' });
    expect((await count()).n).toBe(before + 1);
  });

  it('does not zero-fill new WAL files, whose 16 MB write stalled every query (decision 006)', async () => {
    expect((await db.query('show wal_init_zero')).rows).toEqual([{ wal_init_zero: 'off' }]);
  });

  it('passes database errors on with their code', async () => {
    await expect(db.query('insert into notes (body) values (null)')).rejects.toMatchObject({ code: '23502' });
  });
});

describe('PGliteThread after its thread ended', () => {
  // Starting PGlite (initdb) alone can take several seconds on a busy machine; the refusal itself is
  // immediate.
  it('refuses queries at once instead of waiting', { timeout: 30_000 }, async () => {
    const closed = new PGliteThread('memory://');
    await closed.close();
    await expect(closed.query('select 1')).rejects.toThrow(/embedded database thread ended/);
  });
});
