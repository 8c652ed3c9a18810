// The console's reads and writes of the quote module's tariffs, promotions and sample vehicles (decision
// 046). Tariff rows are never changed: a version is added, and one not yet in force may be withdrawn
// (deleted), since no quote can have been priced on it. A promotion's last day may be moved earlier.
import { and, asc, count, desc, eq, gt, gte, isNull, or } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { promotions, sampleVehicles, tariffs } from '#server/db/schema';
import type { Tariff } from '#server/rating/tariff';

const versionColumns = {
  id: tariffs.id,
  companyId: tariffs.companyId,
  version: tariffs.version,
  effectiveFrom: tariffs.effectiveFrom,
  effectiveTo: tariffs.effectiveTo,
  isSample: tariffs.isSample,
  createdAt: tariffs.createdAt,
};
export type VersionRow = { [K in keyof typeof versionColumns]: (typeof tariffs.$inferSelect)[K] };
export type PromotionRow = typeof promotions.$inferSelect;
type Window = { limit: number; offset: number };

export function tariffAdminRepository(db: Db) {
  return {
    /** An insurer's versions, the latest start first (as tariffsInForce orders them), a page at a time. */
    versionsPage: (companyId: number, { limit, offset }: Window): Promise<VersionRow[]> =>
      db
        .select(versionColumns)
        .from(tariffs)
        .where(eq(tariffs.companyId, companyId))
        .orderBy(desc(tariffs.effectiveFrom), desc(tariffs.id))
        .limit(limit)
        .offset(offset),

    versionsTotal: async (companyId: number) =>
      (await onlyRow(db.select({ total: count() }).from(tariffs).where(eq(tariffs.companyId, companyId))))
        .total,

    version: (id: number) =>
      firstRow(
        db
          .select({ ...versionColumns, data: tariffs.data })
          .from(tariffs)
          .where(eq(tariffs.id, id)),
      ),

    /** A version of the insurer starting on `date` after `today`: one not yet in force. */
    scheduledOn: (companyId: number, date: string, today: string) =>
      firstRow(
        db
          .select(versionColumns)
          .from(tariffs)
          .where(
            and(
              eq(tariffs.companyId, companyId),
              eq(tariffs.effectiveFrom, date),
              gt(tariffs.effectiveFrom, today),
            ),
          ),
      ),

    /** Adds a version; undefined when the insurer already has one of that name. */
    addVersion: (row: { companyId: number; version: string; effectiveFrom: string; data: Tariff }) =>
      firstRow(
        db
          .insert(tariffs)
          .values({ ...row, isSample: false })
          .onConflictDoNothing({ target: [tariffs.companyId, tariffs.version] })
          .returning(versionColumns),
      ),

    /** Deletes the version if it starts after `today`; the row deleted, or undefined. */
    withdraw: (id: number, today: string) =>
      firstRow(
        db
          .delete(tariffs)
          .where(and(eq(tariffs.id, id), gt(tariffs.effectiveFrom, today)))
          .returning(versionColumns),
      ),

    /** The sample vehicles, in their order (a handful, seeded). */
    sampleVehicles: () =>
      db
        .select({ id: sampleVehicles.id, label: sampleVehicles.label, quote: sampleVehicles.quote })
        .from(sampleVehicles)
        .orderBy(asc(sampleVehicles.sort), asc(sampleVehicles.id))
        .limit(50),

    /** An insurer's promotions, the latest start first, a page at a time. */
    promotionsPage: (companyId: number, { limit, offset }: Window): Promise<PromotionRow[]> =>
      db
        .select()
        .from(promotions)
        .where(eq(promotions.companyId, companyId))
        .orderBy(desc(promotions.startsOn), desc(promotions.id))
        .limit(limit)
        .offset(offset),

    promotionsTotal: async (companyId: number) =>
      (
        await onlyRow(
          db.select({ total: count() }).from(promotions).where(eq(promotions.companyId, companyId)),
        )
      ).total,

    promotion: (id: number) => firstRow(db.select().from(promotions).where(eq(promotions.id, id))),

    addPromotion: (row: typeof promotions.$inferInsert) =>
      onlyRow(db.insert(promotions).values(row).returning()),

    /** Adds the promotions in one statement: all of them or, when one fails, none. */
    addPromotions: (rows: (typeof promotions.$inferInsert)[]) =>
      db.insert(promotions).values(rows).returning(),

    /** An insurer's promotions not ended on `today` (current and scheduled), the earliest start first. */
    promotionsRunning: (companyId: number, today: string, limit: number): Promise<PromotionRow[]> =>
      db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.companyId, companyId),
            or(isNull(promotions.endsOn), gte(promotions.endsOn, today)),
          ),
        )
        .orderBy(asc(promotions.startsOn), asc(promotions.id))
        .limit(limit),

    /** Sets the promotion's last day. */
    endPromotion: (id: number, lastDay: string) =>
      onlyRow(db.update(promotions).set({ endsOn: lastDay }).where(eq(promotions.id, id)).returning()),
  };
}
