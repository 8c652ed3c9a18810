import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import { customerSessions, loginTokens } from '#server/db/schema';

export type NewLoginToken = typeof loginTokens.$inferInsert;
export type NewCustomerSession = typeof customerSessions.$inferInsert;

/** Login tokens and customer sessions over `db`, which may be a transaction. */
export function accountRepository(db: Db) {
  return {
    addLoginToken: (token: NewLoginToken) => db.insert(loginTokens).values(token),

    /** Takes the login token of a hash out of the table: whoever takes it first is the only one to get it. */
    takeLoginToken: (tokenHash: string) =>
      firstRow(
        db
          .delete(loginTokens)
          .where(eq(loginTokens.tokenHash, tokenHash))
          .returning({ customerId: loginTokens.customerId, expiresAt: loginTokens.expiresAt }),
      ),

    deleteExpiredLoginTokens: (now: Date) => db.delete(loginTokens).where(lt(loginTokens.expiresAt, now)),

    addSession: (session: NewCustomerSession) => db.insert(customerSessions).values(session),

    session: (tokenHash: string) =>
      firstRow(db.select().from(customerSessions).where(eq(customerSessions.tokenHash, tokenHash))),

    touchSession: (tokenHash: string, at: Date) =>
      db.update(customerSessions).set({ lastSeenAt: at }).where(eq(customerSessions.tokenHash, tokenHash)),

    deleteSession: (tokenHash: string) =>
      db.delete(customerSessions).where(eq(customerSessions.tokenHash, tokenHash)),

    /** Ends the sessions that expired: idle since `seenBefore`, or opened before `createdBefore`. */
    deleteExpiredSessions: (seenBefore: Date, createdBefore: Date) =>
      db
        .delete(customerSessions)
        .where(
          or(lt(customerSessions.lastSeenAt, seenBefore), lt(customerSessions.createdAt, createdBefore)),
        ),
  };
}
