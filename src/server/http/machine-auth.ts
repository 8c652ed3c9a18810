import type { FastifyInstance } from 'fastify';
import { CATALOGUE } from '#domain/errors';
import { refusalBody } from './envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' lets a call through without an auth_key; every other API call needs one. */
    auth?: 'public';
  }
}

/** What the guard asks of the auth module, declared here so that http imports no module. */
export interface AuthKeyCheck {
  isValid(authKey: string | undefined): Promise<boolean>;
}

/** Refuses API calls without a live auth_key header (motor document, section 6). */
export function requireAuthKey(app: FastifyInstance, auth: AuthKeyCheck) {
  // The OpenAPI document shows public calls without the auth_key requirement.
  app.addHook('onRoute', (route) => {
    if (route.config?.auth === 'public') route.schema = { ...route.schema, security: [] };
  });
  // preParsing, after the rate limits' onRequest check: a flood of bad keys is counted like any call.
  // Still before the body is read.
  app.addHook('preParsing', async (request, reply) => {
    if (request.routeOptions.config.auth === 'public') return;
    const header = request.headers['auth_key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (!(await auth.isValid(key))) {
      return reply.code(401).send(refusalBody(CATALOGUE[401]));
    }
  });
}
