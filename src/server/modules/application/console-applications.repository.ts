// The console's reads of the applications (issue 22, decision 045): the pipeline's counts, a page of
// applications filtered and searched in SQL, and one application with its events. The stages are derived
// here from the application's status and whether it has a proposal; the customers, insurers, quotes,
// proposals, typed vehicle numbers and document slots are joined read-only, as decision 041 allows where
// filtering and paging must happen in one query.
import { and, asc, count, desc, eq, exists, ilike, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { ApplicationQuery, ApplicationStage } from '#domain/console/applications';
import { APPLICATION_STAGES } from '#domain/console/applications';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import type { Db } from '#server/db/client';
import { containing } from '#server/db/like';
import { firstRow, onlyRow } from '#server/db/rows';
import { canBeRowId } from '#server/row-id';
import {
  applicationDocuments,
  applicationEvents,
  applications,
  companies,
  customers,
  proposals,
  quotes,
  vehicleNumbers,
} from '#server/db/schema';
import { APPLICATION_STATUS } from './application-status';

const hasProposal = exists(
  sql`(select 1 from ${proposals} where ${proposals.applicationId} = ${applications.id})`,
);
const statusIs = (status: string) => eq(applications.status, status);

/** Each stage as a condition on the application's row. */
const STAGE_WHERE: Record<ApplicationStage, SQL> = {
  bought: statusIs(APPLICATION_STATUS.created),
  documents: statusIs(APPLICATION_STATUS.submitted),
  paid: and(statusIs(APPLICATION_STATUS.paid), not(hasProposal))!,
  proposal: and(statusIs(APPLICATION_STATUS.paid), hasProposal)!,
  cover_note: statusIs(APPLICATION_STATUS.completed),
  reversed: statusIs(APPLICATION_STATUS.reversed),
};

const stageOf = sql<ApplicationStage>`case ${sql.join(
  APPLICATION_STAGES.map((stage) => sql`when ${STAGE_WHERE[stage]} then ${sql.raw(`'${stage}'`)}`),
  sql` `,
)} end`;

/** A slot of the application with the document status `status`, or with any other when `other`. */
const slotWhere = (status: number, other = false) =>
  exists(
    sql`(select 1 from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applications.id} and ${
      other ? ne(applicationDocuments.status, status) : eq(applicationDocuments.status, status)
    })`,
  );

const countWhere = (where: SQL | undefined) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** Only the insurer's applications when `companyId` is given (an insurer's staff member). */
const ofCompany = (companyId: number | undefined) =>
  companyId === undefined ? undefined : eq(applications.companyId, companyId);

// A customer who signed up by one-time code has no title until a purchase's form gives one (decision 047).
const customerName = sql<string>`concat_ws(' ', ${customers.title}, ${customers.nameInitials})`;
/** The vehicle's number: the proposal's, else the one typed at the upload, else the quote's. */
const vehicleNumber = sql<
  string | null
>`coalesce(${proposals.vehRegistrationNo}, ${vehicleNumbers.vehRegistrationNo}, ${quotes.params}->>'veh_registration_no')`;

const listed = {
  id: applications.id,
  qotNumber: applications.qotNumber,
  stage: stageOf,
  companyId: applications.companyId,
  companyName: companies.name,
  customerName,
  mobile: customers.mobile,
  vehicleNumber,
  coverType: applications.coverType,
  amountCents: applications.amountCents,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  // What the application's own page shows besides.
  status: applications.status,
  // The customer's e-mail, or the one their purchase's personal form gave.
  email: sql<string>`coalesce(${customers.email}, ${applications.personalInfo}->>'email')`,
  params: quotes.params,
  paidAt: applications.paidAt,
};
export type ListedApplication = Awaited<
  ReturnType<ReturnType<typeof consoleApplicationsRepository>['page']>
>[number];

/**
 * What `q` matches: any part of the QOT number or the customer's name; of the mobile, its digits without
 * a leading 0 or 94; of the vehicle's number, its letters and digits without the spaces and dashes.
 */
