// Paying through the built-in sandbox gateway, end to end over real HTTP: the checkout, the gateway's
// card form, its signed notification to the shop, and the summary the return page polls.
import { describe, expect, it } from 'vitest';
import { today } from '#domain/dates';
import { CARD_MESSAGES, PAYMENT_MESSAGES } from '#domain/motor/payment';
import { payPath } from '#domain/motor/purchase-paths';
import { ok } from '#server/http/envelope';
import { sandboxCheckoutSignature } from '#server/integrations/payments/sandbox';
import { documentClient } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { CARDS, paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';
import { GATEWAY_MESSAGES } from './sandbox-gateway.routes';

let context: TestContext;
let client: PaymentClient;
useTestApp(paymentClient, (made) => ({ context, client } = made));

/** 1234567 -> '12345.67', worked on the digits. */
const amountOf = (cents: number) => String(cents).replace(/(\d\d)$/, '.$1');

async function checkedOut() {
  const application = await client.submitted();
  const { status, body } = await client.checkout(application.paySecHash);
  if (status !== 200) throw new Error(`no checkout: ${JSON.stringify(body)}`);
  return { application, checkout: body.data, returnUrl: body.data.fields.return_url as string };
}

describe('GET /v3/payments/summary', () => {
  it('shows the insurer, the cover and the amount to the cent before any attempt', async () => {
    const application = await client.submitted();
    const { item } = application;
    expect(await client.summary(application.paySecHash)).toEqual({
      status: 200,
      body: ok({
        product: 'Motor Insurance',
        insurer: item.company_name,
        company_code: item.company_code,
        company_logo: item.company_logo,
        cover_type: 'C',
        type_of_cover: 'Full Insurance',
        qot_number: item.qot_number,
        amount: amountOf(application.amountCents),
        currency: 'LKR',
        customer_name: 'Mr K Perera',
        // A new policy quoted without a start day starts today.
        cover_start_date: today(),
        provider: 'sandbox',
        documents_submitted: true,
        paid: false,
        req_key: null,
        attempt: null,
        // Quoted without a bank's promo code: no card decides the price (decision 062).
        card_offer: null,
      }),
    });
  });

  it("answers 'Not found' for an unknown hash and for an order of another application", async () => {
    const { checkout } = await checkedOut();
    const other = await client.submitted();
    expect(await client.summary(other.paySecHash, checkout.order_id)).toEqual({
      status: 404,
      body: refusal(PAYMENT_MESSAGES.unknownOrder),
    });
    expect(await client.summary('no-such-hash-000000000000')).toEqual({
      status: 404,
      body: refusal('Not found'),
    });
  });
});

describe('paying with the sandbox gateway', () => {
  it('takes an approved card, marks the application paid once, and the summary shows req_key', async () => {
    const { application, checkout, returnUrl } = await checkedOut();
    const { applicationId, paySecHash } = application;
    const { order_id } = checkout;
    expect(returnUrl).toBe(`${client.site}${payPath(paySecHash)}?order_id=${order_id}`);
    expect(checkout).toEqual({
      order_id: expect.stringMatching(/^[\w-]{24}$/),
      provider: 'sandbox',
      action: `${client.site}/sandbox-gateway/v1/pay`,
      fields: {
        merchant_id: 'KAVACHA-SANDBOX',
        order_id,
        items: expect.stringContaining(application.item.qot_number),
        amount: amountOf(application.amountCents),
        currency: 'LKR',
        notify_url: `${client.site}/v3/payments/notify/sandbox`,
        return_url: returnUrl,
        cancel_url: `${returnUrl}&cancelled=1`,
        // Not priced for a card: any test card may pay it (decision 062).
        card_mask: '',
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(await client.paymentsOf(applicationId)).toMatchObject([
      { orderId: order_id, provider: 'sandbox', amountCents: application.amountCents, currency: 'LKR' },
    ]);
    const waiting = await client.summary(paySecHash, order_id);
    expect(waiting.body.data.attempt).toEqual({
      order_id,
      status: 'started',
      message: PAYMENT_MESSAGES.waiting,
    });

    expect(await client.pay(checkout, CARDS.approved)).toEqual({
      status: 200,
      body: ok({ status: 'paid', message: 'Payment approved', redirect_url: returnUrl }),
    });

    const summary = await client.summary(paySecHash, order_id);
    expect(summary.body.data).toMatchObject({
      paid: true,
      req_key: application.reqKey,
      attempt: { order_id, status: 'paid', message: 'Payment approved' },
    });
    expect(await client.paymentsOf(applicationId)).toMatchObject([
      { status: 'paid', applied: true, providerPaymentId: expect.stringMatching(/^SBX-/) },
    ]);
    expect(await client.applicationOf(applicationId)).toMatchObject({
      status: 'paid',
      paidAt: expect.any(Date),
    });
    expect(await client.paymentEventsOf(applicationId)).toEqual([{ status: 'paid', detail: { order_id } }]);
    const notifications = await client.notificationsOf(order_id);
    expect(notifications.map(({ signatureValid, outcome }) => ({ signatureValid, outcome }))).toEqual([
      { signatureValid: true, outcome: 'applied' },
    ]);
    expect(await client.checkout(paySecHash)).toEqual({
      status: 409,
      body: refusal(PAYMENT_MESSAGES.alreadyPaid),
    });
  });

  it('records a declined card as a failed attempt; the application stays unpaid and a new checkout pays', async () => {
    const { application, checkout, returnUrl } = await checkedOut();
    const { applicationId, paySecHash } = application;
    const declined = 'Card declined by the issuing bank';
    expect(await client.pay(checkout, CARDS.declined)).toEqual({
      status: 200,
      body: ok({ status: 'failed', message: declined, redirect_url: returnUrl }),
    });
    const failed = await client.summary(paySecHash, checkout.order_id);
    expect(failed.body.data).toMatchObject({
      paid: false,
      req_key: null,
      attempt: { order_id: checkout.order_id, status: 'failed', message: declined },
    });
    expect(await client.applicationOf(applicationId)).toMatchObject({ status: 'submitted', paidAt: null });
    expect(await client.paymentEventsOf(applicationId)).toEqual([]);

    const again = await client.checkout(paySecHash);
    expect(again.body.data.order_id).not.toBe(checkout.order_id);
    expect((await client.pay(again.body.data, CARDS.approved)).body.data.status).toBe('paid');
    expect(await client.paymentsOf(applicationId)).toMatchObject([
      { orderId: checkout.order_id, status: 'failed', applied: false },
      { orderId: again.body.data.order_id, status: 'paid', applied: true },
    ]);
    // Without an order id the summary reports the latest attempt.
    expect((await client.summary(paySecHash)).body.data).toMatchObject({
      paid: true,
      attempt: { order_id: again.body.data.order_id, status: 'paid' },
    });
  });
});

describe('refusals', () => {
  it('refuses a checkout before the documents are submitted, and of an unknown hash', async () => {
    const documents = await documentClient(context.app, context.database.db);
    const created = await documents.application();
    expect(await client.checkout(created.paySecHash)).toEqual({
      status: 409,
      body: refusal(PAYMENT_MESSAGES.documentsFirst),
    });
    expect(await client.paymentsOf(created.applicationId)).toEqual([]);
    expect((await client.summary(created.paySecHash)).body.data).toMatchObject({
      documents_submitted: false,
      paid: false,
    });
    expect(await client.checkout('no-such-hash-000000000000')).toEqual({
      status: 404,
      body: refusal('Not found'),
    });
  });

  it('refuses a checkout whose signed fields were changed, and notifies nothing', async () => {
    const { application, checkout } = await checkedOut();
    const other = await checkedOut();
    const changed: Record<string, string>[] = [
      { amount: '1.00' },
      { order_id: other.checkout.order_id },
      { notify_url: 'http://127.0.0.1:9/elsewhere' },
      { merchant_id: 'SOMEONE-ELSE' },
    ];
    for (const changes of changed) {
      expect(await client.pay(checkout, CARDS.approved, changes)).toEqual({
        status: 400,
        body: refusal(GATEWAY_MESSAGES.badCheckout),
      });
    }
    expect(await client.notificationsOf(checkout.order_id)).toEqual([]);
    expect(await client.notificationsOf(other.checkout.order_id)).toEqual([]);
    expect(await client.paymentsOf(application.applicationId)).toMatchObject([{ status: 'started' }]);
  });

  it('takes only the test cards, with the card form rules', async () => {
    const { checkout } = await checkedOut();
    expect(await client.pay(checkout, '4111 1111 1111 1111')).toEqual({
      status: 422,
      body: fieldRefusal({ card_number: [CARD_MESSAGES.notTestCard] }),
    });
    expect(await client.pay(checkout, '4242', { card_expiry: '01/20', card_cvv: '1' })).toEqual({
      status: 422,
      body: fieldRefusal({
        card_number: [CARD_MESSAGES.number],
        card_expiry: [CARD_MESSAGES.expired],
        card_cvv: [CARD_MESSAGES.cvv],
      }),
    });
    expect(await client.notificationsOf(checkout.order_id)).toEqual([]);
  });

  it('answers 502 when the shop cannot be reached, after trying again', async () => {
    const { checkout } = await checkedOut();
    // A checkout as ours would sign it, but for a shop that does not listen.
    const fields = { ...checkout.fields, notify_url: 'http://127.0.0.1:9/v3/payments/notify/sandbox' };
    const hash = sandboxCheckoutSignature(context.config.sandboxGateway.secret, fields);
    expect(await client.pay({ ...checkout, fields: { ...fields, hash } }, CARDS.approved)).toEqual({
      status: 502,
      body: refusal(GATEWAY_MESSAGES.shopUnreachable),
    });
    expect(await client.notificationsOf(checkout.order_id)).toEqual([]);
  });
});
