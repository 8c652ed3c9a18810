import { CreditCard } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import type { CardPriceReason } from '#domain/campaigns';
import type { CardPriceAnswer } from '#domain/motor/payment-calls';
import { formatRupeesOf } from '#domain/money';

// What the card entered will be charged, said before Pay (decision 062): a quote made from a bank's
// promotion page has that bank's card price only on that bank's card, as the server decides it.

export function CardPriceNotice({ price, bank }: { price: CardPriceAnswer | undefined; bank: string }) {
  return (
    <div role="status" aria-live="polite" className="sm:col-span-2">
      {price ? (
        <p
          className={`flex gap-2 rounded-xl border p-3 text-sm ${
            price.reason === 'discount'
              ? 'border-green-300 bg-green-50 text-green-950'
              : 'border-amber-300 bg-amber-50 text-amber-950'
          }`}
        >
          <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            <Reason price={price} reason={price.reason} />
          </span>
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          <Trans>
            Pay with a {bank} credit card to get its offer. Enter the card number to see your price.
          </Trans>
        </p>
      )}
    </div>
  );
}

function Reason({ price, reason }: { price: CardPriceAnswer; reason: CardPriceReason }) {
  const bank = price.bank_name ?? '';
  const amount = formatRupeesOf(price.amount);
  const usual = formatRupeesOf(price.usual_amount);
  switch (reason) {
    case 'discount':
      return (
        <Trans>
          Your {bank} card gets the offer: you pay {amount} instead of {usual}.
        </Trans>
      );
    case 'other_card':
      return (
        <Trans>
          This card is not a {bank} card, so the offer does not apply: you pay the usual price, {usual}.
        </Trans>
      );
    case 'not_running':
      return (
        <Trans>
          The {bank} offer is not running today, so you pay the usual price, {usual}.
        </Trans>
      );
    case 'day_limit':
      return (
        <Trans>
          This card has already had today's discounts of the {bank} offer, so you pay the usual price, {usual}
          .
        </Trans>
      );
    case 'no_discount':
    case 'no_offer':
      return <Trans>You pay the usual price, {usual}.</Trans>;
  }
}
