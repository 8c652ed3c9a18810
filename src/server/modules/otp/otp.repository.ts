import type { SQL } from 'drizzle-orm';
import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { otpChallenges, verifiedTokens } from '#server/db/schema';

// Times are the database's, as the outbox's are, so that processes whose clocks differ agree.
const fromNow = (ms: number) => sql<Date>`now() + ${ms}::integer * interval '1 millisecond'`;

/** One-time code challenges and verified tokens over `db`, which may be a transaction. */
export function otpRepository(db: Db) {
  const sendsWithin = (sender: SQL, windowMs: number) =>
    onlyRow(
      db
        .select({ sends: count(), first: min(otpChallenges.createdAt), now: sql<Date>`now()` })
        .from(otpChallenges)
        .where(and(sender, gt(otpChallenges.createdAt, fromNow(-windowMs)))),
    );

  return {
    /**
     * Makes the sends to a number, and those asked for by a client address, one after another, so two at
     * once cannot both pass a limit. Always the address first, then the number: no two sends wait on each
     * other.
     */
    async lockSender(clientAddress: string, mobile: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-address:${clientAddress}`}))`);
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${mobile}`}))`);
    },

    /** How many codes the number was sent in the last `windowMs`, and when the first of them was. */
    sendsTo: (mobile: string, windowMs: number) => sendsWithin(eq(otpChallenges.mobile, mobile), windowMs),

    /** How many codes the client address asked for in the last `windowMs`, and when the first was. */
    sendsFrom: (clientAddress: string, windowMs: number) =>
      sendsWithin(eq(otpChallenges.clientAddress, clientAddress), windowMs),

    /** Ends the number's open challenges: only the newest code counts. */
    async supersede(mobile: string) {
      await db
        .update(otpChallenges)
        .set({ supersededAt: sql`now()` })
        .where(
          and(
            eq(otpChallenges.mobile, mobile),
            isNull(otpChallenges.supersededAt),
            isNull(otpChallenges.verifiedAt),
          ),
        );
    },

    insertChallenge: (
      challenge: { tokenHash: string; mobile: string; clientAddress: string; codeHash: string },
      ttlMs: number,
    ) =>
      onlyRow(
        db
          .insert(otpChallenges)
          .values({ ...challenge, expiresAt: fromNow(ttlMs) })
          .returning({ expiresAt: otpChallenges.expiresAt }),
      ),

    /** The challenge, locked for the rest of the transaction; `expired` by the database's clock. */
    challengeForUpdate: (tokenHash: string) =>
      firstRow(
        db
          .select({
            id: otpChallenges.id,
            mobile: otpChallenges.mobile,
            codeHash: otpChallenges.codeHash,
            wrongTries: otpChallenges.wrongTries,
            verifiedAt: otpChallenges.verifiedAt,
            supersededAt: otpChallenges.supersededAt,
            expired: sql<boolean>`${otpChallenges.expiresAt} <= now()`,
          })
          .from(otpChallenges)
          .where(eq(otpChallenges.tokenHash, tokenHash))
          .for('update'),
      ),

    async countWrongTry(id: number) {
      await db
        .update(otpChallenges)
        .set({ wrongTries: sql`${otpChallenges.wrongTries} + 1` })
        .where(eq(otpChallenges.id, id));
    },

    async markVerified(id: number) {
      await db
        .update(otpChallenges)
        .set({ verifiedAt: sql`now()` })
        .where(eq(otpChallenges.id, id));
    },

    insertVerifiedToken: (token: { tokenHash: string; mobile: string; challengeId: number }, ttlMs: number) =>
      onlyRow(
        db
          .insert(verifiedTokens)
          .values({ ...token, expiresAt: fromNow(ttlMs) })
          .returning({ expiresAt: verifiedTokens.expiresAt }),
      ),

    /** The mobile number a live verified token proves. */
    verifiedMobile: async (tokenHash: string) =>
      (
        await firstRow(
          db
            .select({ mobile: verifiedTokens.mobile })
            .from(verifiedTokens)
            .where(and(eq(verifiedTokens.tokenHash, tokenHash), gt(verifiedTokens.expiresAt, sql`now()`))),
        )
      )?.mobile,
  };
}
