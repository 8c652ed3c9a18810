import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { otpChallengeSchema, otpGenerateSchema, otpVerifiedSchema, otpVerifySchema } from '#domain/otp';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { clientAddress } from '#server/http/rate-limits';
import { requestLocale } from '#server/http/request-locale';
import type { OtpService } from './otp.service';

const tags = ['one-time codes'];

export const otpRoutes: FastifyPluginAsyncZod<{ otp: OtpService }> = async (app, { otp }) => {
  app.post(
    '/otp-auth-api/v2/otp/generate',
    {
      schema: {
        tags,
        summary: 'Send a one-time code by SMS; answers the token to verify it with, never the code',
        body: otpGenerateSchema,
        response: { 200: envelopeOf(otpChallengeSchema), ...refusals },
      },
    },
    async (request) =>
      ok(await otp.generate(request.body.mobile_number, clientAddress(request), requestLocale(request))),
  );

  app.post(
    '/otp-auth-api/v2/otp/verify',
    {
      schema: {
        tags,
        summary: 'Check a one-time code; answers a token that proves the mobile number (User-Key)',
        body: otpVerifySchema,
        response: { 200: envelopeOf(otpVerifiedSchema), ...refusals },
      },
    },
    async (request) => ok(await otp.verify(request.body)),
  );
};