function searchWhere(q: string | undefined) {
  if (q === undefined || q === '') return undefined;
  const digits = q.replace(/[\s+-]/g, '');
  const mobile = /^\d{3,}$/.test(digits) ? digits.replace(/^(94|0)/, '') : undefined;
  const plate = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return or(
    ilike(applications.qotNumber, containing(q)),
    ilike(
      sql`concat_ws(' ', ${customers.title}, ${customers.nameInitials}, ${customers.firstName}, ${customers.lastName})`,
      containing(q),
    ),
    mobile === undefined ? undefined : ilike(customers.mobile, containing(mobile)),
    plate === ''
      ? undefined
      : sql`regexp_replace(upper(${vehicleNumber}), '[^A-Z0-9]', '', 'g') like ${containing(plate)}`,
  );
}

/** The insurer asked for; an id beyond PostgreSQL's integer names none, rather than failing the query. */
const insurerIs = (insurer: number | undefined) =>
  insurer === undefined ? undefined : canBeRowId(insurer) ? eq(applications.companyId, insurer) : sql`false`;

const listWhere = (query: ApplicationQuery, companyId: number | undefined) =>
  and(
    ofCompany(companyId),
    insurerIs(query.insurer),
    query.stage === undefined ? undefined : STAGE_WHERE[query.stage],
    searchWhere(query.q),
  );

export function consoleApplicationsRepository(db: Db) {
  /** The applications with what the table shows and searches: insurer, customer, quote, vehicle. */
  const selectListed = () =>
    db
      .select(listed)
      .from(applications)
      .innerJoin(companies, eq(companies.id, applications.companyId))
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .innerJoin(quotes, eq(quotes.id, applications.quoteId))
      .leftJoin(proposals, eq(proposals.applicationId, applications.id))
      .leftJoin(vehicleNumbers, eq(vehicleNumbers.applicationId, applications.id));

  return {
    /** How many applications are at each stage, and of those at 'documents', how many accepted or rejected. */
    pipeline: (companyId: number | undefined) =>
      onlyRow(
        db
          .select({
            bought: countWhere(STAGE_WHERE.bought),
            documents: countWhere(STAGE_WHERE.documents),
            paid: countWhere(STAGE_WHERE.paid),
            proposal: countWhere(STAGE_WHERE.proposal),
            cover_note: countWhere(STAGE_WHERE.cover_note),
            reversed: countWhere(STAGE_WHERE.reversed),
            documentsAccepted: countWhere(
              and(STAGE_WHERE.documents, not(slotWhere(DOCUMENT_STATUS.accepted, true))),
            ),
            documentsRejected: countWhere(and(STAGE_WHERE.documents, slotWhere(DOCUMENT_STATUS.rejected))),
          })
          .from(applications)
          .where(ofCompany(companyId)),
      ),

    /** A page of the applications the query asks for, newest or oldest first. */
    page: (query: ApplicationQuery, companyId: number | undefined, limit: number, offset: number) => {
      const order = query.order === 'oldest' ? asc : desc;
      return selectListed()
        .where(listWhere(query, companyId))
        .orderBy(order(applications.createdAt), order(applications.id))
        .limit(limit)
        .offset(offset);
    },

    total: async (query: ApplicationQuery, companyId: number | undefined) =>
      (
        await onlyRow(
          db.select({ n: count() }).from(selectListed().where(listWhere(query, companyId)).as('listed')),
        )
      ).n,

    /** One application as the console opens it, when the staff member may see it. */
    one: (id: number, companyId: number | undefined) =>
      firstRow(selectListed().where(and(eq(applications.id, id), ofCompany(companyId)))),

    /** The application's events in the order they happened: its history. */
    eventsOf: (applicationId: number) =>
      db
        .select({
          id: applicationEvents.id,
          status: applicationEvents.status,
          at: applicationEvents.at,
          detail: applicationEvents.detail,
        })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.at), asc(applicationEvents.id)),
  };
}
