import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import {
  applications,
  companies,
  coverNotes,
  customers,
  outbox,
  payments,
  proposals,
  quotes,
} from '#server/db/schema';
import { APPLICATION_STATUS } from '../purchase/application-status';
import { QUOTED_COLUMNS } from '../purchase/purchase.repository';

export type NewProposal = typeof proposals.$inferInsert;
export type NewCoverNote = typeof coverNotes.$inferInsert;

/** Proposals and cover notes over `db`, which may be a transaction. */
export function proposalRepository(db: Db) {
  /** A cover note with what its answers, its e-mail and the verification page show. */
  const coverNoteWhere = async (where: SQL) =>
    (
      await db
        .select({
          id: coverNotes.id,
          applicationId: coverNotes.applicationId,
          coverNoteNo: coverNotes.coverNoteNo,
          downloadKey: coverNotes.downloadKey,
          storageKey: coverNotes.storageKey,
          periodFrom: coverNotes.periodFrom,
          periodTo: coverNotes.periodTo,
          email: coverNotes.email,
          mobile: coverNotes.mobile,
          mailMessageId: coverNotes.mailMessageId,
          issuedAt: coverNotes.issuedAt,
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
          ...QUOTED_COLUMNS,
          unqHash: quotes.unqHash,
        })
        .from(coverNotes)
        .innerJoin(proposals, eq(proposals.id, coverNotes.proposalId))
        .innerJoin(applications, eq(applications.id, coverNotes.applicationId))
        .innerJoin(quotes, eq(quotes.id, applications.quoteId))
        .where(where)
    )[0];

  return {
    /**
     * The application of a req_key, with its quote's hash, the payment that paid it (if any) and the
     * customer's verified mobile.
     */
    byReqKey: async (reqKey: string) =>
      (
        await db
          .select({
            id: applications.id,
            status: applications.status,
            reqKey: applications.reqKey,
            customerId: applications.customerId,
            ...QUOTED_COLUMNS,
            amountCents: applications.amountCents,
            paidAt: applications.paidAt,
            unqHash: quotes.unqHash,
            mobile: customers.mobile,
            payment: {
              amountCents: payments.amountCents,
              orderId: payments.orderId,
              providerPaymentId: payments.providerPaymentId,
            },
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .innerJoin(customers, eq(customers.id, applications.customerId))
          .leftJoin(payments, and(eq(payments.applicationId, applications.id), eq(payments.applied, true)))
          .where(eq(applications.reqKey, reqKey))
      )[0],

    coverNoteOf: (applicationId: number) => coverNoteWhere(eq(coverNotes.applicationId, applicationId)),
    coverNoteByKey: (downloadKey: string) => coverNoteWhere(eq(coverNotes.downloadKey, downloadKey)),
    coverNoteByNumber: (coverNoteNo: string) => coverNoteWhere(eq(coverNotes.coverNoteNo, coverNoteNo)),

    /** The leasing company (type F) of that name, whatever its case. */
    leasingCompany: async (name: string) =>
      (
        await db
          .select({ id: companies.id, name: companies.name })
          .from(companies)
          .where(and(eq(companies.type, 'F'), sql`lower(${companies.name}) = lower(${name.trim()})`))
      )[0],

    numberTaken: async (coverNoteNo: string) =>
      (await db.select({ id: coverNotes.id }).from(coverNotes).where(eq(coverNotes.coverNoteNo, coverNoteNo)))
        .length > 0,

    insertProposal: async (proposal: NewProposal) =>
      (await db.insert(proposals).values(proposal).returning({ id: proposals.id }))[0]!.id,

    insertCoverNote: (coverNote: NewCoverNote) => db.insert(coverNotes).values(coverNote),

    /** The application's cover note is made: its last state. */
    markCompleted: (applicationId: number) =>
      db
        .update(applications)
        .set({ status: APPLICATION_STATUS.completed, updatedAt: sql`now()` })
        .where(eq(applications.id, applicationId)),

    outboxStatus: async (messageId: number) =>
      (await db.select({ status: outbox.status }).from(outbox).where(eq(outbox.id, messageId)))[0]!.status,
  };
}

export type ProposalRepository = ReturnType<typeof proposalRepository>;
export type StoredCoverNote = NonNullable<Awaited<ReturnType<ProposalRepository['coverNoteOf']>>>;
