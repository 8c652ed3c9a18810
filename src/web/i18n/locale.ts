import type { Messages } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE, i18n, isLocale, LOCALE_COOKIE } from '#domain/i18n';
import { addFont } from './fonts';

// The page's language: the server writes it into <html lang> (from the cookie, else the browser's
// Accept-Language), the page starts in it, and the switcher changes it in place, without a reload, so
// nothing typed is lost. English is in the main bundle; Sinhala and Tamil are each a chunk of their own.
const CATALOGUES: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  si: () => import('#locales/si'),
  ta: () => import('#locales/ta'),
};

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language the server chose for this page. */
export const pageLocale = (): Locale => {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
};

/** Loads the language's texts and font, then shows the page in it. */
export async function activateLocale(locale: Locale): Promise<void> {
  addFont(locale);
  if (locale !== 'en') i18n.load(locale, (await CATALOGUES[locale]()).messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/** The customer's choice: shown now and remembered for the next visit and for the server's texts. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
