import type { FastifyRequest } from 'fastify';

/**
 * Our own address, as the links in answers and messages give it: PUBLIC_URL, else the address the request
 * came to (fine on one machine; behind a proxy only PUBLIC_URL says where the site is).
 */
export const siteOf = (request: FastifyRequest, publicUrl: string | undefined) =>
  publicUrl ?? `${request.protocol}://${request.host}`;
