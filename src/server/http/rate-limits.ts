import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { ApiError } from './envelope';
import { isApiPath } from './web-app';

// Calls per client address per minute (docs/decisions/018): writes, and API reads at a higher figure.
// The web app's pages and files are not counted: a phone loading a page asks for dozens at once, and they
// cost nothing to serve. A route may set its own limit (`config: { rateLimit: {...} }`), counted apart.

/**
 * The client a request is counted against: its address (the proxy's X-Forwarded-For under TRUST_PROXY),
 * an IPv6 address by its /64, the block one home or phone is given.
 */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

export const TOO_MANY_REQUESTS = /*i18n*/ 'Too many requests. Please wait a minute and try again.';

export async function registerRateLimits(
  app: FastifyInstance,
  { rateLimits, redis: redisConfig }: Pick<Config, 'rateLimits' | 'redis'>,
) {
  const redis = redisConfig.url
    ? // Fail fast rather than hold requests while Redis is away: the limits are skipped meanwhile.
      new Redis(redisConfig.url, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'Redis of the rate limits unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(fastifyRateLimit, {
    timeWindow: '1 minute',
    keyGenerator: (request) => `${clientAddress(request)}:${isRead(request) ? 'read' : 'write'}`,
    max: (request) => (isRead(request) ? rateLimits.readsPerMinute : rateLimits.writesPerMinute),
    allowList: (request) => isRead(request) && !isApiPath(request.url),
    ...(redis && { redis, nameSpace: `${redisConfig.keyPrefix}rate-limit:`, skipOnError: true }),
    errorResponseBuilder: () => new ApiError(429, TOO_MANY_REQUESTS),
  });
}
