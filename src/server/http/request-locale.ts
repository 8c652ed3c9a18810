import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '#domain/fields';
import type { Locale } from '#domain/i18n';
import {
  isLocale,
  LANGUAGE_CHOICE_PATH,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  negotiateLocale,
} from '#domain/i18n';

/**
 * The language of a request (issue 21, decision 040): the one the customer chose on the site (the
 * kavacha_lang cookie), else the browser's preference (Accept-Language), else English. It words the page,
 * and it is the customer's language for what the server writes to them.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : negotiateLocale(request.headers['accept-language']);
}

const languageChoiceSchema = z.object({
  lang: z.enum(LOCALES, { error: 'Choose English, සිංහල or தமிழ்' }),
  /** The page to go back to: a path of this site, never another site ('//host', '/\\host'). */
  to: text()
    .max(2000)
    .refine((path) => /^\/(?![/\\])\S*$/.test(path), 'Give a path of this site')
    .default('/'),
});

/**
 * The header's language buttons before the app has started (decision 064): a plain form GET that
 * remembers the language as the app does (the same cookie) and goes back to the page, now worded in it.
 */
export function registerLanguageChoice(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    LANGUAGE_CHOICE_PATH,
    {
      config: { rateLimit: false },
      schema: { hide: true, querystring: languageChoiceSchema },
    },
    async (request, reply) => {
      const { lang, to } = request.query;
      return reply
        .setCookie(LOCALE_COOKIE, lang, {
          path: '/',
          maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
        })
        .header('cache-control', 'no-store')
        .redirect(to, 303);
    },
  );
}
