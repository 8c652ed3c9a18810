import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardPriceQuerySchema,
  cardPriceSchema,
  checkoutRequestSchema,
  checkoutSchema,
  paymentSummaryQuerySchema,
  paymentSummarySchema,
} from '#domain/motor/payment-calls';
import { illnessCheckoutRequestSchema } from '#domain/illness/calls';
import { envelopeOf, ok, refusals } from '#server/http/envelope';
import { siteOf } from '#server/http/site';
import type { PaymentService } from './payments.service';

// The payment page's calls (motor section 2.8), inside the auth_key scope like every API call.

const tags = ['payments'];

export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService; publicUrl?: string }> = async (
  app,
  { payments, publicUrl },
) => {
  app.get(
    '/v3/payments/summary',
    {
      schema: {
        tags,
        summary: "What is paid for, how much, and the attempt's state (the order's, else the latest)",
        querystring: paymentSummaryQuerySchema,
        response: { 200: envelopeOf(paymentSummarySchema), ...refusals },
      },
    },
    async (request) => ok(await payments.summary(request.query.hash_code, request.query.order_id)),
  );

  app.post(
    '/v3/payments/checkout',
    {
      schema: {
        tags,
        summary: "A new payment attempt: the form that takes the customer to the gateway's checkout",
        body: checkoutRequestSchema,
        response: { 200: envelopeOf(checkoutSchema), ...refusals },
      },
    },
    // The gateway must reach us and send the browser back: behind a proxy only PUBLIC_URL says where.
    async (request) => {
      const { hash_code, card_bin, card_last4 } = request.body;
      const card = card_bin === undefined ? undefined : { bin: card_bin, last4: card_last4! };
      return ok(await payments.checkout(hash_code, siteOf(request, publicUrl), card));
    },
  );

  app.post(
    '/v3/payments/mi/checkout',
    {
      schema: {
        tags,
        summary: 'A new attempt to pay a major illness application: the form that takes the customer to pay',
        body: illnessCheckoutRequestSchema,
        response: { 200: envelopeOf(checkoutSchema), ...refusals },
      },
    },
    async (request) => ok(await payments.checkoutIllness(request.body.pay_key, siteOf(request, publicUrl))),
  );

  app.get(
    '/v3/payments/card_price',
    {
      schema: {
        tags,
        summary:
          "What a card would be charged: a bank's card price or the usual price, and why (decision 062)",
        querystring: cardPriceQuerySchema,
        response: { 200: envelopeOf(cardPriceSchema), ...refusals },
      },
    },
    async (request) => {
      const { hash_code, card_bin, card_last4 } = request.query;
      return ok(await payments.cardPriceOf(hash_code, { bin: card_bin, last4: card_last4 }));
    },
  );
};
