import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { answerClientError, answerError, registerErrorHandling, sendNotFound } from './http/error-handler';
import { registerExternalPages } from './http/external-pages';
import { registerJsonParser } from './http/json-body';
import { requireAuthKey } from './http/machine-auth';
import { registerRateLimits } from './http/rate-limits';
import { OneLinePerRequest, echoRequestId, requestId } from './http/request-log';
import { RenderedPages } from './http/page-cache';
import { registerWebApp } from './http/web-app';
import type { Integrations } from './integrations/integrations';
import { integrationsFor } from './integrations/integrations';
import { paymentsFor } from './integrations/payments/payments';
import { declarationRoutes } from './modules/application/declaration.routes';
import { declarationService } from './modules/application/declaration.service';
import { reminderService } from './modules/application/reminders';
import { authRoutes } from './modules/auth/auth.routes';
import { authService } from './modules/auth/auth.service';
import { accountRoutes } from './modules/account/account.routes';
import { accountService } from './modules/account/account.service';
import { customerGuard } from './modules/account/customer-guard';
import { claimRoutes, CLAIM_LIMITS, consoleClaimRoutes } from './modules/claims/claims.routes';
import { claimsService } from './modules/claims/claims.service';
import {
  PICTURE_LIMITS,
  pictureFileRoutes,
  pictureUploadRoutes,
} from './modules/account/profile-picture.routes';
import { consumerRoutes } from './modules/consumer/consumer.routes';
import { dashboardRoutes, dashboardUploadRoutes } from './modules/dashboard/dashboard.routes';
import { consumerService } from './modules/consumer/consumer.service';
import { consoleHomeRoutes, contentRoutes } from './modules/content/content.routes';
import { homeRowsService } from './modules/content/home-rows.service';
import { devDocumentsRoutes } from './modules/dev/dev-documents.routes';
import { devOutboxRoutes } from './modules/dev/dev-outbox.routes';
import { consoleApplicationRoutes } from './modules/application/console-applications.routes';
import { consoleApplications } from './modules/application/console-applications.service';
import { consoleDocumentRoutes } from './modules/documents/console-documents.routes';
import { documentQueue } from './modules/documents/document-queue.service';
import { documentFileRoutes, documentRoutes } from './modules/documents/documents.routes';
import { documentsService } from './modules/documents/documents.service';
import { UPLOAD_LIMITS } from './modules/documents/upload-parts';
import { healthRoutes } from './modules/health/health.routes';
import type { Readiness } from './modules/health/readiness';
import { createReadiness } from './modules/health/readiness';
import { consoleLeadRoutes } from './modules/inquiry/console-leads.routes';
import { inquiryRoutes } from './modules/inquiry/inquiry.routes';
import { inquiryService } from './modules/inquiry/inquiry.service';
import { leadInbox } from './modules/inquiry/lead-inbox.service';
import { instalmentRoutes } from './modules/instalments/instalments.routes';
import { instalmentsService } from './modules/instalments/instalments.service';
import { campaignRoutes, consoleCampaignRoutes } from './modules/campaigns/campaigns.routes';
import { campaignsService } from './modules/campaigns/campaigns.service';
import { illnessRoutes } from './modules/illness/illness.routes';
import { illnessService } from './modules/illness/illness.service';
import { otpRoutes } from './modules/otp/otp.routes';
import { otpService } from './modules/otp/otp.service';
import { partnerRoutes } from './modules/partner/partner.routes';
import { consolePaymentRoutes } from './modules/payments/console-payments.routes';
import { paymentNotifyRoutes } from './modules/payments/payment-notify.routes';
import { paymentRoutes } from './modules/payments/payments.routes';
import { paymentService } from './modules/payments/payments.service';
import { sandboxGatewayRoutes } from './modules/payments/sandbox-gateway.routes';
import { coverNoteFileRoutes, coverNoteRoutes } from './modules/proposal/cover-note.routes';
import { coverNoteService } from './modules/proposal/cover-note.service';
import { notifyRoutes } from './modules/proposal/notify.routes';
import { proposalRoutes } from './modules/proposal/proposal.routes';
import { proposalService } from './modules/proposal/proposal.service';
import { purchaseRoutes } from './modules/purchase/purchase.routes';
import { purchaseService } from './modules/purchase/purchase.service';
import { consoleTariffRoutes } from './modules/quote/console-tariffs.routes';
import { quoteRoutes } from './modules/quote/quote.routes';
import { quoteService } from './modules/quote/quote.service';
import { tariffAdmin } from './modules/quote/tariff-admin.service';
import { referenceRoutes } from './modules/reference/reference.routes';
import { renewalRoutes } from './modules/renewals/renewals.routes';
import { renewalService, renewalsOfCustomer } from './modules/renewals/renewals.service';
import { consoleAccess } from './modules/staff/console-access';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffService } from './modules/staff/staff.service';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes';
import { subscriptionService } from './modules/subscriptions/subscriptions.service';

