// The application record (architecture, "The motor purchase, as data"): the one owner of the
// `applications` rows and of their events. The purchase opens it, the documents submit it, the payment
// pays it (or, reversed, reverses it) and the proposal completes it, each through these functions, never
// through the tables.
import { isDeepStrictEqual } from 'node:util';
import type { LinkLife } from '#domain/motor/link-expiry';
import { LINK_MESSAGES, linksExpired, linksLastDay } from '#domain/motor/link-expiry';
import type { Db } from '#server/db/client';
import { ApiError, notFound } from '#server/http/envelope';
import { APPLICATION_STATUS, isPaid } from './application-status';
import { vehicleOf } from './application-summary';
import type { ApplicationForm, NewApplication } from './application.repository';
import { applicationRepository } from './application.repository';

export type { ApplicationForm } from './application.repository';

const { created: CREATED } = APPLICATION_STATUS;
/** The event of a repeat purchase that replaced the form; not a state. */
const UPDATED = 'updated';

/**
 * The application a link names, while its links work (docs/decisions/027): 'Not found' when none, 410
 * Gone once expired, with what to do instead.
 */
function live<T extends LinkLife>(application: T | undefined): T {
  if (application === undefined) throw notFound();
  if (linksExpired(application)) throw new ApiError(410, LINK_MESSAGES.expired(application));
  return application;
}

/** The application of a pay_sec_hash (the uploader's and the payment page's key). */
export const applicationByHash = async (db: Db, paySecHash: string) =>
  live(await applicationRepository(db).byHash(paySecHash));

/** The application of a req_key (the proposal page's key). */
export const applicationByReqKey = async (db: Db, reqKey: string) =>
  live(await applicationRepository(db).byReqKey(reqKey));

/**
 * The customer's other applications paid for, each with its quote's vehicle: a returning customer's
 * earlier vehicles, for the proposal's suggestions (docs/decisions/038). Only that customer's.
 */
export const paidVehiclesOf = async (db: Db, customerId: number, except: number) =>
  (await applicationRepository(db).paidOfCustomer(customerId, except)).map(({ id, params }) => ({
    applicationId: id,
    vehicle: vehicleOf(params),
  }));

/**
 * The customer's applications whose links still work, newest first (the dashboard's, docs/decisions/050):
 * each named by its insurer and vehicle, with its state and keys. Only that customer's.
 */
export async function liveApplicationsOf(db: Db, customerId: number) {
  const rows = await applicationRepository(db).ofCustomer(customerId);
  return rows
    .filter((row) => !linksExpired(row))
    .map((row) => {
      const vehicle = vehicleOf(row.params);
      const named = [vehicle.make, vehicle.model, vehicle.veh_registration_no].filter(Boolean).join(' ');
      return {
        id: row.id,
        status: row.status,
        paySecHash: row.paySecHash,
        reqKey: row.reqKey,
        title: `${row.quotation.company_name}: ${named}`,
        until: linksLastDay(row),
      };
    });
}
export type LiveApplication = Awaited<ReturnType<typeof liveApplicationsOf>>[number];

export type HashedApplication = Awaited<ReturnType<typeof applicationByHash>>;

/**
 * The customer's application for this quotation once paid (with its cover note or not): its keys, so a
 * buyer who opens the quotation again goes on to its proposal; undefined when none or not paid.
 */
export async function paidApplication(
  db: Db,
  key: Pick<NewApplication, 'quoteId' | 'companyId' | 'customerId'>,
) {
  const state = await applicationRepository(db).stateOf(key);
  return state && isPaid(state.status) ? { paySecHash: state.paySecHash, reqKey: state.reqKey } : undefined;
}

/**
 * Opens the application, with its empty document slots, unless the customer has one for this quotation
 * already: then that one, its form replaced by `application`'s while it is still 'created' (the customer
 * mended a typo). The form replaced is kept in the event: nothing of an application is lost. Runs in the
 * caller's transaction `tx`, which also writes the message the new application sends.
 */
export async function openApplication(
  tx: Db,
  application: Omit<NewApplication, 'status'> & ApplicationForm,
): Promise<{ id: number; paySecHash: string; created: boolean }> {
  const applications = applicationRepository(tx);
  const created = await applications.insertIfNew({ ...application, status: CREATED });
  if (created !== undefined) {
    await applications.addDocumentSlots(created.id);
    await applications.addEvent(created.id, CREATED);
    return { ...created, created: true };
  }
  const { personalInfo, isRenewal, existingInsurerId, renewalDate } = application;
  const form: ApplicationForm = { personalInfo, isRenewal, existingInsurerId, renewalDate };
  const existing = await applications.existingForUpdate(application);
  const { id, paySecHash, status, ...previous } = existing;
  if (status === CREATED && !isDeepStrictEqual(previous, form)) {
    await applications.replaceForm(id, form);
    await applications.addEvent(id, UPDATED, { previous });
  }
  return { id, paySecHash, created: false };
}

/**
 * What the documents, the payment and the proposal read and change of an application, over `db`, which
 * may be their transaction: the lookups, the row lock every change takes first, and the moves from state
 * to state, each recorded as an event by the caller with what caused it.
 */
export function applicationRecords(db: Db) {
  const repository = applicationRepository(db);
  return {
    idByHash: repository.idByHash,
    summaryOf: repository.summaryOf,
    lockForUpdate: repository.lockForUpdate,
    markSubmitted: repository.markSubmitted,
    markPaid: repository.markPaid,
    markCompleted: repository.markCompleted,
    markReversed: repository.markReversed,
    addEvent: repository.addEvent,
  };
}
