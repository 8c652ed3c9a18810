import { and, desc, eq, gt, isNotNull, lte, ne, notExists, sql } from 'drizzle-orm';
import { DOCUMENT_SLOTS } from '#domain/motor/documents';
import type { Db } from '#server/db/client';
import { firstRow, onlyRow } from '#server/db/rows';
import {
  applicationDeclarations,
  applicationDocuments,
  applicationEvents,
  applicationReminders,
  applications,
  quotes,
} from '#server/db/schema';
import type { EventDetail } from '#server/db/schema';
import { APPLICATION_STATUS } from './application-status';

export type NewApplication = typeof applications.$inferInsert;
export type NewDeclaration = typeof applicationDeclarations.$inferInsert;
export type ReminderStage = (typeof applicationReminders.$inferInsert)['stage'];
/** What a repeat purchase may replace while the application is still 'created'. */
export type ApplicationForm = Pick<
  NewApplication,
  'personalInfo' | 'isRenewal' | 'existingInsurerId' | 'renewalDate'
>;
/** The application's key: one per quote, insurer and customer. */
type ApplicationKey = Pick<NewApplication, 'quoteId' | 'companyId' | 'customerId'>;

const keyIs = (key: ApplicationKey) =>
  and(
    eq(applications.quoteId, key.quoteId),
    eq(applications.companyId, key.companyId),
    eq(applications.customerId, key.customerId),
  );

/** The columns the application's summary reads, for every query that loads an application. */
const SUMMARY_COLUMNS = {
  coverType: applications.coverType,
  qotNumber: applications.qotNumber,
  quotation: applications.quotation,
  personalInfo: applications.personalInfo,
};

/** What says how long the application's links work (#domain/motor/link-expiry); its quote is joined. */
const LINK_LIFE_COLUMNS = { validUntil: quotes.validUntil, paidAt: applications.paidAt };

/**
 * The applications and their events over `db`, which may be a transaction. The quote is joined only to
 * name it (`unq_hash`) and to read the vehicle it saved: the quote module offers no lookup by row id.
 */
