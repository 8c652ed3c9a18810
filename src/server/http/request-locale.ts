import type { FastifyRequest } from 'fastify';
import type { Locale } from '#domain/i18n';
import { isLocale, LOCALE_COOKIE, negotiateLocale } from '#domain/i18n';

/**
 * The language of a request (issue 21, decision 040): the one the customer chose on the site (the
 * kavacha_lang cookie), else the browser's preference (Accept-Language), else English. It words the page,
 * and it is the customer's language for what the server writes to them.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}
