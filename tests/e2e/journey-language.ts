import type { Locale } from '#domain/i18n';
import type { Say } from '../support/say';
import { sayIn } from '../support/say';

// The language a journey file walks the site in: English unless the file speaks another (issue 21). The
// shared steps (motor-form, purchase-pages, cover-note-journey) find what they click through `say`.
let current: Say = sayIn('en');

/** What the page says, in the journey's language. */
export const say: Say = (english, values) => current(english, values);

/** Walks the rest of this file's journeys in `locale`. */
export const speak = (locale: Locale) => {
  current = sayIn(locale);
};
