// The profile picture's calls (content section 3, decision 051): the signed-in customer uploads a PNG
// (multipart part `profilePicture`) and reads back their own picture only.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MAX_PICTURE_BYTES, PICTURE_PART, PROFILE_MESSAGES } from '#domain/account/profile';
import { accountCustomerSchema, accountIdParams, CUSTOMER_API } from '#domain/account/session';
import { envelopeOf, FieldErrors, notFound, ok, refusals } from '#server/http/envelope';
import type { AccountService } from './account.service';
import type { CustomerGuard } from './customer-guard';
import { CUSTOMER_SECURITY } from './customer-guard';
import { refusePicture } from './profile-picture';

const tags = ['account'];

/** The multipart parser's limits for the upload: one file part, no fields. */
export const PICTURE_LIMITS = { fileSize: MAX_PICTURE_BYTES, files: 1, fields: 0, parts: 1 };

/** Needs the multipart parser registered with PICTURE_LIMITS in the same scope, inside the auth_key's. */
export const pictureUploadRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  guard: CustomerGuard;
}> = async (app, { accounts, guard }) => {
  app.post(
    `${CUSTOMER_API}/picture`,
    {
      preParsing: guard.requireCustomer,
      schema: {
        tags,
        summary:
          'Set the signed-in customer\'s profile picture: multipart part "profilePicture", a PNG by its ' +
          'content, at most 5 MB; kept as a 256×256 PNG without metadata. Answers their details',
        security: CUSTOMER_SECURITY,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(accountCustomerSchema), ...refusals },
      },
    },
    async (request) => {
      const id = guard.customerIdOf(request);
      await accounts.setPicture(id, await uploadedPicture(request));
      return ok(await accounts.customer(id));
    },
  );

  async function uploadedPicture(request: FastifyRequest): Promise<Buffer> {
    if (!request.isMultipart()) throw refusePicture(PROFILE_MESSAGES.pictureRequired);
    try {
      const part = await request.file();
      if (part?.fieldname !== PICTURE_PART) throw refusePicture(PROFILE_MESSAGES.pictureRequired);
      return await part.toBuffer();
    } catch (error) {
      if (error instanceof FieldErrors) throw error;
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
        throw refusePicture(PROFILE_MESSAGES.pictureTooLarge);
      throw refusePicture(PROFILE_MESSAGES.pictureUnreadable);
    }
  }
};

/**
 * An <img> cannot send the auth_key, so the picture is read outside its scope: the session cookie (Path
 * /api, SameSite=Strict) guards it, and the id must be the session's own (403 for any other).
 */
export const pictureFileRoutes: FastifyPluginAsyncZod<{
  accounts: AccountService;
  guard: CustomerGuard;
}> = async (app, { accounts, guard }) => {
  app.get(
    `${CUSTOMER_API}/picture/:id`,
    {
      preParsing: guard.requireCustomer,
      schema: {
        tags,
        summary: "The signed-in customer's own profile picture (PNG); 403 for another customer's id",
        security: [{ customer_session: [] }],
        params: accountIdParams,
      },
    },
    async (request, reply) => {
      const picture = await accounts.picture(guard.ownId(request, request.params.id));
      if (picture === undefined) throw notFound(PROFILE_MESSAGES.noPicture);
      return reply
        .type('image/png')
        .header('Cache-Control', 'private, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(picture);
    },
  );
};
