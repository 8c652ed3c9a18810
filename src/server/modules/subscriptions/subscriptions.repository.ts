import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n';
import type { Db } from '#server/db/client';
import { onlyRow } from '#server/db/rows';
import { blogSubscribers, subscriptionLetters } from '#server/db/schema';

// Times are the database's, as the outbox's are, so that processes whose clocks differ agree.
const HOUR_AGO = sql`now() - interval '1 hour'`;

/** The subscribers and the last hour's confirmation letters over `db`, which may be a transaction. */
export function subscriptionsRepository(db: Db) {
  return {
    /** Makes the letters to one address one after another, so two requests at once cannot both pass the limit. */
    async lockAddress(addressKey: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${addressKey}`}))`);
    },

    /** Forgets the letters older than an hour (of every address: they count for nothing any more). */
    async forgetOldLetters() {
      await db.delete(subscriptionLetters).where(lte(subscriptionLetters.sentAt, HOUR_AGO));
    },

    lettersInTheLastHour: async (addressKey: string) =>
      (
        await onlyRow(
          db
            .select({ letters: count() })
            .from(subscriptionLetters)
            .where(
              and(eq(subscriptionLetters.addressKey, addressKey), gt(subscriptionLetters.sentAt, HOUR_AGO)),
            ),
        )
      ).letters,

    async recordLetter(addressKey: string) {
      await db.insert(subscriptionLetters).values({ addressKey });
    },

    /** Keeps a confirmed address; false when it was kept already (nothing changes then). */
    add: async (email: string, locale: Locale) =>
      (
        await db
          .insert(blogSubscribers)
          .values({ email, locale })
          .onConflictDoNothing({ target: blogSubscribers.email })
          .returning({ id: blogSubscribers.id })
      ).length > 0,

    async remove(email: string) {
      await db.delete(blogSubscribers).where(eq(blogSubscribers.email, email));
    },
  };
}
