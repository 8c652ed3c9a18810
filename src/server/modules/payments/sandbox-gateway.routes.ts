// The built-in sandbox gateway's own server (demo mode): it stands for a payment gateway's host, and
// speaks to the shop only as a real gateway would, over HTTP. The sandbox page (/Pay/{product}/{hash})
// posts the checkout's signed fields and a test card here; the gateway checks the signature, takes the
// card, and posts its signed notification to notify_url before it answers the page, so the page's next
// summary already shows the result. It keeps nothing: the notification is the only record it makes.
import { setTimeout as pause } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CARD_MESSAGES, SANDBOX_CARDS } from '#domain/motor/payment';
import { sandboxPaidSchema, sandboxPaySchema } from '#domain/motor/payment-calls';
import { ApiError, envelopeOf, FieldErrors, ok, refusals } from '#server/http/envelope';
import type { SandboxNotification, SandboxSettings } from '#server/integrations/payments/sandbox';
import {
  SANDBOX_PAY_PATH,
  sandboxCheckoutSignature,
  sandboxNotificationSignature,
} from '#server/integrations/payments/sandbox';
import { randomToken } from '#server/random-token';
import { sameSecret } from '#server/secrets';

export const GATEWAY_MESSAGES = {
  badCheckout: 'The checkout is not valid: its fields do not match their signature. Please start again.',
  shopUnreachable: 'The gateway could not reach the shop to confirm the payment. Nothing was charged.',
} as const;

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
      const {
        card_number,
        hash,
        merchant_id,
        order_id,
        amount,
        currency,
        notify_url,
        return_url,
        cancel_url,
      } = request.body;
      const checkout = { merchant_id, order_id, amount, currency, notify_url, return_url, cancel_url };
      const signature = sandboxCheckoutSignature(gateway.secret, checkout);
      if (merchant_id !== gateway.merchantId || !sameSecret(hash, signature))
        throw new ApiError(400, GATEWAY_MESSAGES.badCheckout);
      const card = SANDBOX_CARDS.find((testCard) => testCard.number === card_number);
      if (card === undefined) throw new FieldErrors({ card_number: [CARD_MESSAGES.notTestCard] });

      const fields = {
        merchant_id,
        order_id,
        payment_id: `SBX-${randomToken(9)}`,
        amount,
        currency,
        status: card.outcome,
        message: card.message,
      };
      const notification = { ...fields, signature: sandboxNotificationSignature(gateway.secret, fields) };
      if (!(await deliver(notify_url, notification, request.log)))
        throw new ApiError(502, GATEWAY_MESSAGES.shopUnreachable);
      return ok({ status: card.outcome, message: card.message, redirect_url: return_url });
    },
  );
};