/**
 * Builds the whole server: plugins first, then the API modules, then the web app (left out by API tests,
 * which then answer every unknown path with the API's 404). `integrations` replaces configured providers;
 * `readiness` is what the shutdown marks draining (GET /ready).
 */
export async function buildApp({
  config,
  database,
  web = true,
  integrations,
  readiness = createReadiness(),
  clock = () => new Date(),
}: {
  config: Config;
  database: Database;
  web?: boolean;
  integrations?: Partial<Integrations>;
  readiness?: Readiness;
  /** The time now, for the reminders and the console's and customers' sessions; a test moves it. */
  clock?: () => Date;
}) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.auth_key', 'req.headers["api-key"]', 'req.headers.cookie'],
      // Node writes to a pipe or a file synchronously on Linux: the lines keep their order up to the
      // exit, where pino's own buffered writer could put its last line before one still in flight.
      stream: process.stdout,
    },
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors: answerError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  echoRequestId(app);

  const production = config.mode === 'production';
  const gateway = paymentsFor(config);
  await app.register(fastifyHelmet, {
    // Vite's dev server injects inline scripts for hot reload; the built app needs none.
    contentSecurityPolicy: config.dev
      ? false
      : {
          directives: {
            'upgrade-insecure-requests': production ? [] : null,
            // The payment page posts its checkout form to the gateway's own host (PayHere).
            'form-action': ["'self'", ...(gateway.checkoutOrigin ? [gateway.checkoutOrigin] : [])],
          },
        },
    hsts: production,
  });
  await app.register(fastifyCookie);
  await registerRateLimits(app, config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kavacha API', description: 'Motor insurance comparison and purchase', version: '1' },
      components: {
        securitySchemes: {
          auth_key: { type: 'apiKey', in: 'header', name: 'auth_key' },
          // The token of a mobile number verified by a one-time code, for the calls of a purchase.
          user_key: { type: 'apiKey', in: 'header', name: 'User-Key' },
          // The operator console's session (docs/decisions/041), in place of an auth_key.
          staff_session: { type: 'apiKey', in: 'cookie', name: 'kavacha_staff' },
          // A signed-in customer's session (docs/decisions/047), with the auth_key.
          customer_session: { type: 'apiKey', in: 'cookie', name: 'kavacha_customer' },
        },
      },
      security: [{ auth_key: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  const { outbox, storage } = await integrationsFor(config, database.db, app.log, integrations);
  app.addHook('onReady', async () => outbox.start());
  // preClose, not onClose: onClose hooks run last added first, and whoever opened the database closes it
  // in a hook added after this one; the worker must finish its deliveries before that.
  app.addHook('preClose', () => outbox.stop());
  // Reminders to finish a paid application (decision 038), looked for by every instance. Their messages
  // are outbox rows: one queued as the worker stops is sent by another instance, or at the next start.
  const site = config.publicUrl ?? `http://${config.host}:${config.port}`;
  const reminders = reminderService({
    outbox,
    contact: config.contact,
    site,
    clock,
    log: app.log,
  });
  app.decorate('reminders', reminders);
  app.addHook('onReady', async () => reminders.start(config.reminderIntervalMs));
  app.addHook('preClose', () => reminders.stop());
  // Renewal reminders 30, 7 and 1 days before a policy ends (decision 049), the same way.
  const renewals = renewalService({ database, outbox, contact: config.contact, site, clock, log: app.log });
  app.decorate('renewals', renewals);
  app.addHook('onReady', async () => renewals.start(config.renewalIntervalMs));
  app.addHook('preClose', () => renewals.stop());

  const auth = authService(database.db, config);
  const otp = otpService(database.db, outbox, {
    verifiedTokenTtlMs: config.verifiedTokenTtlMs,
    sendsPerAddressPerHour: config.rateLimits.otpSendsPerAddressPerHour,
  });
  const quotes = quoteService(database, config, app.log);
  const documents = documentsService(database.db, {
    storage,
    log: app.log,
    outbox,
    uploadsPerDay: config.documentUploadsPerDay,
    contact: config.contact,
  });
  const illness = illnessService(database.db);
  const payments = paymentService({ db: database.db, gateway, outbox, illness, contact: config.contact });
  const proposals = proposalService({
    db: database.db,
    quotes,
    outbox,
    storage,
    demo: !production,
    contact: config.contact,
  });
  const coverNotes = coverNoteService(database.db, { storage, outbox });
  // The signed-in customer (decision 047): the account module's session, for every customer's own call.
  const accounts = accountService(database.db, {
    clock,
    session: config.customerSession,
    storage,
    renewalsOf: (customerId) => renewalsOfCustomer(database, customerId),
  });
  const customers = customerGuard(accounts, { secure: production });
  const claims = claimsService(database.db, { storage, outbox, contact: config.contact, clock });
  const instalments = instalmentsService(database.db);
  const campaigns = campaignsService(database.db, { instalments });
  const { publicUrl } = config;
  await app.register(async (api) => {
    requireAuthKey(api, auth);
    await api.register(healthRoutes, { database, readiness });
    await api.register(authRoutes, { auth, tokensPerMinute: config.rateLimits.tokensPerMinute });
    await api.register(referenceRoutes, { db: database.db });
    await api.register(contentRoutes, { db: database.db });
    await api.register(subscriptionRoutes, {
      subscriptions: subscriptionService(database.db, { outbox, settings: config.subscriptions, clock }),
      publicUrl,
      requestsPerClientPerHour: config.subscriptions.requestsPerClientPerHour,
    });
    await api.register(instalmentRoutes, { instalments });
    await api.register(campaignRoutes, { campaigns });
    await api.register(partnerRoutes, { db: database.db });
    await api.register(quoteRoutes, { quotes });
    await api.register(inquiryRoutes, { inquiries: inquiryService(outbox, quotes, campaigns, clock) });
    await api.register(otpRoutes, { otp });
    await api.register(consumerRoutes, {
      consumers: consumerService(database.db),
      mobileOf: otp.verifiedMobile,
      guard: customers,
    });
    // token_verify is here: a login token opens a customer's session; a verified number's is only checked.
    await api.register(accountRoutes, {
      accounts,
      guard: customers,
      mobileOf: otp.verifiedMobile,
      isLive: otp.isLive,
      secure: production,
      sessionMaxMs: config.customerSession.maxMs,
    });
    await api.register(purchaseRoutes, {
      purchases: purchaseService({ db: database.db, quotes, outbox, contact: config.contact }),
      mobileOf: otp.verifiedMobile,
      publicUrl,
    });
    await api.register(declarationRoutes, { declarations: declarationService(database.db) });
    await api.register(illnessRoutes, {
      illness,
      mobileOf: otp.verifiedMobile,
      publicUrl,
    });
    await api.register(paymentRoutes, { payments, publicUrl });
    await api.register(proposalRoutes, { proposals, publicUrl });
    await api.register(coverNoteRoutes, { proposals, coverNotes, publicUrl });
    await api.register(notifyRoutes, { coverNotes });
    await api.register(dashboardRoutes, { db: database.db, documents, guard: customers });
    await api.register(renewalRoutes, { renewals, guard: customers });
    // Multipart bodies are parsed for the upload alone; every other call takes JSON.
    await api.register(async (uploads) => {
      await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
      await uploads.register(documentRoutes, { documents });
      await uploads.register(dashboardUploadRoutes, { documents, guard: customers });
    });
    await api.register(async (intimations) => {
      await intimations.register(fastifyMultipart, { limits: CLAIM_LIMITS });
      await intimations.register(claimRoutes, { claims, guard: customers });
    });
    await api.register(async (uploads) => {
      await uploads.register(fastifyMultipart, { limits: PICTURE_LIMITS });
      await uploads.register(pictureUploadRoutes, { accounts, guard: customers });
    });
    if (!production) await api.register(devOutboxRoutes, { db: database.db });
    if (!production) await api.register(devDocumentsRoutes, { documents, publicUrl });
  });

  // Files are read by <img> and <iframe>, which cannot send the auth_key: the hash guards them.
  await app.register(documentFileRoutes, { documents });
  // The profile picture is read by <img>, which cannot send the auth_key: the session guards it.
  await app.register(pictureFileRoutes, { accounts, guard: customers });
  // A cover note's link is opened from an e-mail or an SMS: its random key guards it.
  await app.register(coverNoteFileRoutes, { coverNotes });

  // The operator console (docs/decisions/041): its staff session cookie guards it, not an auth_key.
  const staff = staffService(database.db, { clock, session: config.staffSession });
  const access = consoleAccess(staff);
  await app.register(staffRoutes, { staff, access, secure: production });
  await app.register(consoleDocumentRoutes, {
    queue: documentQueue(database.db, { documents, storage }),
    access,
    publicUrl,
  });
  await app.register(consoleLeadRoutes, {
    leads: leadInbox(database.db, { quotes, staff, clock }),
    access,
  });
  await app.register(consoleApplicationRoutes, { applications: consoleApplications(database), access });
  await app.register(consoleClaimRoutes, { claims, access });
  await app.register(consolePaymentRoutes, { db: database.db, access });
  await app.register(consoleTariffRoutes, { tariffs: tariffAdmin(database, config), access });
  await app.register(consoleCampaignRoutes, { campaigns, access, clock, db: database.db });
  const renderedPages = new RenderedPages();
  await app.register(consoleHomeRoutes, { homeRows: homeRowsService(database.db), access, renderedPages });

  // Gateways call these from their own servers: a notification's signature guards it, not an auth_key.
  await app.register(paymentNotifyRoutes, { payments, publicUrl });
  if (config.providers.payments === 'sandbox') {
    await app.register(sandboxGatewayRoutes, { gateway: config.sandboxGateway });
  }

  registerExternalPages(app, config.externalPages);
  if (web) await registerWebApp(app, config, renderedPages);
  else app.setNotFoundHandler(sendNotFound);
  return app;
}
