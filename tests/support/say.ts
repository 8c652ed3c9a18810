import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Locale } from '#domain/i18n';
import { CATALOGUES, translator } from '#server/i18n';

// What a page says in a language, for journeys that find buttons and headings by their words: the
// English text (as the code writes it, placeholders and all) looked up in the language's catalogue, as
// the page looks it up. A text the catalogue lacks is an error, not a silent English fallback.

export type Say = (english: string, values?: Record<string, unknown>) => string;

export function sayIn(locale: Locale): Say {
  const messages = CATALOGUES[locale];
  const i18n = translator(locale);
  return (english, values) => {
    const id = english in messages ? english : generateMessageId(english);
    if (!(id in messages)) throw new Error(`The ${locale} catalogue has no text ${JSON.stringify(english)}`);
    // A message's numbered tags (<0>…</0>) are elements on the page: their words are read, not the tags.
    return i18n._(id, values).replace(/<\/?\d+\/?>/g, '');
  };
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a page says, as a whole-text pattern in which the placeholders given as null match anything: to
 * find 'Compare <insurer>' whatever the insurer, and wherever the language puts it.
 */
export function patternOf(say: Say, english: string, values: Record<string, string | null>) {
  const wild = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value ?? '\u0000']));
  return new RegExp(`^${escapeRegExp(say(english, wild)).replaceAll('\u0000', '.+')}$`);
}
