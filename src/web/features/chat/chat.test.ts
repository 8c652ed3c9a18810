import { describe, expect, it } from 'vitest';
import { CHAT_TURN_MAX, CHAT_TURNS_MAX, transcriptSchema } from '#domain/chat';
import { SEARCH_MAX_LENGTH } from '#domain/articles';
import { searchResult } from '#tests/support/search-results';
import type { ChatEntry } from './chat';
import {
  answerOf,
  CONVERSATION_KEY,
  readConversation,
  saveConversation,
  searchWords,
  transcriptOf,
} from './chat';

// The chat's logic (decision 056): the words searched for, the answer picked from the results, the
// transcript a hand-off sends (always within the server's bounds) and the tab's copy of the conversation.

const COVER_NOTE = searchResult(
  'What is a cover note?',
  '/faq#what-is-a-cover-note',
  'A temporary document.',
);
const ARTICLES = ['a', 'b', 'c', 'd'].map((slug) => searchResult(`Article ${slug}`, `/blog-post/${slug}`));

/** A Map-backed storage, as the tab's. */
const memory = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('searchWords', () => {
  it('asks for any of the words of a question, each once, without signs', () => {
    expect(searchWords('What is a cover-note?? Cover note!')).toBe('what or is or a or cover or note');
  });

  it('keeps Sinhala and Tamil words whole, vowel signs and all', () => {
    expect(searchWords('රක්ෂණය කුමක්ද?')).toBe('රක්ෂණය or කුමක්ද');
    expect(searchWords('காப்பீடு என்ன')).toBe('காப்பீடு or என்ன');
  });

  it('drops the syntax’s own words and signs, so a question cannot change the search', () => {
    expect(searchWords('"third party" or -comprehensive')).toBe('third or party or comprehensive');
  });

  it('gives nothing for a question of signs only, and stays within the search’s length', () => {
    expect(searchWords('?!… --')).toBeUndefined();
    const long = searchWords(Array.from({ length: 60 }, (_, n) => `word${n}`).join(' '))!;
    expect(long.length).toBeLessThanOrEqual(SEARCH_MAX_LENGTH);
    expect(long.startsWith('word0 or word1 or')).toBe(true);
    expect(long.endsWith(' or')).toBe(false);
  });
});

describe('answerOf', () => {
  it('answers with the best question of the FAQ and the three best articles', () => {
    expect(answerOf([COVER_NOTE, searchResult('Other', '/faq#other', 'Other answer')], ARTICLES)).toEqual({
      kind: 'answer',
      faq: {
        title: 'What is a cover note?',
        answer: 'A temporary document.',
        url: '/faq#what-is-a-cover-note',
        lang: 'en',
      },
      articles: ARTICLES.slice(0, 3).map(({ title, url }) => ({ title, url, lang: 'en' })),
    });
  });

  it('has no answer when nothing matched', () => {
    expect(answerOf([], [])).toEqual({ kind: 'answer', faq: null, articles: [] });
  });
});

describe('transcriptOf', () => {
  it('writes what each said, the site’s part as staff read it', () => {
    const entries: ChatEntry[] = [
      { kind: 'visitor', text: 'What is a cover note?' },
      answerOf([COVER_NOTE], ARTICLES.slice(0, 1)),
      { kind: 'visitor', text: 'zebra' },
      answerOf([], []),
      { kind: 'visitor', text: 'Get a quote for my vehicle' },
      { kind: 'vehicles' },
      { kind: 'visitor', text: 'Talk to a person' },
      { kind: 'person' },
    ];
    expect(transcriptOf(entries)).toEqual([
      { from: 'visitor', text: 'What is a cover note?' },
      {
        from: 'site',
        text: 'What is a cover note? A temporary document. Articles: "Article a" (/blog-post/a)',
      },
      { from: 'visitor', text: 'zebra' },
      { from: 'site', text: 'Found no answer.' },
      { from: 'visitor', text: 'Get a quote for my vehicle' },
      { from: 'site', text: 'Offered a quote for each kind of vehicle.' },
      { from: 'visitor', text: 'Talk to a person' },
    ]);
  });

  it('keeps a long conversation within what the server takes: the latest turns, each cut short', () => {
    const entries: ChatEntry[] = Array.from({ length: CHAT_TURNS_MAX + 10 }, (_, n) => ({
      kind: 'visitor',
      text: `${n} ${'x'.repeat(CHAT_TURN_MAX)}`,
    }));
    const turns = transcriptOf(entries);
    expect(turns).toHaveLength(CHAT_TURNS_MAX);
    expect(turns[0]!.text.startsWith('10 ')).toBe(true);
    expect(transcriptSchema.safeParse(turns).success).toBe(true);
  });

  it('leaves out a turn the server could not store', () => {
    const entries: ChatEntry[] = [
      { kind: 'visitor', text: 'Hello\u0000' },
      { kind: 'visitor', text: 'Talk to a person' },
    ];
    expect(transcriptOf(entries)).toEqual([{ from: 'visitor', text: 'Talk to a person' }]);
  });
});

describe('the tab’s conversation', () => {
  it('is read back as it was saved', () => {
    const store = memory();
    const entries: ChatEntry[] = [
      { kind: 'visitor', text: 'Hello' },
      answerOf([COVER_NOTE], []),
      { kind: 'sent' },
    ];
    saveConversation(entries, store);
    expect(readConversation(store)).toEqual(entries);
  });

  it.each([
    ['nothing', undefined],
    ['broken JSON', '[{'],
    ['another shape', JSON.stringify([{ kind: 'visitor', words: 'Hello' }])],
    ['no list', JSON.stringify({ kind: 'sent' })],
  ])('starts afresh from %s', (_, stored) => {
    const store = memory();
    if (stored !== undefined) store.items.set(CONVERSATION_KEY, stored);
    expect(readConversation(store)).toEqual([]);
  });

  it('lasts as long as the page when the storage refuses', () => {
    const refusing = {
      ...memory(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveConversation([{ kind: 'sent' }], refusing)).not.toThrow();
    expect(readConversation(undefined)).toEqual([]);
  });
});
