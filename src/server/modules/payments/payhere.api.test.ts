// PAYMENT_PROVIDER=payhere: the checkout answers PayHere's address and documented fields, and PayHere's
// form-encoded notification pays the application when its md5sig holds. The signatures expected here
// come from the formula in testing/payments.ts, not from the adapter.
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkout } from '#domain/motor/payment-calls';
import { payPath } from '#domain/motor/purchase-paths';
import { outbox } from '#server/db/schema';
import { ok } from '#server/http/envelope';
import { refusal } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { payhereSignature, paymentClient } from '#server/testing/payments';
import { createTestApp } from '#server/testing/test-app';

const MERCHANT_ID = '1211149';
const SECRET = 'kavacha-test-secret';
const PUBLIC_URL = 'https://kavacha.example';

let context: Awaited<ReturnType<typeof createTestApp>>;
let client: PaymentClient;
beforeAll(async () => {
  context = await createTestApp({
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    PAYMENT_PROVIDER: 'payhere',
    PAYHERE_MERCHANT_ID: MERCHANT_ID,
    PAYHERE_MERCHANT_SECRET: SECRET,
    PUBLIC_URL,
  });
  client = await paymentClient(context);
});
afterAll(() => context.app.close());

/** PayHere's notification about `checkout`, form fields as it posts them, signed after `changes`. */
function notification(checkout: Checkout, changes: Record<string, string> = {}) {
  const fields = {
    merchant_id: MERCHANT_ID,
    order_id: checkout.order_id,
    payment_id: '320025157750',
    payhere_amount: checkout.fields.amount!,
    payhere_currency: 'LKR',
    status_code: '2',
    status_message: 'Successfully received the VISA payment',
    method: 'VISA',
    ...changes,
  };
  const { merchant_id, order_id, payhere_amount, payhere_currency, status_code } = fields;
  const md5sig = payhereSignature(
    SECRET,
    merchant_id,
    order_id,
    payhere_amount,
    payhere_currency,
    status_code,
  );
  return { ...fields, md5sig };
}

async function checkedOut() {
  const application = await client.submitted();
  const { body } = await client.checkout(application.paySecHash);
  return { application, id: application.applicationId, checkout: body.data as Checkout };
}

describe('paying with PayHere', () => {
  it("answers PayHere's sandbox checkout with its documented fields and the right hash", async () => {
    const { application, id, checkout } = await checkedOut();
    const { order_id } = checkout;
    const person = (await client.applicationOf(id)).personalInfo as { mobile_number: string };
    const amount = String(application.amountCents).replace(/(\d\d)$/, '.$1');
    const returnUrl = `${PUBLIC_URL}${payPath(application.paySecHash)}?order_id=${order_id}`;
    expect(checkout).toEqual({
      order_id,
      provider: 'payhere',
      action: 'https://sandbox.payhere.lk/pay/checkout',
      fields: {
        merchant_id: MERCHANT_ID,
        return_url: returnUrl,
        cancel_url: `${returnUrl}&cancelled=1`,
        notify_url: `${PUBLIC_URL}/v3/payments/notify/payhere`,
        first_name: 'Kamal',
        last_name: 'Perera',
        email: 'kamal@example.lk',
        phone: `0${person.mobile_number}`,
        address: '12, Galle Road',
        city: 'Colombo',
        country: 'Sri Lanka',
        order_id,
        items: expect.stringContaining(application.item.qot_number),
        currency: 'LKR',
        amount,
        hash: payhereSignature(SECRET, MERCHANT_ID, order_id, amount, 'LKR'),
      },
    });
    expect((await client.summary(application.paySecHash)).body.data).toMatchObject({
      provider: 'payhere',
      attempt: { order_id, status: 'started' },
    });
  });

  it('takes a form-encoded notification with a correct md5sig and marks the application paid', async () => {
    const { application, id, checkout } = await checkedOut();
    expect(await client.notify('payhere', notification(checkout), true)).toEqual({
      status: 200,
      body: ok({ outcome: 'applied' }),
    });
    expect(await client.paymentsOf(id)).toMatchObject([
      { status: 'paid', applied: true, providerPaymentId: '320025157750' },
    ]);
    expect((await client.summary(application.paySecHash, checkout.order_id)).body.data).toMatchObject({
      paid: true,
      req_key: application.reqKey,
      attempt: { status: 'paid', message: 'Successfully received the VISA payment' },
    });
    const [stored] = await client.notificationsOf(checkout.order_id);
    expect(stored).toMatchObject({ provider: 'payhere', signatureValid: true, body: notification(checkout) });
  });

  it('refuses a notification whose md5sig does not match, and keeps it', async () => {
    const { id, checkout } = await checkedOut();
    const forged = { ...notification(checkout, { status_code: '-2' }), status_code: '2' };
    expect(await client.notify('payhere', forged, true)).toEqual({
      status: 400,
      body: refusal('The notification is not signed by the gateway'),
    });
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'started', applied: false }]);
    expect(await client.notificationsOf(checkout.order_id)).toMatchObject([
      { signatureValid: false, outcome: 'bad_signature' },
    ]);
  });

  it('maps a pending status and keeps waiting', async () => {
    const { application, checkout } = await checkedOut();
    const pending = notification(checkout, { status_code: '0', status_message: 'Payment pending' });
    expect((await client.notify('payhere', pending, true)).body.data.outcome).toBe('applied');
    expect((await client.summary(application.paySecHash)).body.data).toMatchObject({
      paid: false,
      attempt: { status: 'pending', message: 'Payment pending' },
    });
  });

  it('a charge-back (status_code -3) of the paid order reverses the application and tells the customer', async () => {
    const { application, id, checkout } = await checkedOut();
    await client.notify('payhere', notification(checkout), true);
    const chargedBack = notification(checkout, { status_code: '-3', status_message: 'Payment chargedback' });
    expect(await client.notify('payhere', chargedBack, true)).toEqual({
      status: 200,
      body: ok({ outcome: 'applied' }),
    });
    expect(await client.paymentsOf(id)).toMatchObject([
      { status: 'chargedback', applied: true, providerPaymentId: '320025157750' },
    ]);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'reversed' });
    expect((await client.summary(application.paySecHash)).body.data).toMatchObject({
      paid: false,
      req_key: null,
      attempt: { status: 'chargedback', message: 'Payment chargedback' },
    });
    const messages = await context.database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.kind, ['mail', 'sms']));
    const told = messages.filter((message) => JSON.stringify(message.payload).includes('charged back'));
    expect(told.map((message) => message.kind).sort()).toEqual(['mail', 'sms']);
  });

  it('serves neither the sandbox gateway nor its notifications', async () => {
    const { checkout } = await checkedOut();
    const notFound = { status: 404, body: refusal('Not found') };
    expect(await client.notify('sandbox', notification(checkout))).toEqual(notFound);
    const gateway = await client.api('/sandbox-gateway/v1/pay', { ...checkout.fields });
    expect(gateway).toEqual(notFound);
  });

  it('reads forms at the notification address only', async () => {
    const form = await fetch(`${client.site}/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'api-key': 'kavacha-web' },
      body: 'user_name=web&password=web-public',
    });
    expect(form.status).toBe(415);
  });
});
