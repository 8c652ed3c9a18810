// The claims calls (issue 23, docs/decisions/048). The customer's are in the auth_key scope and need the
// session (checked before the body is read); their intimation is multipart, so it needs the multipart
// parser registered with CLAIM_LIMITS in the same scope. The console's are guarded by the staff session:
// an insurer's staff member sees and changes their insurer's claims alone, and every change is audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLAIM_MESSAGES,
  CLAIMS_API,
  MAX_CLAIM_PHOTO_BYTES,
  MAX_CLAIM_PHOTOS,
  PHOTOS_FIELD,
  claimIntimationSchema,
  claimPhotoParams,
  intimatedClaimSchema,
} from '#domain/claims/claims';
import { CONSOLE_API, CONSOLE_AREAS, pageOf } from '#domain/console/calls';
import {
  claimDetailSchema,
  claimQuerySchema,
  claimRowSchema,
  claimStatusChangeSchema,
} from '#domain/console/claims';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { CustomerGuard } from '../account/customer-guard';
import { CUSTOMER_SECURITY } from '../account/customer-guard';
import { sendFile } from '../documents/file-reply';
import { checkedFields, partsOf } from '../documents/upload-parts';
import type { ConsoleAccess } from '../staff/console-access';
import { STAFF_SECURITY } from '../staff/console-access';
import type { ClaimsService } from './claims.service';
import { refusePhotos } from './claims.service';

const tags = ['claims'];

/** The multipart parser's limits for an intimation: up to 6 photos and the form's short fields. */
export const CLAIM_LIMITS = {
  fileSize: MAX_CLAIM_PHOTO_BYTES,
  files: MAX_CLAIM_PHOTOS,
  fields: 10,
  fieldSize: 4096,
  parts: 20,
};

export const claimRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService; guard: CustomerGuard }> = async (
  app,
  { claims, guard },
) => {
  const { requireCustomer, customerIdOf } = guard;

  app.post(
    CLAIMS_API,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary:
          "Intimate a claim on one of the signed-in customer's policies: multipart fields policy_number, " +
          'incident_date, place, description, category, estimated_amount and 1 to 6 JPG or PNG photos ' +
          `("${PHOTOS_FIELD}", by content, at most 5 MB each); the reference at once. At most CLAIMS_PER_DAY in 24 hours`,
        security: CUSTOMER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(intimatedClaimSchema), ...refusals },
      },
    },
    async (request) => {
      const customerId = customerIdOf(request);
      const { fields, files } = await partsOf(request, PHOTOS_FIELD, {
        refuse: refusePhotos,
        notMultipart: CLAIM_MESSAGES.photosRequired,
        tooLarge: CLAIM_MESSAGES.photoTooLarge,
        unreadable: CLAIM_MESSAGES.unreadable,
        tooMany: CLAIM_MESSAGES.tooManyPhotos,
      });
      return ok(await claims.intimate(customerId, checkedFields(claimIntimationSchema, fields), files));
    },
  );

  app.get(
    `${CLAIMS_API}/:ref/photos/:n`,
    {
      preParsing: requireCustomer,
      schema: {
        tags,
        summary: "Photo n of the signed-in customer's own claim; another customer's claim is 403",
        security: CUSTOMER_SECURITY,
        params: claimPhotoParams,
        response: { 403: refusals[403], 404: refusals[404], 422: refusals[422] },
      },
    },
    async (request, reply) => {
      const photo = await claims.photoOf(customerIdOf(request), request.params.ref, request.params.n);
      return sendFile(reply, photo, 'private, no-store');
    },
  );
};

const params = z.object({ id: z.coerce.number().int().positive() });
const photoParams = params.extend({ n: z.coerce.number().int().min(1).max(MAX_CLAIM_PHOTOS) });
export const claimPhotoPath = (id: number, n: number) => `${CONSOLE_API}/claims/${id}/photos/${n}`;

export const consoleClaimRoutes: FastifyPluginAsyncZod<{
  claims: ClaimsService;
  access: ConsoleAccess;
}> = async (app, { claims, access }) => {
  const onRequest = access.requireStaff(CONSOLE_AREAS.claims);
  const { insurerOf } = access;

  app.get(
    `${CONSOLE_API}/claims`,
    {
      onRequest,
      schema: {
        tags: ['console'],
        summary: 'Claims of a status, or matching a reference, policy or mobile number, newest first',
        security: STAFF_SECURITY,
        querystring: claimQuerySchema,
        response: { 200: envelopeOf(pageOf(claimRowSchema)), ...refusals },
      },
    },
    async (request) => ok(await claims.page(request.query, insurerOf(request))),
  );

  app.get(
    `${CONSOLE_API}/claims/:id`,
    {
      onRequest,
      schema: {
        tags: ['console'],
        summary: 'One claim with its photos, details, history and the statuses it may take next',
        security: STAFF_SECURITY,
        params,
        response: { 200: envelopeOf(claimDetailSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await claims.one(request.params.id, insurerOf(request), (n) => claimPhotoPath(request.params.id, n)),
      ),
  );

  app.get(
    `${CONSOLE_API}/claims/:id/photos/:n`,
    {
      onRequest,
      schema: {
        tags: ['console'],
        summary: "A claim's photo, served inline with its type as read from its content",
        security: STAFF_SECURITY,
        params: photoParams,
        response: { 403: refusals[403], 404: refusals[404], 422: refusals[422] },
      },
    },
    async (request, reply) => {
      const photo = await claims.consolePhoto(request.params.id, request.params.n, insurerOf(request));
      return sendFile(reply, photo, 'private, no-store');
    },
  );

  app.post(
    `${CONSOLE_API}/claims/:id/status`,
    {
      onRequest,
      schema: {
        tags: ['console'],
        summary:
          'Move a claim to a status its own allows, with a note (and the approved amount when approving); the customer is told',
        security: STAFF_SECURITY,
        params,
        body: claimStatusChangeSchema,
        response: { 200: envelopeOf(claimDetailSchema), ...refusals },
      },
    },
    async (request) => {
      const { id } = request.params;
      const companyId = insurerOf(request);
      const { before, after } = await claims.changeStatus(
        id,
        request.body,
        access.signedInOf(request).staff.id,
        companyId,
      );
      await access.record(request, { action: 'claim.status', subject: `claim:${id}`, before, after });
      return ok(await claims.one(id, companyId, (n) => claimPhotoPath(id, n)));
    },
  );
};
