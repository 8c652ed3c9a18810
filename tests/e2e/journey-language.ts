import type { Page } from 'playwright-core';
import type { Locale } from '#domain/i18n';
import { LOCALE_NAMES } from '#domain/i18n';
import type { Say } from '../support/say';
import { sayIn } from '../support/say';

// The language a journey file walks the site in: English unless the file speaks another (issue 21). The
// shared steps (motor-form, purchase-pages, cover-note-journey) find what they click through `say`.
let current: Say = sayIn('en');
let currentLocale: Locale = 'en';

/** What the page says, in the journey's language. */
export const say: Say = (english, values) => current(english, values);

/** Walks the rest of this file's journeys in `locale`. */
export const speak = (locale: Locale) => {
  current = sayIn(locale);
  currentLocale = locale;
};

/** The journey's language, for the names of its screenshots. */
export const journeyLocale = () => currentLocale;

/** Chooses `locale` in the header's switcher, as a visitor does, and waits for the page to speak it. */
export async function chooseLanguage(page: Page, locale: Locale) {
  await page.getByRole('button', { name: LOCALE_NAMES[locale], exact: true }).click();
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
}
