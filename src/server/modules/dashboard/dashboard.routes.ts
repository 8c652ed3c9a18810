// The dashboard's calls (issue 23, content sections 2, 3 and 7; docs/decisions/050): the signed-in
// customer's documents by purchase, the upload of a missing or rejected one, their payments and their
// applications in progress. Each needs the session (checked before the body is read) and answers the
// session's own data only: the `{id}` of another customer is 403, never looked up.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applicationInProgressSchema,
  customerPaymentSchema,
  DASHBOARD_PATHS,
  dashboardUploadSchema,
  documentCategorySchema,
} from '#domain/account/dashboard';
import { accountIdParams } from '#domain/account/session';
import type { Db } from '#server/db/client';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { CustomerGuard } from '../account/customer-guard';
import { CUSTOMER_SECURITY } from '../account/customer-guard';
import { liveApplicationsOf } from '../application/application.service';
import type { DocumentsService } from '../documents/documents.service';
import { readUpload } from '../documents/upload-parts';
import { paymentsOfCustomer } from '../payments/payments.service';
import { applicationsInProgress } from './in-progress';

const tags = ['account'];
const categories = { 200: envelopeOf(z.array(documentCategorySchema)), ...refusals };

interface DashboardOptions {
  db: Db;
  documents: DocumentsService;
  guard: CustomerGuard;
}

export const dashboardRoutes: FastifyPluginAsyncZod<DashboardOptions> = async (
  app,
  { db, documents, guard },
) => {
  const { requireCustomer, ownId } = guard;

  app.get(
    `${DASHBOARD_PATHS.documents}/:id`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's documents: one category per purchase whose links still work",
        security: CUSTOMER_SECURITY,
        params: accountIdParams,
        response: categories,
      },
    },
    async (request) => ok(await documents.ofCustomer(ownId(request, request.params.id))),
  );

  app.get(
    `${DASHBOARD_PATHS.payments}/:id`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "The payments that paid the signed-in customer's applications, newest first, refunded or " +
          'charged back ones as such',
        security: CUSTOMER_SECURITY,
        params: accountIdParams,
        response: { 200: envelopeOf(z.array(customerPaymentSchema)), ...refusals },
      },
    },
    async (request) => ok(await paymentsOfCustomer(db, ownId(request, request.params.id))),
  );

  app.get(
    `${DASHBOARD_PATHS.applications}/:id`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "The signed-in customer's bought, unfinished applications: what is left and the page to continue on",
        security: CUSTOMER_SECURITY,
        params: accountIdParams,
        response: { 200: envelopeOf(z.array(applicationInProgressSchema)), ...refusals },
      },
    },
    async (request) => {
      const customerId = ownId(request, request.params.id);
      const [applications, documentCategories] = await Promise.all([
        liveApplicationsOf(db, customerId),
        documents.ofCustomer(customerId),
      ]);
      return ok(applicationsInProgress(applications, documentCategories));
    },
  );
};

/** Needs the multipart parser registered with UPLOAD_LIMITS in the same scope. */
export const dashboardUploadRoutes: FastifyPluginAsyncZod<Omit<DashboardOptions, 'db'>> = async (
  app,
  { documents, guard },
) => {
  app.post(
    DASHBOARD_PATHS.upload,
    {
      preParsing: guard.requireCustomer,
      schema: {
        tags,
        summary:
          "Upload the file of the signed-in customer's own missing or rejected document and send it for " +
          'review: multipart field id and file part "asset", checked as the uploader\'s; answers the ' +
          "customer's documents. Another customer's document: 403; one provided: 409",
        security: CUSTOMER_SECURITY,
        consumes: ['multipart/form-data'],
        response: categories,
      },
    },
    async (request) => {
      const { fields, file } = await readUpload(request, dashboardUploadSchema);
      return ok(await documents.uploadForCustomer(guard.customerIdOf(request), fields.id, file));
    },
  );
};
