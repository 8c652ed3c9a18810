// The built-in sandbox gateway's own server (demo mode): it stands for a payment gateway's host, and
// speaks to the shop only as a real gateway would, over HTTP. The sandbox page (/Pay/{product}/{hash})
// posts the checkout's signed fields and a test card here; the gateway checks the signature, takes the
// card, and posts its signed notification to notify_url before it answers the page, so the page's next
// summary already shows the result. Told to reverse a paid checkout (as a card's bank charges a payment
// back, or as a refund is made), it posts a signed reversal notice the same way, so demo mode and the
// tests go through the shop's real signed path. The checkout's signature is the credential of both: the
// gateway only acts on checkouts the shop signed. It keeps nothing: the notification is the only record.
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PaymentReversal } from '#domain/motor/payment';
import { CARD_MESSAGES, cardMaskOf, SANDBOX_CARDS } from '#domain/motor/payment';
import type { SandboxCheckoutFields, SandboxNotification } from '#server/integrations/payments/sandbox';
import {
  sandboxPaidSchema,
  sandboxPaySchema,
  sandboxReversedSchema,
  sandboxReverseSchema,
} from '#domain/motor/payment-calls';
import { ApiError, envelopeOf, FieldErrors, ok, refusals } from '#server/http/envelope';
import type { SandboxSettings } from '#server/integrations/payments/sandbox';
import {
  SANDBOX_PAY_PATH,
  SANDBOX_REVERSE_PATH,
  sandboxCheckoutSignature,
  sandboxNotificationSignature,
} from '#server/integrations/payments/sandbox';
import { randomToken } from '#server/random-token';
import { sameSecret } from '#server/secrets';

export const GATEWAY_MESSAGES = {
  badCheckout:
    /*i18n*/ 'The checkout is not valid: its fields do not match their signature. Please start again.',
  shopUnreachable:
    /*i18n*/ 'The gateway could not reach the shop to confirm the payment. Nothing was charged.',
  reverseUnreachable:
    /*i18n*/ 'The gateway could not reach the shop to tell it of the reversal. Please try again.',
} as const;

/** The gateway's words for a reversal, as its notification carries them. */
const REVERSAL_MESSAGES: Record<PaymentReversal, string> = {
  chargedback: /*i18n*/ 'Payment charged back by the card issuer',
  refunded: /*i18n*/ 'Payment refunded to the card',
};

/** A notification is tried this many times, each waiting this long for an answer. */
const DELIVERY = { tries: 3, timeoutMs: 5_000, pauseMs: 200 };

/**
 * Posts the notification to the shop; no answer or a 5xx answer is tried again, after a pause that grows.
 * Whether the shop heard it: a 4xx answer is heard and refused, and repeating it would change nothing.
 */
async function deliver(url: string, notification: SandboxNotification, log: FastifyBaseLogger) {
  for (let attempt = 1; attempt <= DELIVERY.tries; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification),
        signal: AbortSignal.timeout(DELIVERY.timeoutMs),
      });
      const answer = await response.text();
      if (response.status < 500) {
        if (!response.ok) log.warn({ status: response.status, answer }, 'the shop refused the notification');
        return true;
      }
      log.warn({ attempt, status: response.status }, 'the shop failed to take the notification');
    } catch (error) {
      log.warn({ attempt, err: error }, 'the shop did not answer the notification');
    }
    if (attempt < DELIVERY.tries) await pause(DELIVERY.pauseMs * attempt);
  }
  return false;
}

export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ gateway: SandboxSettings }> = async (
  app,
  { gateway },
) => {
  /** The checkout's signed fields, once their signature holds: only checkouts the shop made are acted on. */
  function signedCheckout(body: SandboxCheckoutFields & { hash: string }): SandboxCheckoutFields {
    const { merchant_id, order_id, amount, currency, notify_url, return_url, cancel_url, card_mask, hash } =
      body;
    const checkout = {
      merchant_id,
      order_id,
      amount,
      currency,
      notify_url,
      return_url,
      cancel_url,
      card_mask,
    };
    const signature = sandboxCheckoutSignature(gateway.secret, checkout);
    if (merchant_id !== gateway.merchantId || !sameSecret(hash, signature))
      throw new ApiError(400, GATEWAY_MESSAGES.badCheckout);
    return checkout;
  }

  /** Signs a notification about the checkout and posts it to the shop's notify_url. */
  function notifyShop(
    { merchant_id, order_id, amount, currency, notify_url }: SandboxCheckoutFields,
    status: string,
    message: string,
    log: FastifyBaseLogger,
  ) {
    const fields = {
      merchant_id,
      order_id,
      payment_id: `SBX-${randomToken(9)}`,
      amount,
      currency,
      status,
      message,
    };
    const notification = { ...fields, signature: sandboxNotificationSignature(gateway.secret, fields) };
    return deliver(notify_url, notification, log);
  }

  app.post(
    SANDBOX_PAY_PATH,
    {
      schema: {
        tags: ['sandbox gateway'],
        summary: 'The sandbox gateway takes a test card for a checkout and notifies the shop of the result',
        security: [],
        body: sandboxPaySchema,
        response: { 200: envelopeOf(sandboxPaidSchema), ...refusals, 502: refusals[500] },
      },
    },
    async (request) => {
      const checkout = signedCheckout(request.body);
      const card = SANDBOX_CARDS.find((testCard) => testCard.number === request.body.card_number);
      if (card === undefined) throw new FieldErrors({ card_number: [CARD_MESSAGES.notTestCard] });
      // A checkout priced for one card (a bank's card price) takes that card only.
      const { number } = card;
      if (
        checkout.card_mask !== '' &&
        checkout.card_mask !== cardMaskOf(number.slice(0, 8), number.slice(-4))
      )
        throw new FieldErrors({ card_number: [CARD_MESSAGES.otherCard] });
      if (!(await notifyShop(checkout, card.outcome, card.message, request.log)))
        throw new ApiError(502, GATEWAY_MESSAGES.shopUnreachable);
      return ok({ status: card.outcome, message: card.message, redirect_url: checkout.return_url });
    },
  );

  app.post(
    SANDBOX_REVERSE_PATH,
    {
      schema: {
        tags: ['sandbox gateway'],
        summary:
          "The sandbox gateway reverses a checkout's payment (charge-back or refund) and notifies the shop",
        security: [],
        body: sandboxReverseSchema,
        response: { 200: envelopeOf(sandboxReversedSchema), ...refusals, 502: refusals[500] },
      },
    },
    async (request) => {
      const { reversal } = request.body;
      const message = REVERSAL_MESSAGES[reversal];
      if (!(await notifyShop(signedCheckout(request.body), reversal, message, request.log)))
        throw new ApiError(502, GATEWAY_MESSAGES.reverseUnreachable);
      return ok({ status: reversal, message });
    },
  );
};
