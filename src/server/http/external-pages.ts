import type { FastifyInstance } from 'fastify';
import { SITE_ROUTES } from '#domain/site-routes';
import type { Config } from '../config';

// Pages of the route table that live on another site (document 001, section 2; decision 054).

/**
 * /per-day-motor-insurance: the browser is sent, before any of our app loads, to the per-day product's
 * own site at the same path, with the query (a campaign's tags) as it came. 302, not 301: the site is
 * configuration, and a browser would keep a permanent redirect after the operator changes it.
 */
export function registerExternalPages(app: FastifyInstance, { perDaySite }: Config['externalPages']) {
  app.get(SITE_ROUTES.perDayMotor, { schema: { hide: true } }, (request, reply) => {
    const query = request.url.indexOf('?');
    const search = query === -1 ? '' : request.url.slice(query);
    return reply.redirect(`${perDaySite}${SITE_ROUTES.perDayMotor}${search}`, 302);
  });
}
