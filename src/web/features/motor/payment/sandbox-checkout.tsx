import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatRupeesOf } from '#domain/money';
import type { PaymentSummary, SandboxCardInput } from '#domain/motor/payment-calls';
import { ApiError } from '#web/api/api-error';
import { TextField } from '#web/components/form/fields';
import { FormActions } from '#web/components/form/form-actions';
import { lazyResolver } from '#web/components/form/lazy-resolver';
import { SpecForm } from '#web/components/form/spec-form';
import { showServerFieldErrors, useSpecForm } from '#web/components/form/use-spec-form';
import { DangerBanner, useDangerBanner } from '#web/components/ui/danger-banner';
import { Panel } from '#web/components/ui/panel';
import { useTranslateText } from '#web/i18n/translate';
import type { CardDigits } from '../api/create-checkout';
import { useCardPrice } from '../api/get-card-price';
import { useSandboxPay } from '../api/sandbox-pay';
import { CardPriceNotice } from './card-price-notice';
import { testCardDetails, tidyExpiry } from './card-text';
import { TestCards } from './test-cards';
import { useCheckout } from './use-checkout';

// The built-in sandbox gateway's card form (architecture, Integrations): it stands for a payment
// host's own page. Pay makes the attempt (POST /v3/payments/checkout), then posts the attempt's signed
// fields and the card to the gateway, which answers where to go: the return page of this site.

const CARD_FIELDS = ['card_holder_name', 'card_number', 'card_expiry', 'card_cvv'] as const;
const EMPTY_CARD: SandboxCardInput = { card_holder_name: '', card_number: '', card_expiry: '', card_cvv: '' };

const resolver = lazyResolver<SandboxCardInput>(async (values) => {
  const { sandboxCardSchema } = await import('#domain/motor/payment-calls');
  return { schema: sandboxCardSchema, input: values };
});

interface SandboxCheckoutProps {
  hashCode: string;
  /** Rupees, as the payment summary answers it. */
  amount: string;
  /** The buyer's name, which a test card's Use puts on the card. */
  buyer: string;
  /** A refusal that says the payment is no longer open (paid meanwhile): the page looks again. */
  onStale: () => void;
  /** The bank's card offer the quote was made under: the card entered decides the price (decision 062). */
  cardOffer: PaymentSummary['card_offer'];
  /** Told what the card entered is charged (undefined: the summary's amount). */
  onCardAmount: (amount: string | undefined) => void;
}

/** The digits the price needs of a whole card number, never the number itself. */
function digitsOf(number: unknown): CardDigits | undefined {
  const whole = String(number ?? '').replace(/[\s-]/g, '');
  return /^\d{16}$/.test(whole) ? { card_bin: whole.slice(0, 8), card_last4: whole.slice(-4) } : undefined;
}

export function SandboxCheckout({
  hashCode,
  amount,
  buyer,
  onStale,
  cardOffer,
  onCardAmount,
}: SandboxCheckoutProps) {
  const { t } = useLingui();
  const translate = useTranslateText();
  const checkout = useCheckout(hashCode);
  const pay = useSandboxPay();
  const [failure, setFailure] = useState<Error>();
  const [revealKey, setRevealKey] = useState(0);
  const banner = useDangerBanner([failure]);
  const form = useSpecForm<SandboxCardInput>({
    defaultValues: EMPTY_CARD,
    resolver,
    onFieldChange: () => banner.clear(),
  });

  const refuse = (error: Error) => {
    setFailure(error);
    setRevealKey((key) => key + 1);
  };

  // With a bank's offer, the server says what the card entered is charged, and the attempt carries it.
  const digits = cardOffer ? digitsOf(form.watch('card_number')) : undefined;
  const cardPrice = useCardPrice(hashCode, digits);
  const charged = digits && cardPrice.data?.amount;
  const price = formatRupeesOf(charged ?? amount);
  useEffect(() => onCardAmount(charged), [charged, onCardAmount]);

  const onSubmit = form.handleSubmit(async (card) => {
    setFailure(undefined);
    let answer;
    try {
      const priced = await checkout.open(cardOffer ? digitsOf(card.card_number) : undefined);
      answer = await pay.mutateAsync({ checkout: priced, card });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors) {
        // The gateway refused the card (not a test card, say): the attempt stays open for another try.
        const elsewhere = showServerFieldErrors(form, error.fieldErrors, CARD_FIELDS);
        if (elsewhere.length > 0) refuse(new Error(elsewhere[0]));
        return;
      }
      checkout.forget();
      if (error instanceof ApiError && error.httpStatus === 409) onStale();
      refuse(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    checkout.forget();
    await checkout.follow(answer.redirect_url);
  });

  return (
    <div className="space-y-5">
      <Panel headingId="card-heading" heading={t`Card details`}>
        <DangerBanner
          message={banner.message && translate(banner.message)}
          onClear={banner.clear}
          revealKey={revealKey}
        />
        <SpecForm form={form} onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            name="card_holder_name"
            label={t`Name on card`}
            autoComplete="cc-name"
            className="sm:col-span-2"
          />
          <TextField
            name="card_number"
            label={t`Card number`}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            className="sm:col-span-2"
          />
          <TextField
            name="card_expiry"
            label={t`Expiry date`}
            hint={t`MM/YY`}
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            tidy={tidyExpiry}
          />
          <TextField
            name="card_cvv"
            label={t`Security code (CVV)`}
            hint={t`3 or 4 digits on the back`}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
          />
          {cardOffer && <CardPriceNotice price={digits && cardPrice.data} bank={cardOffer.bank_name} />}
          <FormActions
            submitting={form.formState.isSubmitting}
            submitLabel={t`Pay ${price}`}
            className="sm:col-span-2"
          />
        </SpecForm>
      </Panel>
      <TestCards
        onUse={(number) => {
          // Every field, so Use then Pay works: the sandbox takes any name, future expiry and code.
          const details = testCardDetails(number, buyer, new Date());
          for (const field of CARD_FIELDS) form.setValue(field, details[field], { shouldDirty: true });
          form.clearErrors();
          banner.clear();
          form.setFocus('card_number');
        }}
      />
    </div>
  );
}
