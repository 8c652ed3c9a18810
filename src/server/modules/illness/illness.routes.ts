import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  balanceRequestSchema,
  balancesSchema,
  ILLNESS_CALLS,
  illnessCreatedSchema,
  illnessCreateSchema,
  illnessDataRequestSchema,
  illnessDataSchema,
} from '#domain/illness/calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { siteOf } from '#server/http/site';
import type { VerifiedMobileOf } from '#server/http/verified-mobile';
import { NEEDS_VERIFIED_MOBILE, verifiedMobile } from '#server/http/verified-mobile';
import type { IllnessService } from './illness.service';

// The major illness cover's calls (content section 7; decision 063). The balance and the purchase need the
// main member's verified number (the `User-Key` token of the OTP service): a balance tells what cover a
// person holds, which is nobody else's business.
export const illnessRoutes: FastifyPluginAsyncZod<{
  illness: IllnessService;
  mobileOf: VerifiedMobileOf;
  publicUrl?: string;
}> = async (app, { illness, mobileOf, publicUrl }) => {
  const tags = ['major illness'];

  app.post(
    ILLNESS_CALLS.data,
    {
      schema: {
        tags,
        summary:
          'The companies, limits, illnesses, declarations and relationships of the major illness cover',
        body: illnessDataRequestSchema.nullish(),
        response: { 200: envelopeOf(illnessDataSchema), ...refusals },
      },
    },
    async (request) => ok(await illness.data(request.body ?? illnessDataRequestSchema.parse({}))),
  );

  app.post(
    ILLNESS_CALLS.balance,
    {
      schema: {
        tags,
        summary: 'The cover a NIC already holds in force with each company; a company not listed means 0',
        security: NEEDS_VERIFIED_MOBILE,
        body: balanceRequestSchema,
        response: { 200: envelopeOf(balancesSchema), ...refusals },
      },
    },
    async (request) => {
      await verifiedMobile(request, mobileOf);
      return ok(await illness.balances(request.body.nic, request.body.companyIDs));
    },
  );

  app.post(
    ILLNESS_CALLS.create,
    {
      schema: {
        tags,
        summary: 'Apply for major illness cover for the main member and family; answers the url to pay',
        security: NEEDS_VERIFIED_MOBILE,
        body: illnessCreateSchema,
        response: { 200: envelopeOf(illnessCreatedSchema), ...refusals },
      },
    },
    async (request) =>
      ok(
        await illness.create(
          await verifiedMobile(request, mobileOf),
          request.body,
          siteOf(request, publicUrl),
        ),
      ),
  );
};
