import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { DOCUMENT_SLOTS } from '#domain/motor/documents';
import type { EventDetail } from '#server/db/schema';
import { applicationDocuments, applicationEvents, applications, companies, quotes } from '#server/db/schema';

export type NewApplication = typeof applications.$inferInsert;
/** What a repeat purchase may replace while the application is still 'created'. */
export type ApplicationForm = Pick<
  NewApplication,
  'personalInfo' | 'isRenewal' | 'existingInsurerId' | 'renewalDate'
>;
/** The application's key: one per quote, insurer and customer. */
export type ApplicationKey = Pick<NewApplication, 'quoteId' | 'companyId' | 'customerId'>;

/** The columns `quotedApplication` reads, for the queries that load an application. */
export const QUOTED_COLUMNS = {
  coverType: applications.coverType,
  qotNumber: applications.qotNumber,
  quotation: applications.quotation,
  personalInfo: applications.personalInfo,
};

/** Applications over `db`, which may be a transaction. */
export function purchaseRepository(db: Db) {
  return {
    async isInsurer(id: number): Promise<boolean> {
      const found = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.id, id), eq(companies.type, 'I')));
      return found.length > 0;
    },

    /** The application of a pay_sec_hash, as the documents and the payment show it, with its quote's vehicle. */
    applicationByHash: async (paySecHash: string) =>
      (
        await db
          .select({
            id: applications.id,
            status: applications.status,
            reqKey: applications.reqKey,
            amountCents: applications.amountCents,
            ...QUOTED_COLUMNS,
            params: quotes.params,
          })
          .from(applications)
          .innerJoin(quotes, eq(quotes.id, applications.quoteId))
          .where(eq(applications.paySecHash, paySecHash))
      )[0],

    /**
     * Adds the application unless the customer has one for this quotation already (then undefined). The
     * conflict is settled by the unique constraint, so two purchases at once make one row and no error.
     */
    insertIfNew: async (application: NewApplication) =>
      (
        await db
          .insert(applications)
          .values(application)
          .onConflictDoNothing({
            target: [applications.quoteId, applications.companyId, applications.customerId],
          })
          .returning({ id: applications.id, paySecHash: applications.paySecHash })
      )[0],

    /** The application of `key`, locked until the transaction ends. */
    existingForUpdate: async (key: ApplicationKey) =>
      (
        await db
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
          .where(
            and(
              eq(applications.quoteId, key.quoteId),
              eq(applications.companyId, key.companyId),
              eq(applications.customerId, key.customerId),
            ),
          )
          .for('update')
      )[0],

    replaceForm: (id: number, form: ApplicationForm) =>
      db
        .update(applications)
        .set({ ...form, updatedAt: sql`now()` })
        .where(eq(applications.id, id)),

    /** The application's empty document slots (motor section 2.8). */
    addDocumentSlots: (applicationId: number) =>
      db
        .insert(applicationDocuments)
        .values(DOCUMENT_SLOTS.map(({ doc_id }) => ({ applicationId, docId: doc_id }))),

    addEvent: (applicationId: number, status: string, detail: EventDetail | null = null) =>
      db.insert(applicationEvents).values({ applicationId, status, detail }),
  };
}
