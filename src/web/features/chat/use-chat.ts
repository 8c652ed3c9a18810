import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SearchKind } from '#domain/articles';
import { usePageLanguage } from '#web/i18n/use-page-language';
import { searchQueryOptions } from '#web/features/content/api/search';
import type { ChatEntry } from './chat';
import { answerOf, readConversation, saveConversation, searchWords } from './chat';

// The chat's conversation (decision 056): a question is answered at once from the FAQ and the articles
// through the site's full-text search; the quick replies add the vehicles to get a quote for, or the form
// that hands the visitor over to a person. The tab keeps the conversation.

const ANSWER_KINDS: readonly SearchKind[] = ['faqs', 'blogs'];

export function useChat() {
  const queryClient = useQueryClient();
  const lang = usePageLanguage();
  const [entries, setEntries] = useState(readConversation);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  useEffect(() => saveConversation(entries), [entries]);

  const add = (...added: ChatEntry[]) => setEntries((current) => [...current, ...added]);

  async function ask(question: string) {
    const words = searchWords(question);
    add({ kind: 'visitor', text: question });
    setFailure(undefined);
    if (!words) {
      add(answerOf([], []));
      return;
    }
    setBusy(true);
    try {
      const [faqs = [], articles = []] = await Promise.all(
        ANSWER_KINDS.map((kind) => queryClient.fetchQuery(searchQueryOptions(words, kind, lang))),
      );
      add(answerOf(faqs, articles));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return {
    entries,
    busy,
    failure,
    ask,
    /** A quick reply: the visitor's words, then what the site shows for them. */
    reply: (words: string, kind: 'vehicles' | 'person') => add({ kind: 'visitor', text: words }, { kind }),
    sent: () => add({ kind: 'sent' }),
  };
}
