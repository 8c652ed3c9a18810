import { and, desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { outbox } from '#server/db/schema';

/** Kinds of outbox message that go to a person (an SMS or an e-mail), whose payload names them in `to`. */
export const PERSONAL_KINDS = ['sms', 'mail'];
const SHOWN = 50;

export function devOutboxRepository(db: Db) {
  return {
    /** The latest messages to `to`, newest first. */
    sentTo: (to: string) =>
      db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          payload: outbox.payload,
          status: outbox.status,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(and(inArray(outbox.kind, PERSONAL_KINDS), sql`${outbox.payload}->>'to' = ${to}`))
        .orderBy(desc(outbox.id))
        .limit(SHOWN),
  };
}
