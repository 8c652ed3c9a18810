// The languages of the customer-facing site (issue 21, decision 040). Texts live in Lingui's catalogues
// (src/locales); this module names the languages and holds the one Lingui instance of the page or of the
// server's English answers. English is loaded here so that a text is never shown as its bare id.
import type { I18n } from '@lingui/core';
import { i18n } from '@lingui/core';
import { messages as english } from '#locales/en';

export const LOCALES = ['en', 'si', 'ta'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/** The cookie that remembers the language chosen, read by the server for the page and the customer. */
export const LOCALE_COOKIE = 'kavacha_lang';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The site's language for an Accept-Language header (RFC 9110: tags with q-values): the supported one
 * the browser prefers most, by primary subtag ('si-LK' is si), else English.
 */
export function negotiateLocale(acceptLanguage: string | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLocale(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked[0]?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}

/**
 * A text catalogued under its English words (decision 040: the shared schemas' messages, the server's
 * refusals, the premium's line labels) in `i18n`'s language; a text the catalogue does not hold, such
 * as an insurer's own wording, as it came.
 */
export const translateText = (text: string, into: I18n = i18n): string =>
  text in into.messages ? into._(text) : text;

i18n.load(DEFAULT_LOCALE, english);
i18n.activate(DEFAULT_LOCALE);

export { i18n };
