import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SITE_ROUTES } from '#domain/site-routes';
import type { LinkOutcome } from '#domain/subscriptions';
import { SUBSCRIPTION_MESSAGES } from '#domain/subscriptions';
import { primaryButton } from '#web/components/ui/buttons';
import { Refusal } from '#web/components/ui/refusal';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { postSubscriptionLink } from './api/subscriptions';

// The pages the blog subscription's letters link to (decision 058): /blog/confirm-subscription and
// /blog/unsubscribe, each with the link's ?token=. Opening the link changes nothing (mail scanners open
// links too); the button posts it, and the page says what happened or what is wrong with the link.

const ACTIONS = {
  confirm: {
    title: msg`Confirm your subscription`,
    lead: msg`Press the button to receive the new articles of the Kavacha blog by e-mail.`,
    button: msg`Confirm subscription`,
  },
  unsubscribe: {
    title: msg`Unsubscribe from the blog`,
    lead: msg`Press the button and we will remove your address and send you no more articles.`,
    button: msg`Unsubscribe`,
  },
} as const;

const OUTCOMES: Record<LinkOutcome, MessageDescriptor> = {
  subscribed: msg`You are subscribed. New articles will come to your e-mail.`,
  already_subscribed: msg`You were already subscribed: nothing has changed.`,
  unsubscribed: msg`You are unsubscribed. We have removed your address and will send you no more articles.`,
};

export function Component() {
  const { i18n } = useLingui();
  const action = useLocation().pathname.toLowerCase() === SITE_ROUTES.unsubscribe ? 'unsubscribe' : 'confirm';
  const words = ACTIONS[action];
  usePageTitle(pageTitle(i18n._(words.title)));
  const token = useSearchParams()[0].get('token');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome>();
  const [refusal, setRefusal] = useState<string | undefined>(
    token ? undefined : SUBSCRIPTION_MESSAGES.badLink,
  );

  const send = async () => {
    if (!token || sending) return;
    setSending(true);
    setRefusal(undefined);
    try {
      setOutcome((await postSubscriptionLink(action, token)).outcome);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{i18n._(words.title)}</h1>
      {outcome ? (
        <p
          role="status"
          className="mt-6 flex items-start gap-3 rounded-xl bg-green-50 p-4 text-lg text-green-900"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          {i18n._(OUTCOMES[outcome])}
        </p>
      ) : (
        <>
          <p className="mt-3 text-lg text-slate-700">{i18n._(words.lead)}</p>
          <div className="mt-6 space-y-4">
            <Refusal message={refusal} />
            {token && (
              <button
                type="button"
                onClick={() => void send()}
                aria-disabled={sending}
                className={`${primaryButton} w-full sm:w-auto`}
              >
                {i18n._(words.button)}
              </button>
            )}
          </div>
        </>
      )}
      <Link
        to={SITE_ROUTES.blog}
        className="mt-8 inline-flex min-h-11 items-center font-medium text-brand-800 underline hover:no-underline"
      >
        <Trans>Read the blog</Trans>
      </Link>
    </div>
  );
}
