import { ChevronDown } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { FaqGroup } from '#domain/articles';
import { GROUP_WORDS } from './article-words';

export interface FaqItem {
  id: string;
  lang: string;
  question: string;
  answer: string;
}

/**
 * A group of questions as an accordion: native <details>, so each opens by keyboard and is announced as
 * expanded or collapsed. The question a link names (/faq#code) opens and scrolls into view.
 */
export function FaqList({
  group,
  items,
  level = 'h2',
}: {
  group: FaqGroup;
  items: FaqItem[];
  level?: 'h2' | 'h3';
}) {
  const { i18n } = useLingui();
  const { hash } = useLocation();
  const Heading = level;
  useEffect(() => {
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (named instanceof HTMLDetailsElement) {
      named.setAttribute('open', '');
      named.scrollIntoView({ block: 'start' });
    }
  }, [hash, items]);
  return (
    <section className="space-y-3">
      <Heading className="text-xl font-semibold text-slate-900">{i18n._(GROUP_WORDS[group])}</Heading>
      <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details
            key={item.id}
            id={item.id}
            className="group scroll-mt-4"
            lang={item.lang === i18n.locale ? undefined : item.lang}
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="px-4 pb-4 leading-relaxed text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
