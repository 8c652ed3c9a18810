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
/** How long the language chosen is remembered. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * Where the header's language buttons send a browser that has not started the app yet (decision 064):
 * `?lang=si&to=/path` remembers the language and goes back to the page, which the server words in it.
 */
export const LANGUAGE_CHOICE_PATH = '/language';

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

// A text the server formatted with values ('That code is not correct. 2 tries left.') cannot be found by
// its words. Its message is found instead among the catalogue's English messages that take values, by
// matching the text against each, and formatted again in the page's language with the values it held.

/** An English message with values, as a pattern that finds those values in a text formatted from it. */
interface FormattedPattern {
  pattern: RegExp;
  /** The value each capture group holds. */
  names: string[];
  /** The values that are counts (a plural's #), read back as numbers. */
  counts: Set<string>;
}

// ICU's simple argument '{name}' and plural argument '{name, plural, one {# try} other {# tries}}'.
const ARGUMENT = /\{(\w+)\}|\{(\w+), plural,((?:\s*(?:=\d+|\w+) \{[^{}]*\})+)\s*\}/g;
const BRANCH = /(?:=\d+|\w+) \{([^{}]*)\}/g;
const COUNT = '(\\d[\\d,]*)';
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function formattedPattern(message: string): FormattedPattern | undefined {
  const names: string[] = [];
  const counts = new Set<string>();
  let source = '';
  let words = '';
  let last = 0;
  for (const match of message.matchAll(ARGUMENT)) {
    words += message.slice(last, match.index);
    source += escapeRegExp(message.slice(last, match.index));
    last = match.index + match[0].length;
    const [, simple, counted = '', branches = ''] = match;
    if (simple) {
      names.push(simple);
      source += '(.+?)';
      continue;
    }
    counts.add(counted);
    const texts = [...branches.matchAll(BRANCH)].map(([, text = '']) => {
      const parts = text.split('#');
      names.push(...parts.slice(1).map(() => counted));
      return parts.map(escapeRegExp).join(COUNT);
    });
    source += `(?:${texts.join('|')})`;
  }
  words += message.slice(last);
  // A message of values alone ('{make} {model}') would match almost any text.
  if (names.length === 0 || !/\p{L}{2}/u.test(words)) return undefined;
  return { pattern: new RegExp(`^${source}${escapeRegExp(message.slice(last))}$`, 'u'), names, counts };
}

const patterns = new Map<string, FormattedPattern | undefined>();

/** The values `text` holds when it was formatted from the English message `id`. */
function valuesIn(id: string, text: string): Record<string, string | number> | undefined {
  if (!id.includes('{')) return undefined;
  if (!patterns.has(id)) patterns.set(id, formattedPattern(id));
  const found = patterns.get(id);
  const match = found?.pattern.exec(text);
  if (!found || !match) return undefined;
  const values: Record<string, string | number> = {};
  found.names.forEach((name, index) => {
    const value = match[index + 1];
    if (value !== undefined)
      values[name] = found.counts.has(name) ? Number(value.replaceAll(',', '')) : value;
  });
  return values;
}

/**
 * A text catalogued under its English words (decision 040: the shared schemas' messages, the server's
 * refusals, the premium's line labels) in `i18n`'s language, also when it was formatted with values; a
 * text the catalogue does not hold, such as an insurer's own wording, as it came.
 */
export function translateText(text: string, into: I18n = i18n): string {
  if (text in into.messages) return into._(text);
  for (const id of Object.keys(into.messages)) {
    const values = valuesIn(id, text);
    if (values) return into._(id, values);
  }
  return text;
}

i18n.load(DEFAULT_LOCALE, english);
i18n.activate(DEFAULT_LOCALE);

export { i18n };
