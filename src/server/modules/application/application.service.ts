// The application record (architecture, "The motor purchase, as data"): the one owner of the
// `applications` rows and of their events. The purchase opens it, the documents submit it, the payment
// pays it (or, reversed, reverses it) and the proposal completes it, each through these functions, never
// through the tables.
import { isDeepStrictEqual } from 'node:util';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { APPLICATION_STATUS } from './application-status';
import type { ApplicationForm, NewApplication } from './application.repository';
import { applicationRepository } from './application.repository';

export type { ApplicationForm } from './application.repository';

const { created: CREATED } = APPLICATION_STATUS;
/** The event of a repeat purchase that replaced the form; not a state. */
const UPDATED = 'updated';

/** The application of a pay_sec_hash (the documents' and the payment's key); 'Not found' when none. */
export async function applicationByHash(db: Db, paySecHash: string) {
  const application = await applicationRepository(db).byHash(paySecHash);
  if (application === undefined) throw notFound();
  return application;
}

export type HashedApplication = Awaited<ReturnType<typeof applicationByHash>>;

/**
 * Opens the application, with its empty document slots, unless the customer has one for this quotation
 * already: then that one's pay_sec_hash, its form replaced by `application`'s while it is still 'created'
 * (the customer mended a typo). The form replaced is kept in the event: nothing of an application is lost.
 */
export const openApplication = (db: Db, application: Omit<NewApplication, 'status'> & ApplicationForm) =>
  db.transaction(async (tx) => {
    const applications = applicationRepository(tx);
    const created = await applications.insertIfNew({ ...application, status: CREATED });
    if (created !== undefined) {
      await applications.addDocumentSlots(created.id);
      await applications.addEvent(created.id, CREATED);
      return created.paySecHash;
    }
    const { personalInfo, isRenewal, existingInsurerId, renewalDate } = application;
    const form: ApplicationForm = { personalInfo, isRenewal, existingInsurerId, renewalDate };
    const existing = await applications.existingForUpdate(application);
    const { id, paySecHash, status, ...previous } = existing;
    if (status === CREATED && !isDeepStrictEqual(previous, form)) {
      await applications.replaceForm(id, form);
      await applications.addEvent(id, UPDATED, { previous });
    }
    return paySecHash;
  });

/**
 * What the documents, the payment and the proposal read and change of an application, over `db`, which
 * may be their transaction: the lookups, the row lock every change takes first, and the moves from state
 * to state, each recorded as an event by the caller with what caused it.
 */
export function applicationRecords(db: Db) {
  const repository = applicationRepository(db);
  return {
    idByHash: repository.idByHash,
    byReqKey: repository.byReqKey,
    summaryOf: repository.summaryOf,
    lockForUpdate: repository.lockForUpdate,
    markSubmitted: repository.markSubmitted,
    markPaid: repository.markPaid,
    markCompleted: repository.markCompleted,
    markReversed: repository.markReversed,
    addEvent: repository.addEvent,
  };
}
