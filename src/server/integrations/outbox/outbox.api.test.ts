// The outbox on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where claims made at
// once run on separate connections as several processes' would).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '#server/db/schema';
import { createTestApp } from '#server/testing/test-app';
import { createOutbox } from './outbox';
import { outboxRepository } from './outbox.repository';

let context: Awaited<ReturnType<typeof createTestApp>>;
// The app's own worker sleeps through these tests; they claim and deliver themselves.
beforeAll(async () => {
  context = await createTestApp({ OUTBOX_POLL_MS: '60000' });
});
afterAll(() => context.app.close());

const db = () => context.database.db;
const queue = (count: number, kind = 'test') =>
  db()
    .insert(outbox)
    .values(Array.from({ length: count }, (_, n) => ({ kind, payload: { n } })))
    .returning({ id: outbox.id });
const rowOf = async (id: number) => (await db().select().from(outbox).where(eq(outbox.id, id)))[0]!;

describe('claiming', () => {
  it('gives workers claiming at once different messages, each once', async () => {
    const ids = (await queue(30)).map((row) => row.id);
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        outboxRepository(db())
          .claim(20, 60_000)
          .then((rows) => rows.map((row) => row.id)),
      ),
    );
    const claimed = claims.flat();
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
  });

  it('claims a leased message again only once the lease has run out, and then only that claim counts', async () => {
    const [{ id }] = (await queue(1)) as [{ id: number }];
    const repository = outboxRepository(db());
    const first = (await repository.claim(20, 300)).find((message) => message.id === id)!;
    expect(await repository.claim(20, 300)).toEqual([]);

    const second = await vi.waitFor(
      async () => {
        const [message] = await repository.claim(20, 60_000);
        if (!message) throw new Error('still leased');
        return message;
      },
      { interval: 20 },
    );
    expect(second).toMatchObject({ id, attempts: 2 });
    await repository.markSent(first);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2 });
    await repository.markSent(second);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
  });
});

describe('releasing', () => {
  it('makes a claimed message due again at once, for a new claim that an old one cannot touch', async () => {
    const [{ id }] = (await queue(1)) as [{ id: number }];
    const repository = outboxRepository(db());
    const claimed = (await repository.claim(20, 60_000)).find((message) => message.id === id)!;
    expect(claimed.attempts).toBe(1);

    await repository.release([claimed]);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, lockedUntil: null });
    const again = (await repository.claim(20, 60_000)).find((message) => message.id === id)!;
    expect(again.attempts).toBe(2);
    await repository.release([claimed]);
    await repository.markSent(claimed);
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 2, lockedUntil: expect.any(Date) });
    await repository.markSent(again);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
  });
});

describe('the worker', () => {
  const settings = { pollMs: 20, retry: { firstMs: 20, maxMs: 100 } };

  it('sends what is queued in a transaction once it commits, and nothing of one rolled back', async () => {
    const delivered: number[] = [];
    const worker = createOutbox<{ note: { text: string } }>(
      db(),
      { note: async (_payload, messageId) => void delivered.push(messageId) },
      { ...settings, pollMs: 60_000 },
      context.app.log,
    );
    worker.start();
    const kept = await worker.transaction((_tx, send) => send('note', { text: 'kept' }));
    await expect(
      worker.transaction(async (_tx, send) => {
        await send('note', { text: 'dropped' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await vi.waitFor(() => expect(delivered).toEqual([kept]), { timeout: 1_000 });
    await worker.stop();
    expect(
      await db().select({ payload: outbox.payload }).from(outbox).where(eq(outbox.kind, 'note')),
    ).toEqual([{ payload: { text: 'kept' } }]);
  });

  it('keeps a message of a kind it cannot send, with the reason, and retries it', async () => {
    const [{ id }] = (await queue(1, 'unknown')) as [{ id: number }];
    const worker = createOutbox<Record<string, never>>(db(), {}, settings, context.app.log);
    worker.start();
    await vi.waitFor(async () => expect((await rowOf(id)).attempts).toBeGreaterThanOrEqual(2));
    await worker.stop();
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      lastError: "no handler for outbox messages of kind 'unknown'",
      lockedUntil: null,
    });
  });

  it('delivers four at a time and, stopped, waits for those and releases what it claimed but did not start', async () => {
    // Messages earlier tests left pending are not this worker's to send.
    await db().update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const worker = createOutbox<{ slow: { n: number } }>(
      db(),
      {
        slow: (_payload, messageId) =>
          new Promise<void>((resolve) => {
            started.push(messageId);
            finish.push(resolve);
          }),
      },
      settings,
      context.app.log,
    );
    const ids = (await queue(6, 'slow')).map((row) => row.id);
    worker.start();
    await vi.waitFor(() => expect(started).toHaveLength(4));
    const rows = () =>
      db()
        .select({
          id: outbox.id,
          status: outbox.status,
          attempts: outbox.attempts,
          lockedUntil: outbox.lockedUntil,
        })
        .from(outbox)
        .where(inArray(outbox.id, ids))
        .orderBy(outbox.id);
    // All six are claimed; two wait for a lane.
    expect((await rows()).every((row) => row.attempts === 1 && row.lockedUntil !== null)).toBe(true);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    finish.forEach((resolve) => resolve());
    await stopping;

    expect(started).toHaveLength(4);
    const after = await rows();
    expect(after.filter((row) => started.includes(row.id))).toEqual(
      started
        .map((id) => ({ id, status: 'sent', attempts: 1, lockedUntil: null }))
        .sort((a, b) => a.id - b.id),
    );
    const released = after.filter((row) => !started.includes(row.id));
    expect(released).toEqual(
      released.map(({ id }) => ({ id, status: 'pending', attempts: 1, lockedUntil: null })),
    );
    expect(released).toHaveLength(2);
    const claimedAgain = await outboxRepository(db()).claim(20, 60_000);
    expect(claimedAgain.map((message) => message.id).sort((a, b) => a - b)).toEqual(
      released.map((row) => row.id),
    );
  });
});
