import { FlaskConical } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SANDBOX_CARDS } from '#domain/motor/payment';
import { useTranslateText } from '#web/i18n/translate';
import { groupCardNumber } from './card-text';

// The sandbox gateway's test cards (architecture, Integrations): which succeed and which are declined.
// No real card is ever taken here; any other number is refused as not a test card.

export function TestCards({ onUse }: { onUse: (number: string) => void }) {
  const { t } = useLingui();
  const translate = useTranslateText();
  return (
    <section
      aria-labelledby="test-cards-heading"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 md:p-5"
    >
      <h2 id="test-cards-heading" className="flex items-center gap-2 font-semibold">
        <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
        <Trans>Sandbox: test cards only</Trans>
      </h2>
      <p className="mt-1 text-sm">
        <Trans>
          This is the built-in test gateway: no money moves. Use fills in every card field for that card; or
          type one of these numbers with any future expiry date, any name and any 3-digit security code.
        </Trans>
      </p>
      <ul className="mt-3 space-y-2">
        {SANDBOX_CARDS.map((card) => {
          const reason = translate(card.message);
          const cardNumber = groupCardNumber(card.number);
          return (
            <li
              key={card.number}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-xl bg-white/70 px-3 py-2"
            >
              <span className="min-w-0">
                <span className="block font-mono font-semibold whitespace-nowrap tabular-nums">
                  {groupCardNumber(card.number)}
                </span>
                <span className="block text-sm">
                  {card.issuer ? `${card.brand}, ${card.issuer}` : card.brand}:{' '}
                  {card.outcome === 'paid' ? t`succeeds` : t`declined (${reason})`}
                </span>
              </span>
              <button
                type="button"
                onClick={() => onUse(card.number)}
                className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-800 underline hover:no-underline"
              >
                <Trans>
                  Use<span className="sr-only"> card {cardNumber}</span>
                </Trans>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
