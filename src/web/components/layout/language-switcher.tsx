import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Locale } from '#domain/i18n';
import { LANGUAGE_CHOICE_PATH, LOCALE_NAMES, LOCALES } from '#domain/i18n';
import { chooseLocale } from '#web/i18n/locale';

/**
 * English, සිංහල, தமிழ்: each name in its own language, so a reader finds theirs whatever is shown. The app
 * switches in place; before it has started, the buttons send the form, and the server remembers the
 * language and answers the page again in it (decision 064). The other languages' names are drawn in the
 * system's font, so a page never fetches our Sinhala or Tamil font file only to name a language (styles.css).
 */
export function LanguageSwitcher() {
  const { i18n, t } = useLingui();
  const { pathname, search } = useLocation();
  return (
    <form method="get" action={LANGUAGE_CHOICE_PATH}>
      <input type="hidden" name="to" value={`${pathname}${search}`} />
      <ul aria-label={t`Language`} className="inline-flex items-center gap-0.5 sm:gap-1">
        {LOCALES.map((locale: Locale) => (
          <li key={locale}>
            <button
              type="submit"
              name="lang"
              value={locale}
              lang={locale}
              aria-pressed={i18n.locale === locale}
              onClick={(event) => {
                event.preventDefault();
                void chooseLocale(locale);
              }}
              className={`min-h-6 rounded-full px-1.5 py-1 text-xs font-medium hover:underline aria-pressed:bg-white aria-pressed:text-brand-900 sm:px-2 sm:text-sm ${i18n.locale === locale ? '' : 'font-system'}`}
            >
              {LOCALE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}
