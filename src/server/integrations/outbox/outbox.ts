// The durable outbox (docs/decisions/008): a message to a provider is a row written in the transaction
// of the change that causes it, so it exists exactly when the change does. A worker in every process
// claims due rows under a lease, hands each to the handler of its kind and records the outcome; a failed
// delivery is tried again later, with a growing delay, for as long as it fails. Handlers must be
// idempotent by the message id: a delivery whose outcome was not recorded (a crash, a lease that ran
// out) is made again. A worker delivers a few messages at a time and claims only a few more than that, so
// that with several processes the work spreads over all of them rather than being hoarded by one.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import type { RetrySettings } from './backoff';
import { retryDelay } from './backoff';
import type { ClaimedMessage } from './outbox.repository';
import { outboxRepository } from './outbox.repository';

/** Delivers one message; throws to have it tried again later. */
export type Handlers<Messages> = {
  [Kind in keyof Messages]: (payload: Messages[Kind], messageId: number) => Promise<void>;
};

/** Writes a message of `kind` in the current transaction; resolves to its id. */
export type Queue<Messages> = <Kind extends keyof Messages & string>(
  kind: Kind,
  payload: Messages[Kind],
) => Promise<number>;

export interface OutboxSettings {
  pollMs: number;
  retry: RetrySettings;
}

export interface Outbox<Messages> {
  /** Runs `work` in one transaction; the messages it queues are sent once that transaction commits. */
  transaction<T>(work: (tx: Db, queue: Queue<Messages>) => Promise<T>): Promise<T>;
  /** Starts the worker, which first sends what an earlier run left due. */
  start(): void;
  /**
   * Stops the worker: starts no more deliveries, waits for those in progress to be recorded and releases
   * the messages it claimed but did not start, for another process (or the next start) to send at once.
   */
  stop(): Promise<void>;
  /** Whether message `id` is sent yet (a failed delivery stays pending: it is tried again). */
  status(id: number): Promise<'pending' | 'sent'>;
}

// Deliveries at once per worker, and messages it holds claimed at once (in progress or next): enough to
// keep every lane busy, and the rest of the due messages left to the other processes.
const LANES = 4;
const BATCH = 2 * LANES;
// Far longer than a delivery takes (adapters time out well before), so a lease only runs out when its
// worker died; the message is then claimed again.
const LEASE_MS = 5 * 60_000;
const MAX_ERROR_LENGTH = 2_000;

export function createOutbox<Messages extends Record<keyof Messages, object>>(
  db: Db,
  handlers: Handlers<Messages>,
  settings: OutboxSettings,
  log: FastifyBaseLogger,
): Outbox<Messages> {
  const repository = outboxRepository(db);
  // A row's kind and payload were written together by `queue`, which types the payload by its kind.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above
  const byKind = handlers as Partial<Record<string, (payload: unknown, messageId: number) => Promise<void>>>;
  let running = false;
  let draining: Promise<void> | undefined;
  let wokenWhileDraining = false;
  let timer: NodeJS.Timeout | undefined;
  let nudge: (() => void) | undefined;

  async function deliver(message: ClaimedMessage) {
    const handler = byKind[message.kind];
    let failure: string | undefined;
    try {
      if (!handler) throw new Error(`no handler for outbox messages of kind '${message.kind}'`);
      await handler(message.payload, message.id);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      failure = (text || 'failed without a message').slice(0, MAX_ERROR_LENGTH);
    }
    const context = { outboxMessage: message.id, kind: message.kind, attempts: message.attempts };
    try {
      if (failure === undefined) {
        await repository.markSent(message);
        return;
      }
      const retryInMs = retryDelay(message.attempts, settings.retry);
      log.warn({ ...context, retryInMs, error: failure }, 'outbox: delivery failed');
      await repository.markFailed(message, failure, retryInMs);
    } catch (error) {
      // The lease runs out and the message is claimed again; its delivery is idempotent.
      log.error({ ...context, err: error }, 'outbox: could not record a delivery');
    }
  }

  async function release(messages: ClaimedMessage[]) {
    try {
      await repository.release(messages);
      log.info({ released: messages.map((message) => message.id) }, 'outbox: released claims not started');
    } catch (error) {
      log.error({ err: error }, 'outbox: could not release claims; they are sent once their lease runs out');
    }
  }

  /** Waits until a delivery ends, a message is queued here, the worker stops, or a poll is due. */
  function pause(inProgress: Set<Promise<void>>) {
    let timeout: NodeJS.Timeout | undefined;
    const nudged = new Promise<void>((resolve) => {
      nudge = resolve;
      timeout = setTimeout(resolve, settings.pollMs);
    });
    return Promise.race([...inProgress, nudged]).finally(() => {
      clearTimeout(timeout);
      nudge = undefined;
    });
  }

  /**
   * Delivers due messages, LANES at a time, holding at most BATCH claimed (in progress or waiting for a
   * lane), until none is due and none in progress; stopped, it starts no more, waits for those in
   * progress and releases the rest. A slow delivery holds its lane only: the others go on.
   */
  async function drain() {
    const inProgress = new Set<Promise<void>>();
    const waiting: ClaimedMessage[] = [];
    for (;;) {
      while (running && inProgress.size < LANES && waiting.length > 0) {
        const delivery: Promise<void> = deliver(waiting.shift()!).finally(() => inProgress.delete(delivery));
        inProgress.add(delivery);
      }
      if (!running) break;
      const room = BATCH - waiting.length - inProgress.size;
      if (room > 0) {
        wokenWhileDraining = false;
        try {
          const claimed = await repository.claim(room, LEASE_MS);
          waiting.push(...claimed);
          if (claimed.length > 0) continue;
        } catch (error) {
          log.error({ err: error }, 'outbox: could not claim messages');
        }
        if (wokenWhileDraining) continue;
      }
      if (inProgress.size === 0) break;
      await pause(inProgress);
    }
    await Promise.all(inProgress);
    if (waiting.length > 0) await release(waiting);
  }

  function wake() {
    if (!running) return;
    if (draining) {
      wokenWhileDraining = true;
      nudge?.();
      return;
    }
    clearTimeout(timer);
    draining = drain().finally(() => {
      draining = undefined;
      if (!running) return;
      timer = setTimeout(wake, settings.pollMs);
      // A worker left running by mistake must not keep the process alive.
      timer.unref();
    });
  }

  return {
    async transaction(work) {
      let queued = false;
      const result = await db.transaction((tx) =>
        work(tx, (kind, payload) => {
          queued = true;
          return outboxRepository(tx).insert(kind, payload);
        }),
      );
      if (queued) wake();
      return result;
    },
    start() {
      running = true;
      wake();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      nudge?.();
      await draining;
    },
    status: (id) => repository.statusOf(id),
  };
}
