import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requiredString, text } from '#domain/fields';
import { maxLength } from '#domain/text-rules';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import type { AuthService } from './auth.service';

const credentialPart = requiredString([maxLength(200, 'At most 200 characters')]);
const tokenBody = z.object({ user_name: credentialPart, password: credentialPart });

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; tokensPerMinute: number }> = async (
  app,
  { auth, tokensPerMinute },
) => {
  app.post(
    '/v2/token',
    {
      // Counted apart from the writes: every page needs a key, so a busy minute must not refuse it.
      config: { auth: 'public', rateLimit: { max: tokensPerMinute } },
      schema: {
        summary: 'Machine credential for an auth_key, valid 30 minutes',
        tags: ['auth'],
        headers: z.object({ 'api-key': text().max(200).optional() }),
        body: tokenBody,
        response: {
          200: envelopeOf(z.object({ auth_key: z.string(), expires_in: z.number().int() })),
          ...refusals,
        },
      },
    },
    async (request) =>
      ok(
        await auth.issue({
          apiKey: request.headers['api-key'] ?? '',
          userName: request.body.user_name,
          password: request.body.password,
        }),
      ),
  );
};
