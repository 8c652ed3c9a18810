import { z } from 'zod';
import type { ChatTurn } from '#domain/chat';
import { CHAT_TURN_MAX, CHAT_TURNS_MAX, chatTurnSchema } from '#domain/chat';
import type { SearchResult } from '#domain/content';
import { SEARCH_MAX_LENGTH } from '#domain/articles';
import { LOCALES } from '#domain/i18n';
import type { KeyValueStore } from '#web/browser-storage';
import { sessionStore } from '#web/browser-storage';

// The dock's chat (issue 24, decision 056): the conversation as a list of entries, the words a question
// is searched by, the answer made of the best question of the FAQ and the best articles, the transcript
// a hand-off sends, and the tab's copy of the conversation, which outlives closing the panel and a reload.

/** At most this many articles follow an answer. */
export const ANSWER_ARTICLES = 3;

const linkSchema = z.object({ title: z.string(), url: z.string(), lang: z.enum(LOCALES) });

/** One entry of the conversation, as the tab keeps it. */
export const chatEntrySchema = z.discriminatedUnion('kind', [
  /** What the visitor typed, or the quick reply they chose. */
  z.object({ kind: z.literal('visitor'), text: z.string() }),
  /** The best question of the FAQ (none when nothing matched) and the best articles. */
  z.object({
    kind: z.literal('answer'),
    faq: linkSchema.extend({ answer: z.string() }).nullable(),
    articles: z.array(linkSchema),
  }),
  /** The vehicles to get a quote for. */
  z.object({ kind: z.literal('vehicles') }),
  /** The hand-off form: name, mobile and e-mail. */
  z.object({ kind: z.literal('person') }),
  /** The callback was asked for. */
  z.object({ kind: z.literal('sent') }),
]);
export const conversationSchema = z.array(chatEntrySchema);

export type ChatEntry = z.infer<typeof chatEntrySchema>;
export type ChatAnswer = Extract<ChatEntry, { kind: 'answer' }>;

/**
 * The search words of a question: each word of it, any of which may match (websearch syntax's `or`), so
 * that a question in the visitor's own words finds the texts that share most of them, best first. Signs
 * and the search syntax's own words are left out; undefined when no word is left.
 */
export function searchWords(question: string): string | undefined {
  const words = [...new Set(question.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [])].filter(
    (word) => word !== 'or',
  );
  let query = '';
  for (const word of words) {
    const longer = query ? `${query} or ${word}` : word;
    if (longer.length > SEARCH_MAX_LENGTH) break;
    query = longer;
  }
  return query || undefined;
}

/** The answer to a question: the FAQ's best match, and the best articles. */
export function answerOf(faqs: readonly SearchResult[], articles: readonly SearchResult[]): ChatAnswer {
  const [best] = faqs;
  return {
    kind: 'answer',
    faq: best ? { title: best.title, answer: best.text ?? '', url: best.url, lang: best.lang } : null,
    articles: articles
      .slice(0, ANSWER_ARTICLES)
      .map((article) => ({ title: article.title, url: article.url, lang: article.lang })),
  };
}

export const isUnanswered = (answer: ChatAnswer) => answer.faq === null && answer.articles.length === 0;

/** What the site said in an entry, as staff read it in the lead (in English, like the console). */
function siteWords(entry: Exclude<ChatEntry, { kind: 'visitor' }>): string | undefined {
  switch (entry.kind) {
    case 'answer': {
      if (isUnanswered(entry)) return 'Found no answer.';
      const articles = entry.articles.map((article) => `"${article.title}" (${article.url})`);
      return [
        entry.faq && `${entry.faq.title} ${entry.faq.answer}`,
        articles.length > 0 && `Articles: ${articles.join(', ')}`,
      ]
        .filter(Boolean)
        .join(' ');
    }
    case 'vehicles':
      return 'Offered a quote for each kind of vehicle.';
    default:
      return undefined;
  }
}

/**
 * The conversation as the callback carries it: the latest turns, each cut to the length the server
 * takes and checked by the server's own schema (a pasted NUL drops its turn), so that a long chat is
 * sent rather than refused.
 */
export function transcriptOf(entries: readonly ChatEntry[]): ChatTurn[] {
  const turns = entries.flatMap((entry): ChatTurn[] => {
    const words = entry.kind === 'visitor' ? entry.text : siteWords(entry);
    const text = words?.trim().slice(0, CHAT_TURN_MAX).trim();
    const turn: ChatTurn = { from: entry.kind === 'visitor' ? 'visitor' : 'site', text: text ?? '' };
    return chatTurnSchema.safeParse(turn).success ? [turn] : [];
  });
  return turns.slice(-CHAT_TURNS_MAX);
}

export const CONVERSATION_KEY = 'kavacha.chat';

/** The tab's conversation; none when there is none or it is not one (an old or edited value). */
export function readConversation(store = sessionStore()): ChatEntry[] {
  try {
    const parsed = conversationSchema.safeParse(JSON.parse(store?.getItem(CONVERSATION_KEY) ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function saveConversation(
  entries: readonly ChatEntry[],
  store: KeyValueStore | undefined = sessionStore(),
) {
  try {
    store?.setItem(CONVERSATION_KEY, JSON.stringify(entries));
  } catch {
    // A full or refused storage: the conversation lasts as long as the page.
  }
}
