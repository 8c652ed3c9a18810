import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../http/envelope';
import type { AuthService } from './auth.service';

const tokenBody = z.object({
  user_name: z.string({ error: 'required' }).min(1, 'required').max(200),
  password: z.string({ error: 'required' }).min(1, 'required').max(200),
});

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/v2/token',
    {
      config: { auth: 'public' },
      schema: {
        summary: 'Machine credential for an auth_key, valid 30 minutes',
        tags: ['auth'],
        headers: z.object({ 'api-key': z.string().max(200).optional() }),
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
