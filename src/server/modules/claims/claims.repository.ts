import { and, asc, count, desc, eq, gte, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { ClaimStatus } from '#domain/claims/claims';
import type { ClaimQuery } from '#domain/console/claims';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { claimEvents, claimPhotos, claims, companies, customers, staff } from '#server/db/schema';
import { containing } from '#server/db/like';

export type NewClaim = typeof claims.$inferInsert;
export type NewClaimPhoto = typeof claimPhotos.$inferInsert;

const listed = {
  id: claims.id,
  claimRef: claims.claimRef,
  policyNumber: claims.policyNumber,
  companyId: claims.companyId,
  companyName: companies.name,
  customerId: claims.customerId,
  customerName: customers.nameInitials,
  mobile: customers.mobile,
  category: claims.category,
  status: claims.status,
  incidentDate: claims.incidentDate,
  place: claims.place,
  description: claims.description,
  amountCents: claims.amountCents,
  approvedCents: claims.approvedCents,
  createdAt: claims.createdAt,
};
export type ListedClaim = Awaited<ReturnType<ReturnType<typeof claimsRepository>['page']>>[number];

/** Claims, their photos and their history over `db`, which may be a transaction. */
export function claimsRepository(db: Db) {
  const joined = () =>
    db
      .select(listed)
      .from(claims)
      .innerJoin(companies, eq(companies.id, claims.companyId))
      .innerJoin(customers, eq(customers.id, claims.customerId));

  /** The console's filter: a status, a search text, and the insurer an insurer's staff member sees alone. */
  const filtered = (query: ClaimQuery, companyId: number | undefined) => {
    const conditions: SQL[] = [];
    if (companyId !== undefined) conditions.push(eq(claims.companyId, companyId));
    if (query.status !== undefined) conditions.push(eq(claims.status, query.status));
    if (query.q) {
      const pattern = containing(query.q);
      conditions.push(
        or(
          ilike(claims.claimRef, pattern),
          ilike(claims.policyNumber, pattern),
          ilike(customers.mobile, pattern),
        )!,
      );
    }
    return and(...conditions);
  };

  return {
    add: (claim: NewClaim) => onlyRow(db.insert(claims).values(claim).returning({ id: claims.id })),
    addPhotos: (photos: NewClaimPhoto[]) => db.insert(claimPhotos).values(photos),
    addEvent: (event: typeof claimEvents.$inferInsert) => db.insert(claimEvents).values(event),

    /** How many claims customer `customerId` made since `since`. */
    madeSince: async (customerId: number, since: Date) =>
      (
        await db
          .select({ n: count() })
          .from(claims)
          .where(and(eq(claims.customerId, customerId), gte(claims.createdAt, since)))
      )[0]!.n,

    /** The claims of a customer's policies, newest first. */
    ofPolicies: (customerId: number, policyNumbers: string[]) =>
      policyNumbers.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(claims)
            .where(and(eq(claims.customerId, customerId), inArray(claims.policyNumber, policyNumbers)))
            .orderBy(desc(claims.createdAt), desc(claims.id)),

    /** A claim by its reference, with its owner. */
    byRef: (claimRef: string) => firstRow(db.select().from(claims).where(eq(claims.claimRef, claimRef))),

    photo: (claimId: number, n: number) =>
      firstRow(
        db
          .select()
          .from(claimPhotos)
          .where(and(eq(claimPhotos.claimId, claimId), eq(claimPhotos.n, n))),
      ),
    photosOf: (claimId: number) =>
      db.select().from(claimPhotos).where(eq(claimPhotos.claimId, claimId)).orderBy(asc(claimPhotos.n)),

    page: (query: ClaimQuery, companyId: number | undefined, limit: number, offset: number) =>
      joined()
        .where(filtered(query, companyId))
        .orderBy(desc(claims.createdAt), desc(claims.id))
        .limit(limit)
        .offset(offset),
    total: async (query: ClaimQuery, companyId: number | undefined) =>
      (
        await db
          .select({ n: count() })
          .from(claims)
          .innerJoin(customers, eq(customers.id, claims.customerId))
          .where(filtered(query, companyId))
      )[0]!.n,

    /** One claim as the console shows it, when `companyId` (if given) is its insurer. */
    one: (id: number, companyId: number | undefined) =>
      firstRow(
        joined().where(
          and(eq(claims.id, id), companyId === undefined ? undefined : eq(claims.companyId, companyId)),
        ),
      ),
    /** The claim, locked for its status change. */
    forUpdate: (id: number) => firstRow(db.select().from(claims).where(eq(claims.id, id)).for('update')),
    setStatus: (id: number, change: { status: ClaimStatus; approvedCents: number | null; updatedAt: Date }) =>
      db.update(claims).set(change).where(eq(claims.id, id)),

    historyOf: (claimId: number) =>
      db
        .select({ status: claimEvents.status, note: claimEvents.note, by: staff.email, at: claimEvents.at })
        .from(claimEvents)
        .leftJoin(staff, eq(staff.id, claimEvents.staffId))
        .where(eq(claimEvents.claimId, claimId))
        .orderBy(asc(claimEvents.at), asc(claimEvents.id)),
  };
}