export function applicationRepository(db: Db) {
  return {
    /** The application of a pay_sec_hash, as the documents and the payment show it, with its quote's vehicle. */
    byHash: (paySecHash: string) =>
      firstRow(
        db
          .select({
            id: applications.id,
            status: applications.status,
            reqKey: applications.reqKey,
            amountCents: applications.amountCents,
            promo: applications.promo,
            companyId: applications.companyId,
            customerId: applications.customerId,
            existingInsurerId: applications.existingInsurerId,
            ...SUMMARY_COLUMNS,
            ...LINK_LIFE_COLUMNS,
            params: quotes.params,
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .where(eq(applications.paySecHash, paySecHash)),
      ),

    /** The customer's applications, newest first, with their keys, their summary and their links' life. */
    ofCustomer: (customerId: number) =>
      db
        .select({
          id: applications.id,
          status: applications.status,
          paySecHash: applications.paySecHash,
          reqKey: applications.reqKey,
          ...SUMMARY_COLUMNS,
          ...LINK_LIFE_COLUMNS,
          params: quotes.params,
        })
        .from(applications)
        .innerJoin(quotes, eq(quotes.id, applications.quoteId))
        .where(eq(applications.customerId, customerId))
        .orderBy(desc(applications.id)),

    /** The customer's applications paid for, but `except`, with the vehicle each quote saved. */
    paidOfCustomer: (customerId: number, except: number) =>
      db
        .select({ id: applications.id, params: quotes.params })
        .from(applications)
        .innerJoin(quotes, eq(quotes.id, applications.quoteId))
        .where(
          and(
            eq(applications.customerId, customerId),
            ne(applications.id, except),
            isNotNull(applications.paidAt),
          ),
        ),

    /** The id of the application of a pay_sec_hash. */
    idByHash: async (paySecHash: string) =>
      (
        await firstRow(
          db
            .select({ id: applications.id })
            .from(applications)
            .where(eq(applications.paySecHash, paySecHash)),
        )
      )?.id,

    /** The application of a req_key (the proposal's key), with its quote's hash. */
    byReqKey: (reqKey: string) =>
      firstRow(
        db
          .select({
            id: applications.id,
            status: applications.status,
            reqKey: applications.reqKey,
            customerId: applications.customerId,
            ...SUMMARY_COLUMNS,
            amountCents: applications.amountCents,
            ...LINK_LIFE_COLUMNS,
            unqHash: quotes.unqHash,
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .where(eq(applications.reqKey, reqKey)),
      ),

    /**
     * What a cover note's verification and the messages to the applicant show of its application: its
     * summary, its customer, and its links with how long they work.
     */
    summaryOf: (applicationId: number) =>
      onlyRow(
        db
          .select({
            ...SUMMARY_COLUMNS,
            ...LINK_LIFE_COLUMNS,
            customerId: applications.customerId,
            paySecHash: applications.paySecHash,
            reqKey: applications.reqKey,
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .where(eq(applications.id, applicationId)),
      ),

    /**
     * Adds the application unless the customer has one for this quotation already (then undefined). The
     * conflict is settled by the unique constraint, so two purchases at once make one row and no error.
     */
    insertIfNew: (application: NewApplication) =>
      firstRow(
        db
          .insert(applications)
          .values(application)
          .onConflictDoNothing({
            target: [applications.quoteId, applications.companyId, applications.customerId],
          })
          .returning({ id: applications.id, paySecHash: applications.paySecHash }),
      ),

    /** The state and proposal key of the application of `key`, if any. */
    stateOf: (key: ApplicationKey) =>
      firstRow(
        db
          .select({
            status: applications.status,
            reqKey: applications.reqKey,
            paySecHash: applications.paySecHash,
          })
          .from(applications)
          .where(keyIs(key)),
      ),

    /** The application of `key`, locked until the transaction ends. */
    existingForUpdate: (key: ApplicationKey) =>
      onlyRow(
        db
          .select({
            id: applications.id,
            paySecHash: applications.paySecHash,
            status: applications.status,
            personalInfo: applications.personalInfo,
            isRenewal: applications.isRenewal,
            existingInsurerId: applications.existingInsurerId,
            renewalDate: applications.renewalDate,
          })
          .from(applications)
          .where(keyIs(key))
          .for('update'),
      ),

    /**
     * The application's state, its row locked until the transaction ends: every change to the application
     * (a payment notification, the cover note) waits here for the one before it.
     */
    lockForUpdate: (applicationId: number) =>
      onlyRow(
        db
          .select({ status: applications.status })
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for('update'),
      ),

    replaceForm: (id: number, form: ApplicationForm) =>
      db
        .update(applications)
        .set({ ...form, updatedAt: sql`now()` })
        .where(eq(applications.id, id)),

    /** The application's empty document slots (motor section 2.8), made with the application. */
    addDocumentSlots: (applicationId: number) =>
      db
        .insert(applicationDocuments)
        .values(DOCUMENT_SLOTS.map(({ doc_id }) => ({ applicationId, docId: doc_id }))),

    /** Moves a 'created' application to 'submitted'; false when it was not 'created'. */
    markSubmitted: async (applicationId: number) =>
      (
        await db
          .update(applications)
          .set({ status: APPLICATION_STATUS.submitted, updatedAt: sql`now()` })
          .where(and(eq(applications.id, applicationId), eq(applications.status, APPLICATION_STATUS.created)))
          .returning({ id: applications.id })
      ).length > 0,

    markPaid: (applicationId: number) =>
      db
        .update(applications)
        .set({ status: APPLICATION_STATUS.paid, paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(applications.id, applicationId)),

    /** The application's cover note is made: its last state. */
    markCompleted: (applicationId: number) =>
      db
        .update(applications)
        .set({ status: APPLICATION_STATUS.completed, updatedAt: sql`now()` })
        .where(eq(applications.id, applicationId)),

    /** The payment that paid the application is reversed: its last state. */
    markReversed: (applicationId: number) =>
      db
        .update(applications)
        .set({ status: APPLICATION_STATUS.reversed, updatedAt: sql`now()` })
        .where(eq(applications.id, applicationId)),

    addEvent: (applicationId: number, status: string, detail: EventDetail | null = null) =>
      db.insert(applicationEvents).values({ applicationId, status, detail }),

    /** The application's declaration before payment (docs/decisions/038), if made. */
    declarationOf: (applicationId: number) =>
      firstRow(
        db
          .select({
            declaredAt: applicationDeclarations.declaredAt,
            previousInsurerId: applicationDeclarations.previousInsurerId,
            contactConsent: applicationDeclarations.contactConsent,
          })
          .from(applicationDeclarations)
          .where(eq(applicationDeclarations.applicationId, applicationId)),
      ),

    /** Keeps the declaration, replacing an earlier one of the application. */
    saveDeclaration: (declaration: NewDeclaration) => {
      const { applicationId: _, ...replaced } = declaration;
      return db
        .insert(applicationDeclarations)
        .values(declaration)
        .onConflictDoUpdate({
          target: applicationDeclarations.applicationId,
          set: { ...replaced, declaredAt: sql`now()` },
        });
    },

    /**
     * Claims the paid applications without a cover note, paid at or before `paidBy`, that have no reminder
     * at `stage` nor at any of `later` stages: the rows are added here, so of two instances claiming at
     * once the primary key lets one have each (the other's insert does nothing). Answers the ids claimed.
     */
    claimReminders: async (
      stage: ReminderStage,
      later: ReminderStage[],
      paid: { after: Date; by: Date },
      now: Date,
    ) =>
      (
        await db
          .insert(applicationReminders)
          .select(
            db
              .select({
                applicationId: applications.id,
                stage: sql<ReminderStage>`${stage}`.as('stage'),
                sentAt: sql<Date>`${now.toISOString()}::timestamptz`.as('sent_at'),
              })
              .from(applications)
              .where(
                and(
                  eq(applications.status, APPLICATION_STATUS.paid),
                  gt(applications.paidAt, paid.after),
                  lte(applications.paidAt, paid.by),
                  notExists(
                    db
                      .select({ one: sql`1` })
                      .from(applicationReminders)
                      .where(
                        and(
                          eq(applicationReminders.applicationId, applications.id),
                          sql`${applicationReminders.stage} in (${sql.join(
                            [stage, ...later].map((s) => sql`${s}`),
                            sql`, `,
                          )})`,
                        ),
                      ),
                  ),
                ),
              ),
          )
          .onConflictDoNothing()
          .returning({ applicationId: applicationReminders.applicationId })
      ).map((row) => row.applicationId),
  };
}
