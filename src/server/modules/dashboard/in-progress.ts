// What is left of a bought, unfinished motor application (docs/decisions/050), from its state and its
// documents: upload (a document missing, rejected or not yet sent), wait for the review, pay, and give the
// proposal's vehicle numbers. Continue opens the page of the first thing the customer can do (decision
// 027's links): the uploader, the payment page once the documents are sent, the proposal once paid.
import type { ApplicationInProgress, ApplicationStep, DocumentCategory } from '#domain/account/dashboard';
import { APPLICATION_STEPS } from '#domain/account/dashboard';
import type { UploadedDocument } from '#domain/motor/document-calls';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import { payPath, proposalPath, uploaderPath } from '#domain/motor/purchase-paths';
import { APPLICATION_STATUS, isPaid } from '../application/application-status';
import type { LiveApplication } from '../application/application.service';

const { submitted: SUBMITTED, accepted: ACCEPTED } = DOCUMENT_STATUS;

/** Finished (the cover note issued) or reversed for good: not in progress. */
const isFinished = (status: string) =>
  status === APPLICATION_STATUS.completed || status === APPLICATION_STATUS.reversed;

export function inProgress(application: LiveApplication, docs: UploadedDocument[]): ApplicationInProgress {
  const paid = isPaid(application.status);
  const steps: Record<ApplicationStep, boolean> = {
    upload: docs.some(({ status }) => status !== SUBMITTED && status !== ACCEPTED),
    review: docs.some(({ status }) => status === SUBMITTED),
    pay: !paid,
    proposal: true,
  };
  const to_do = APPLICATION_STEPS.filter((step) => steps[step]);
  const continue_path = steps.upload
    ? uploaderPath(application.paySecHash)
    : paid
      ? proposalPath(application.reqKey)
      : payPath(application.paySecHash);
  return { id: application.id, title: application.title, to_do, continue_path, until: application.until };
}

/** Of the customer's applications and their document categories, the ones still in progress. */
export function applicationsInProgress(applications: LiveApplication[], categories: DocumentCategory[]) {
  const docsOf = new Map(categories.map(({ id, docs }) => [id, docs]));
  return applications
    .filter(({ status }) => !isFinished(status))
    .map((application) => inProgress(application, docsOf.get(application.id) ?? []));
}
