import { and, asc, eq } from 'drizzle-orm';
import type { Bank, OfferPath } from '#domain/campaigns';
import type { Db } from '#server/db/client';
import { firstRow } from '#server/db/rows';
import { campaignCardBins, campaignOffers } from '#server/db/schema';

export type OfferRow = typeof campaignOffers.$inferSelect;
/** What an admin may change of an offer. */
export type OfferRowChange = Pick<
  OfferRow,
  'discountBp' | 'capCents' | 'capPerDay' | 'maxPaymentsPerDay' | 'startsOn' | 'endsOn' | 'updatedAt'
>;

/** The banks' offers over `db`, which may be a transaction. */
export function campaignsRepository(db: Db) {
  return {
    /** The offer of a promotion page's path (its promo type is the bank), if there is one. */
    atPath: (path: Omit<OfferPath, 'promo_type'>, bank: Bank) =>
      firstRow(
        db
          .select()
          .from(campaignOffers)
          .where(
            and(
              eq(campaignOffers.campaignType, path.campaign_type),
              eq(campaignOffers.category, path.category),
              eq(campaignOffers.bank, bank),
              eq(campaignOffers.offer, path.offer),
            ),
          ),
      ),
    ofBank: (bank: Bank) => firstRow(db.select().from(campaignOffers).where(eq(campaignOffers.bank, bank))),
    /** Every offer, in the operator's order. */
    all: () => db.select().from(campaignOffers).orderBy(asc(campaignOffers.sort)),
    /** Locks the bank's offer until the transaction ends, so two admins' changes apply one after the other. */
    lock: (bank: Bank) =>
      firstRow(db.select().from(campaignOffers).where(eq(campaignOffers.bank, bank)).for('update')),
    /** Every bank's BIN ranges. */
    binRanges: () =>
      db
        .select({ bank: campaignCardBins.bank, from: campaignCardBins.binFrom, to: campaignCardBins.binTo })
        .from(campaignCardBins),
    update: (bank: Bank, change: OfferRowChange) =>
      db.update(campaignOffers).set(change).where(eq(campaignOffers.bank, bank)),
  };
}
