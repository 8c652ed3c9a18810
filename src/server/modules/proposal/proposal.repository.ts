import { and, between, desc, eq, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PaymentReversal } from '#domain/motor/payment';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import { applications, companies, coverNotes, proposals, vehicleNumbers } from '#server/db/schema';

export type NewProposal = typeof proposals.$inferInsert;
export type NewCoverNote = typeof coverNotes.$inferInsert;
export type TypedVehicleNumbers = Omit<typeof vehicleNumbers.$inferInsert, 'updatedAt'>;

/** Proposals and cover notes over `db`, which may be a transaction. */
export function proposalRepository(db: Db) {
  /** A cover note with what its answers, its e-mail and the verification page show. */
  const coverNoteWhere = (where: SQL) =>
    firstRow(
      db
        .select({
          id: coverNotes.id,
          applicationId: coverNotes.applicationId,
          coverNoteNo: coverNotes.coverNoteNo,
          downloadKey: coverNotes.downloadKey,
          storageKey: coverNotes.storageKey,
          periodFrom: coverNotes.periodFrom,
          periodFromTime: coverNotes.periodFromTime,
          periodTo: coverNotes.periodTo,
          email: coverNotes.email,
          mobile: coverNotes.mobile,
          mailMessageId: coverNotes.mailMessageId,
          issuedAt: coverNotes.issuedAt,
          cancelledAt: coverNotes.cancelledAt,
          proposal: {
            vehRegistrationNo: proposals.vehRegistrationNo,
            engineNo: proposals.engineNo,
            chassisNo: proposals.chassisNo,
            isRegistered: proposals.isRegistered,
            isLeasing: proposals.isLeasing,
            financialCompanyId: proposals.financialCompanyId,
            financialCompanyBranch: proposals.financialCompanyBranch,
            leaseExpDate: proposals.leaseExpDate,
          },
        })
        .from(coverNotes)
        .innerJoin(proposals, eq(proposals.id, coverNotes.proposalId))
        .where(where),
    );

  return {
    coverNoteOf: (applicationId: number) => coverNoteWhere(eq(coverNotes.applicationId, applicationId)),
    coverNoteByKey: (downloadKey: string) => coverNoteWhere(eq(coverNotes.downloadKey, downloadKey)),
    coverNoteByNumber: (coverNoteNo: string) => coverNoteWhere(eq(coverNotes.coverNoteNo, coverNoteNo)),

    /**
     * Customer `customerId`'s cover notes that stand, newest first, with what the application was bought
     * for: a read-only join of the applications table, so that the customer's own rows are picked in SQL.
     */
    /** The cover note numbers of the customer's applications, cancelled or not, by application. */
    coverNoteNumbersOf: (customerId: number) =>
      db
        .select({ applicationId: coverNotes.applicationId, coverNoteNo: coverNotes.coverNoteNo })
        .from(coverNotes)
        .innerJoin(applications, eq(applications.id, coverNotes.applicationId))
        .where(eq(applications.customerId, customerId)),

    standingCoverNotesOf: (customerId: number) =>
      db
        .select({
          coverNoteNo: coverNotes.coverNoteNo,
          downloadKey: coverNotes.downloadKey,
          periodFrom: coverNotes.periodFrom,
          periodTo: coverNotes.periodTo,
          amountCents: applications.amountCents,
          quotation: applications.quotation,
        })
        .from(coverNotes)
        .innerJoin(applications, eq(applications.id, coverNotes.applicationId))
        .where(and(eq(applications.customerId, customerId), isNull(coverNotes.cancelledAt)))
        .orderBy(desc(coverNotes.issuedAt), desc(coverNotes.id)),

    /** Customer `customerId`'s standing cover note `coverNoteNo`, with its insurer; undefined when not theirs. */
    standingCoverNoteOf: (customerId: number, coverNoteNo: string) =>
      firstRow(
        db
          .select({
            id: coverNotes.id,
            coverNoteNo: coverNotes.coverNoteNo,
            periodFrom: coverNotes.periodFrom,
            periodTo: coverNotes.periodTo,
            email: coverNotes.email,
            companyId: applications.companyId,
            companyName: companies.name,
          })
          .from(coverNotes)
          .innerJoin(applications, eq(applications.id, coverNotes.applicationId))
          .innerJoin(companies, eq(companies.id, applications.companyId))
          .where(
            and(
              eq(applications.customerId, customerId),
              eq(coverNotes.coverNoteNo, coverNoteNo),
              isNull(coverNotes.cancelledAt),
            ),
          ),
      ),

    /**
     * The registered vehicles' proposals of `applicationIds` whose cover note stands, newest first, with
     * the first day of the cover.
     */
    registeredProposalsOf: (applicationIds: number[]) =>
      applicationIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              policyFrom: coverNotes.periodFrom,
              vehRegFormat: proposals.vehRegFormat,
              vehRegistrationNo: proposals.vehRegistrationNo,
              engineNo: proposals.engineNo,
              chassisNo: proposals.chassisNo,
              financialCompanyId: proposals.financialCompanyId,
              financialCompanyBranch: proposals.financialCompanyBranch,
              leaseExpDate: proposals.leaseExpDate,
            })
            .from(proposals)
            .innerJoin(coverNotes, eq(coverNotes.proposalId, proposals.id))
            .where(
              and(
                inArray(proposals.applicationId, applicationIds),
                eq(proposals.isRegistered, 'R'),
                isNull(coverNotes.cancelledAt),
              ),
            )
            .orderBy(desc(proposals.createdAt), desc(proposals.id)),

    /**
     * The standing cover notes, as a renewal speaks of them (docs/decisions/049): those whose last day is
     * in `lastDay` (both ends included; every one when absent) and matching `where`, with the application
     * and quote they were bought from (a read-only join of the applications table). A cover note whose
     * vehicle (same chassis number) was bought again with a cover starting after it is renewed: left out.
     */
    renewableCoverNotes: (where: SQL | undefined, lastDay?: { from: string; to: string }) => {
      const later = alias(coverNotes, 'later');
      const laterProposal = alias(proposals, 'later_proposal');
      return db
        .select({
          coverNoteId: coverNotes.id,
          coverNoteNo: coverNotes.coverNoteNo,
          periodTo: coverNotes.periodTo,
          applicationId: applications.id,
          customerId: applications.customerId,
          quoteId: applications.quoteId,
          personalInfo: applications.personalInfo,
          vehRegistrationNo: proposals.vehRegistrationNo,
        })
        .from(coverNotes)
        .innerJoin(proposals, eq(proposals.id, coverNotes.proposalId))
        .innerJoin(applications, eq(applications.id, coverNotes.applicationId))
        .where(
          and(
            where,
            lastDay && between(coverNotes.periodTo, lastDay.from, lastDay.to),
            isNull(coverNotes.cancelledAt),
            notExists(
              db
                .select({ one: sql`1` })
                .from(later)
                .innerJoin(laterProposal, eq(laterProposal.id, later.proposalId))
                .where(
                  and(
                    isNull(later.cancelledAt),
                    sql`${later.periodFrom} > ${coverNotes.periodFrom}`,
                    or(
                      eq(laterProposal.chassisNo, proposals.chassisNo),
                      eq(laterProposal.vehRegistrationNo, proposals.vehRegistrationNo),
                    ),
                  ),
                ),
            ),
          ),
        )
        .orderBy(coverNotes.id);
    },

    numberTaken: async (coverNoteNo: string) =>
      (await db.select({ id: coverNotes.id }).from(coverNotes).where(eq(coverNotes.coverNoteNo, coverNoteNo)))
        .length > 0,

    vehicleNumbersOf: (applicationId: number) =>
      firstRow(
        db
          .select({
            vehRegFormat: vehicleNumbers.vehRegFormat,
            vehRegistrationNo: vehicleNumbers.vehRegistrationNo,
            engineNo: vehicleNumbers.engineNo,
            chassisNo: vehicleNumbers.chassisNo,
          })
          .from(vehicleNumbers)
          .where(eq(vehicleNumbers.applicationId, applicationId)),
      ),

    /** Replaces what was typed before: a number cleared is cleared. */
    saveVehicleNumbers: async (numbers: TypedVehicleNumbers) => {
      const { applicationId: _id, ...typed } = numbers;
      await db
        .insert(vehicleNumbers)
        .values(numbers)
        .onConflictDoUpdate({
          target: vehicleNumbers.applicationId,
          set: { ...typed, updatedAt: sql`now()` },
        });
    },

    insertProposal: async (proposal: NewProposal) =>
      (await onlyRow(db.insert(proposals).values(proposal).returning({ id: proposals.id }))).id,

    insertCoverNote: (coverNote: NewCoverNote) => db.insert(coverNotes).values(coverNote),

    cancelCoverNote: (id: number, reason: PaymentReversal) =>
      db
        .update(coverNotes)
        .set({ cancelledAt: sql`now()`, cancelReason: reason })
        .where(eq(coverNotes.id, id)),
  };
}

export type ProposalRepository = ReturnType<typeof proposalRepository>;
export type StoredCoverNote = NonNullable<Awaited<ReturnType<ProposalRepository['coverNoteOf']>>>;
