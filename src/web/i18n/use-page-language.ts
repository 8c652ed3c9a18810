import { useLingui } from '@lingui/react';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE, isLocale } from '#domain/i18n';

/** The page's language, as the content calls take it (`lang`); follows a change of language. */
export const usePageLanguage = (): Locale => {
  const { locale } = useLingui().i18n;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
};
