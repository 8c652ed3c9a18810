import { and, asc, eq, gte, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import {
  illnessApplicationPlans,
  illnessApplications,
  illnessChannels,
  illnessCompanies,
  illnessDeclarations,
  illnessIllnesses,
  illnessLimits,
  illnessPolicies,
  illnessRelationships,
  illnessSublimits,
} from '#server/db/schema';

export type IllnessApplicationRow = typeof illnessApplications.$inferInsert;
export type IllnessPlanRow = Omit<typeof illnessApplicationPlans.$inferInsert, 'applicationId'>;

/** The major illness cover's tables over `db`, which may be a transaction. */
export function illnessRepository(db: Db) {
  const activeCompanies = () =>
    db
      .select()
      .from(illnessCompanies)
      .where(eq(illnessCompanies.active, true))
      .orderBy(asc(illnessCompanies.sort));
  return {
    channel: (code: string) =>
      firstRow(db.select().from(illnessChannels).where(eq(illnessChannels.code, code))),
    relationships: () => db.select().from(illnessRelationships).orderBy(asc(illnessRelationships.sort)),
    /** The companies on sale with their limits, sub-limits, illnesses and declarations, in the operator's order. */
    async catalogue() {
      const companies = await activeCompanies();
      const ids = companies.map((company) => company.id);
      if (ids.length === 0) return { companies, limits: [], sublimits: [], illnesses: [], declarations: [] };
      const limits = await db
        .select()
        .from(illnessLimits)
        .where(inArray(illnessLimits.companyId, ids))
        .orderBy(asc(illnessLimits.coverRupees));
      const sublimits = await db
        .select()
        .from(illnessSublimits)
        .where(
          inArray(
            illnessSublimits.limitId,
            limits.map((limit) => limit.id),
          ),
        )
        .orderBy(asc(illnessSublimits.sort));
      const illnesses = await db
        .select()
        .from(illnessIllnesses)
        .where(inArray(illnessIllnesses.companyId, ids))
        .orderBy(asc(illnessIllnesses.sort));
      const declarations = await db
        .select()
        .from(illnessDeclarations)
        .where(inArray(illnessDeclarations.companyId, ids))
        .orderBy(asc(illnessDeclarations.sort));
      return { companies, limits, sublimits, illnesses, declarations };
    },
    /** The limits of companies on sale among `ids`. */
    limits: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: illnessLimits.id,
              companyId: illnessLimits.companyId,
              cover: illnessLimits.coverRupees,
              premiumCents: illnessLimits.premiumCents,
            })
            .from(illnessLimits)
            .innerJoin(illnessCompanies, eq(illnessCompanies.id, illnessLimits.companyId))
            .where(and(inArray(illnessLimits.id, ids), eq(illnessCompanies.active, true))),
    declarationsOf: (companyIds: number[]) =>
      companyIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: illnessDeclarations.id,
              companyId: illnessDeclarations.companyId,
              options: illnessDeclarations.options,
            })
            .from(illnessDeclarations)
            .where(inArray(illnessDeclarations.companyId, companyIds)),
    /** The cover `nic` (12-digit form) holds in force on `day` with each of `companyIds`, in rupees. */
    balances: (nic: string, companyIds: number[], day: string) =>
      companyIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              companyId: illnessPolicies.companyId,
              cover: sum(illnessPolicies.coverRupees).mapWith(Number),
            })
            .from(illnessPolicies)
            .where(
              and(
                eq(illnessPolicies.nic, nic),
                inArray(illnessPolicies.companyId, companyIds),
                eq(illnessPolicies.cancelled, false),
                gte(illnessPolicies.endsOn, day),
              ),
            )
            .groupBy(illnessPolicies.companyId),
    /** The application of a payment link's key, if any. */
    applicationByPayKey: (payKey: string) =>
      firstRow(
        db
          .select({
            id: illnessApplications.id,
            status: illnessApplications.status,
            totalCents: illnessApplications.totalCents,
            holders: illnessApplications.holders,
          })
          .from(illnessApplications)
          .where(eq(illnessApplications.payKey, payKey)),
      ),
    /** The application's status, its row locked until the transaction ends. */
    lockForUpdate: (id: number) =>
      onlyRow(
        db
          .select({ status: illnessApplications.status })
          .from(illnessApplications)
          .where(eq(illnessApplications.id, id))
          .for('update'),
      ),
    setStatus: (id: number, status: 'paid' | 'cancelled') =>
      db.update(illnessApplications).set({ status }).where(eq(illnessApplications.id, id)),
    plansOf: (applicationId: number) =>
      db
        .select()
        .from(illnessApplicationPlans)
        .where(eq(illnessApplicationPlans.applicationId, applicationId))
        .orderBy(asc(illnessApplicationPlans.holderIndex), asc(illnessApplicationPlans.companyId)),
    /** Holds `nic`'s balances still until the transaction ends, so two payments cannot both exceed them. */
    lockNic: (nic: string) =>
      db.execute(sql`select pg_advisory_xact_lock(hashtext(${`illness-nic:${nic}`}))`),
    insertPolicy: (policy: typeof illnessPolicies.$inferInsert) => db.insert(illnessPolicies).values(policy),
    refusePlan: (planId: number, why: string) =>
      db
        .update(illnessApplicationPlans)
        .set({ notIssued: why })
        .where(eq(illnessApplicationPlans.id, planId)),
    /** Cancels the application's policies (its payment reversed). */
    cancelPolicies: (applicationId: number) =>
      db
        .update(illnessPolicies)
        .set({ cancelled: true })
        .where(
          inArray(
            illnessPolicies.planId,
            db
              .select({ id: illnessApplicationPlans.id })
              .from(illnessApplicationPlans)
              .where(eq(illnessApplicationPlans.applicationId, applicationId)),
          ),
        ),
    /** Records an application with its plans; answers its id. */
    async insertApplication(application: IllnessApplicationRow, plans: IllnessPlanRow[]) {
      const { id } = await onlyRow(
        db.insert(illnessApplications).values(application).returning({ id: illnessApplications.id }),
      );
      await db.insert(illnessApplicationPlans).values(plans.map((plan) => ({ ...plan, applicationId: id })));
      return id;
    },
  };
}
