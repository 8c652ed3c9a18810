import type { Messages } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE, i18n, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '#domain/i18n';

// The page's language: the server writes it into <html lang> (from the cookie, else the browser's
// Accept-Language), the page starts in it, and the switcher changes it in place, without a reload, so
// nothing typed is lost. English is in the main bundle; Sinhala and Tamil are each a chunk of their own.
// The purchase's texts and the legal pages' are catalogues of their own in each language, loaded with
// their pages (lingui.config.ts).
type Catalogue = () => Promise<{ messages: Messages }>;
const SITE_TEXTS: Record<Exclude<Locale, 'en'>, Catalogue> = {
  si: () => import('#locales/si'),
  ta: () => import('#locales/ta'),
};
export type PageTexts = 'purchase' | 'legal' | 'login' | 'profile' | 'content' | 'pages' | 'campaigns';
const PAGE_TEXTS: Record<PageTexts, Record<Locale, Catalogue>> = {
  purchase: {
    en: () => import('#locales/purchase/en'),
    si: () => import('#locales/purchase/si'),
    ta: () => import('#locales/purchase/ta'),
  },
  legal: {
    en: () => import('#locales/legal/en'),
    si: () => import('#locales/legal/si'),
    ta: () => import('#locales/legal/ta'),
  },
  login: {
    en: () => import('#locales/login/en'),
    si: () => import('#locales/login/si'),
    ta: () => import('#locales/login/ta'),
  },
  profile: {
    en: () => import('#locales/profile/en'),
    si: () => import('#locales/profile/si'),
    ta: () => import('#locales/profile/ta'),
  },
  content: {
    en: () => import('#locales/content/en'),
    si: () => import('#locales/content/si'),
    ta: () => import('#locales/content/ta'),
  },
  pages: {
    en: () => import('#locales/pages/en'),
    si: () => import('#locales/pages/si'),
    ta: () => import('#locales/pages/ta'),
  },
  campaigns: {
    en: () => import('#locales/campaigns/en'),
    si: () => import('#locales/campaigns/si'),
    ta: () => import('#locales/campaigns/ta'),
  },
};
/** The page texts shown so far: a language chosen later loads them too. */
const shown = new Set<PageTexts>();

/** The catalogues a page in `locale` needs now, loaded into the page's Lingui instance. */
async function loadTexts(locale: Locale): Promise<void> {
  const catalogues = [
    ...(locale === 'en' ? [] : [SITE_TEXTS[locale]]),
    ...[...shown].map((texts) => PAGE_TEXTS[texts][locale]),
  ];
  for (const { messages } of await Promise.all(catalogues.map((load) => load()))) i18n.load(locale, messages);
}

/** The language the server chose for this page. */
export const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** Loads the language's texts, then shows the page in it (its font is the stylesheet's). */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadTexts(locale);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The customer's choice: shown now and remembered for the next visit and for the server's texts. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** Loads a page's own texts in the page's language, and in any language chosen later. */
export async function loadPageTexts(texts: PageTexts): Promise<void> {
  shown.add(texts);
  await loadTexts(pageLocale());
}
