// The console's applications (issue 22, decision 045): the pipeline's counts, a page of applications, and
// one application with its history (its events in order), its document slots and its payments with the
// gateway's notifications. The quotes not bought come from the quote module, the slots from the documents
// module and the payments from the payments module, each through the function it exports. An insurer's
// staff member is given `companyId`: only that insurer's applications, no quotes, and no notifications'
// bodies; another insurer's application is 'Application not found', as one that does not exist.
import type {
  ApplicationDetail,
  ApplicationQuery,
  ApplicationRow,
  Pipeline,
} from '#domain/console/applications';
import { APPLICATION_STAGES } from '#domain/console/applications';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { pageAnswer, pageWindow } from '#server/http/page';
import { canBeRowId } from '#server/row-id';
import { applicationDocumentsOf } from '../documents/document-queue.service';
import { paymentsOfApplication } from '../payments/console-payments.service';
import { quotesNotBought } from '../quote/quote.service';
import { vehicleOf } from './application-summary';
import type { ListedApplication } from './console-applications.repository';
import { consoleApplicationsRepository } from './console-applications.repository';

export const APPLICATION_NOT_FOUND = 'Application not found';

const rowOf = (row: ListedApplication): ApplicationRow => ({
  id: row.id,
  qot_number: row.qotNumber,
  stage: row.stage,
  company_id: row.companyId,
  company_name: row.companyName,
  customer_name: row.customerName,
  mobile: row.mobile,
  vehicle_number: row.vehicleNumber,
  cover_type: row.coverType,
  amount_cents: row.amountCents,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export type ConsoleApplications = ReturnType<typeof consoleApplications>;

export function consoleApplications(database: Database) {
  const { db } = database;
  const repository = consoleApplicationsRepository(db);

  async function pipeline(companyId: number | undefined): Promise<Pipeline> {
    const counts = await repository.pipeline(companyId);
    const applied = APPLICATION_STAGES.map((stage) => ({ stage, count: counts[stage] }));
    return {
      stages:
        companyId === undefined
          ? [{ stage: 'quoted', count: await quotesNotBought(database) }, ...applied]
          : applied,
      documents: { accepted: counts.documentsAccepted, rejected: counts.documentsRejected },
    };
  }

  async function page(query: ApplicationQuery, companyId: number | undefined) {
    const { limit, offset } = pageWindow(query);
    const rows = await repository.page(query, companyId, limit, offset);
    return pageAnswer(query, rows.map(rowOf), await repository.total(query, companyId));
  }

  async function one(id: number, companyId: number | undefined): Promise<ApplicationDetail> {
    const row = canBeRowId(id) ? await repository.one(id, companyId) : undefined;
    if (row === undefined) throw notFound(APPLICATION_NOT_FOUND);
    const { vehicle_type, make, model, manufacture_year } = vehicleOf(row.params);
    const withBodies = companyId === undefined;
    return {
      ...rowOf(row),
      status: row.status,
      email: row.email,
      vehicle: { vehicle_type, make, model, manufacture_year },
      paid_at: row.paidAt?.toISOString() ?? null,
      notification_bodies: withBodies,
      history: (await repository.eventsOf(id)).map((event) => ({
        id: event.id,
        status: event.status,
        at: event.at.toISOString(),
        detail: event.detail && { ...event.detail },
      })),
      documents: await applicationDocumentsOf(db, id),
      payments: await paymentsOfApplication(db, id, withBodies),
    };
  }

  return { pipeline, page, one };
}
