import { CircleCheck, LoaderCircle, Send } from 'lucide-react';
import type { FormEvent, MouseEvent, ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { controlLook } from '#web/components/form/fields';
import { primaryButton, secondaryButton } from '#web/components/ui/buttons';
import { TitledModal } from '#web/components/ui/modal-dialog';
import { Refusal } from '#web/components/ui/refusal';
import { CallbackForm } from '#web/features/callback/callback-form';
import type { ChatEntry } from './chat';
import { isUnanswered, transcriptOf } from './chat';
import { useChat } from './use-chat';
import { VehicleLinks } from './vehicle-links';

// The dock's Chat (content section 2; issue 24; decision 056): a conversation in the site's modal. The log
// is a polite live region, so each answer is read out as it arrives. Quick replies offer a quote for a
// vehicle and a person to talk to; that hand-off is the callback form, sent with the conversation, and
// nobody is called who did not fill it in. Loaded when first opened; the conversation outlives closing.

/** The longest question: enough for a few sentences, well within a transcript's turn. */
const QUESTION_MAX = 300;

const bubble = 'max-w-[90%] rounded-2xl px-4 py-2.5';
const link = 'font-medium text-brand-800 underline hover:no-underline';

function Said({ by, children }: { by: 'visitor' | 'site'; children: ReactNode }) {
  return by === 'visitor' ? (
    <li className={`${bubble} ml-auto bg-brand-700 text-white`}>
      <span className="sr-only">
        <Trans>You:</Trans>{' '}
      </span>
      {children}
    </li>
  ) : (
    <li className={`${bubble} space-y-2 bg-slate-100 text-slate-900`}>{children}</li>
  );
}

function Answer({ entry }: { entry: Extract<ChatEntry, { kind: 'answer' }> }) {
  if (isUnanswered(entry)) {
    return (
      <Said by="site">
        <p>
          <Trans>
            I found nothing about that in our questions and articles. Try other words, or choose below: get a
            quote for your vehicle, or talk to a person.
          </Trans>
        </p>
      </Said>
    );
  }
  const { faq, articles } = entry;
  return (
    <Said by="site">
      {faq && (
        <>
          <p className="font-semibold" lang={faq.lang}>
            {faq.title}
          </p>
          <p lang={faq.lang}>{faq.answer}</p>
          <p>
            <Link to={faq.url} className={link}>
              <Trans>Read it in the FAQ</Trans>
            </Link>
          </p>
        </>
      )}
      {articles.length > 0 && (
        <>
          <p>
            <Trans>Articles that may help:</Trans>
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {articles.map((article) => (
              <li key={article.url}>
                <Link to={article.url} className={link} lang={article.lang}>
                  {article.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Said>
  );
}

function Entry({ entry }: { entry: ChatEntry }) {
  switch (entry.kind) {
    case 'visitor':
      return <Said by="visitor">{entry.text}</Said>;
    case 'answer':
      return <Answer entry={entry} />;
    case 'vehicles':
      return (
        <Said by="site">
          <p>
            <Trans>Which vehicle is it? Choose it to get quotes from our insurers:</Trans>
          </p>
          <VehicleLinks />
        </Said>
      );
    case 'person':
      return (
        <Said by="site">
          <p>
            <Trans>
              Leave your number and one of our advisers will call you. We call only because you asked.
            </Trans>
          </p>
        </Said>
      );
    case 'sent':
      return (
        <Said by="site">
          <p className="flex items-start gap-2 font-medium text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
            <Trans>Thank you for submitting. We will call you back.</Trans>
          </p>
        </Said>
      );
  }
}

export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const chat = useChat();
  const [question, setQuestion] = useState('');
  const log = useRef<HTMLOListElement>(null);
  const handOff = useRef<HTMLDivElement>(null);
  const handingOver = chat.entries.at(-1)?.kind === 'person';

  // The latest words in view; the hand-off's first field ready for typing.
  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' });
    if (handingOver) handOff.current?.querySelector('input')?.focus();
  }, [chat.entries.length, handingOver]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const words = question.trim();
    if (!words || chat.busy) return;
    setQuestion('');
    void chat.ask(words);
  };
  // A link leads to another page, where the panel would hide it: it closes, and keeps the conversation.
  const closeOnLink = (event: MouseEvent) => (event.target as Element).closest('a[href^="/"]') && onClose();

  return (
    <TitledModal
      open={open}
      onClose={onClose}
      title={<Trans>Chat with us</Trans>}
      width="w-[min(34rem,calc(100vw-1rem))]"
    >
      <div onClick={closeOnLink} className="space-y-4">
        <div
          role="log"
          aria-live="polite"
          aria-label={t`Conversation`}
          // Scrolled by the keyboard too, when it holds more than it shows.
          tabIndex={0}
          // Shorter while the hand-off's form is below it, so that the form fits a laptop's screen.
          className={`${handingOver ? 'max-h-[25dvh]' : 'max-h-[40dvh]'} min-h-40 overflow-y-auto rounded-xl border border-slate-200 p-3`}
        >
          <ol ref={log} className="flex flex-col gap-3">
            <Said by="site">
              <p>
                <Trans>
                  Hello! Ask me about motor insurance in your own words, and I will answer from our questions
                  and articles. I can also find you a quote, or a person to talk to.
                </Trans>
              </p>
            </Said>
            {chat.entries.map((entry, index) => (
              <Entry key={index} entry={entry} />
            ))}
          </ol>
        </div>
        {handingOver && (
          <div ref={handOff} className="rounded-xl border border-slate-200 p-4">
            <CallbackForm transcript={transcriptOf(chat.entries)} onSent={chat.sent} />
          </div>
        )}
        <Refusal message={chat.failure} />
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => chat.reply(t`Get a quote for my vehicle`, 'vehicles')}
          >
            <Trans>Get a quote for my vehicle</Trans>
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={handingOver}
            onClick={() => chat.reply(t`Talk to a person`, 'person')}
          >
            <Trans>Talk to a person</Trans>
          </button>
        </div>
        <form onSubmit={send} className="flex items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor="chat-question" className="mb-1.5 block font-medium text-slate-900">
              <Trans>Your question</Trans>
            </label>
            <input
              id="chat-question"
              name="question"
              type="text"
              autoComplete="off"
              maxLength={QUESTION_MAX}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
              className={controlLook}
            />
          </div>
          <button type="submit" aria-disabled={chat.busy} className={primaryButton}>
            {chat.busy ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : (
              <Send aria-hidden="true" className="size-5" />
            )}
            <Trans>Send</Trans>
          </button>
        </form>
      </div>
    </TitledModal>
  );
}
