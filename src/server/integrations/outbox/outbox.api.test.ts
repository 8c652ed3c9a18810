// The outbox on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL, where claims made at
// once run on separate connections as several processes' would).
import { eq } from 'drizzle-orm';
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
});
