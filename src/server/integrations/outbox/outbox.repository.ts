import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { onlyRow } from '#server/db/rows';
import type { OutboxPayload } from '#server/db/schema';
import { outbox } from '#server/db/schema';

/** A message a worker holds the lease of; `attempts` counts this claim and identifies it. */
export interface ClaimedMessage {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

// Times are the database's, so that processes whose clocks differ agree on what is due and leased.
const fromNow = (ms: number) => sql`now() + ${ms}::integer * interval '1 millisecond'`;

/** Outbox rows over `db`, which may be a transaction. */
export function outboxRepository(db: Db) {
  // The claim's own attempt: a worker whose lease ran out cannot record over the next claim.
  const sameClaim = (message: ClaimedMessage) =>
    and(eq(outbox.id, message.id), eq(outbox.attempts, message.attempts), eq(outbox.status, 'pending'));

  return {
    insert: async (kind: string, payload: OutboxPayload): Promise<number> =>
      (await onlyRow(db.insert(outbox).values({ kind, payload }).returning({ id: outbox.id }))).id,

    statusOf: async (id: number) =>
      (await onlyRow(db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, id)))).status,

    /**
     * Leases up to `limit` due messages for `leaseMs`. SKIP LOCKED lets several processes claim at once,
     * each getting other rows, without waiting on one another.
     */
    claim(limit: number, leaseMs: number): Promise<ClaimedMessage[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, sql`now()`),
            or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lockedUntil: fromNow(leaseMs) })
        .where(inArray(outbox.id, due))
        .returning({ id: outbox.id, kind: outbox.kind, payload: outbox.payload, attempts: outbox.attempts });
    },

    async markSent(message: ClaimedMessage): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null })
        .where(sameClaim(message));
    },

    /**
     * Gives back messages claimed but never handed to a handler: due again at once for any worker. Their
     * `attempts` stay raised, so that every claim keeps its own number and a late word of an old claim
     * cannot touch a newer one; the next failure waits one doubling longer, which does no harm.
     */
    async release(messages: ClaimedMessage[]): Promise<void> {
      await db
        .update(outbox)
        .set({ lockedUntil: null })
        .where(or(...messages.map(sameClaim)));
    },

    async markFailed(message: ClaimedMessage, error: string, retryInMs: number): Promise<void> {
      await db
        .update(outbox)
        .set({ nextAttemptAt: fromNow(retryInMs), lockedUntil: null, lastError: error })
        .where(sameClaim(message));
    },
  };
}
