// Notifications as gateways really send them: repeated, tampered with, out of order, for orders we do
// not know, with the wrong amount, and several at once. Each is kept; the application is paid once.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Checkout } from '#domain/motor/payment-calls';
import { paymentNotifications } from '#server/db/schema';
import { ok } from '#server/http/envelope';
import type { SandboxNotificationFields } from '#server/integrations/payments/sandbox';
import { refusal } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { useTestApp } from '#server/testing/use-test-app';

let context: TestContext;
let client: PaymentClient;
useTestApp(paymentClient, (made) => ({ context, client } = made));

const NOT_SIGNED = refusal('The notification is not signed by the gateway');

/** A submitted application and `count` checkouts of it, nothing paid yet. */
async function attempts(count = 1) {
  const application = await client.submitted();
  const checkouts: Checkout[] = [];
  for (let index = 0; index < count; index += 1) {
    checkouts.push((await client.checkout(application.paySecHash)).body.data);
  }
  return { application, id: application.applicationId, checkouts };
}

/** The sandbox's notification about `checkout`, signed after `changes`. */
const report = (checkout: Checkout, changes: Partial<SandboxNotificationFields> = {}) =>
  client.sandboxNotification({
    merchant_id: checkout.fields.merchant_id!,
    order_id: checkout.order_id,
    payment_id: `SBX-${checkout.order_id.slice(0, 6)}`,
    amount: checkout.fields.amount!,
    currency: 'LKR',
    status: 'paid',
    message: 'Payment approved',
    ...changes,
  });

const notify = (body: Record<string, string>) => client.notify('sandbox', body);
const outcomes = async (orderId: string) =>
  (await client.notificationsOf(orderId)).map(({ signatureValid, outcome }) => [signatureValid, outcome]);

describe('repeated notifications', () => {
  it('the same success twice: one applied payment and one paid event', async () => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    expect(await notify(report(checkout))).toEqual({ status: 200, body: ok({ outcome: 'applied' }) });
    expect(await notify(report(checkout))).toEqual({ status: 200, body: ok({ outcome: 'unchanged' }) });
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'paid', applied: true }]);
    expect(await client.paymentEventsOf(id)).toEqual([
      { status: 'paid', detail: { order_id: checkout.order_id } },
    ]);
    expect(await outcomes(checkout.order_id)).toEqual([
      [true, 'applied'],
      [true, 'unchanged'],
    ]);
  });

  it('four identical notifications at once: exactly one applied', async () => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(report(checkout))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual([
      'applied',
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'paid', applied: true }]);
    expect(await client.paymentEventsOf(id)).toHaveLength(1);
  });

  it('two orders paid at once: one applied, the other a duplicate payment to refund', async () => {
    const { id, checkouts } = await attempts(2);
    const answers = await Promise.all(checkouts.map((checkout) => notify(report(checkout))));
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual([
      'applied',
      'duplicate_payment',
    ]);
    const rows = await client.paymentsOf(id);
    expect(rows.map((row) => row.status)).toEqual(['paid', 'paid']);
    expect(rows.filter((row) => row.applied)).toHaveLength(1);
    expect((await client.paymentEventsOf(id)).map((event) => event.status).sort()).toEqual([
      'duplicate_payment',
      'paid',
    ]);
  });
});

describe('notifications out of order', () => {
  it('a failure after the success leaves the attempt paid', async () => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    await notify(report(checkout));
    const failed = report(checkout, { status: 'failed', message: 'Card declined by the issuing bank' });
    expect(await notify(failed)).toEqual({ status: 200, body: ok({ outcome: 'unchanged' }) });
    expect(await client.paymentsOf(id)).toMatchObject([
      { status: 'paid', applied: true, statusMessage: 'Payment approved' },
    ]);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'paid' });
  });

  it('a success after a failure pays: the money was taken after all', async () => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    await notify(report(checkout, { status: 'failed', message: 'Insufficient funds' }));
    expect(await client.applicationOf(id)).toMatchObject({ status: 'submitted' });
    expect((await notify(report(checkout))).body.data.outcome).toBe('applied');
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'paid', applied: true }]);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'paid' });
  });

  it('a second order paid after the first: paid but not applied, recorded as a duplicate payment', async () => {
    const { id, checkouts } = await attempts(2);
    const [first, second] = checkouts as [Checkout, Checkout];
    await notify(report(first));
    const paidAt = (await client.applicationOf(id)).paidAt;
    expect(await notify(report(second))).toEqual({ status: 200, body: ok({ outcome: 'duplicate_payment' }) });
    expect(await client.paymentsOf(id)).toMatchObject([
      { orderId: first.order_id, status: 'paid', applied: true },
      { orderId: second.order_id, status: 'paid', applied: false },
    ]);
    expect(await client.paymentEventsOf(id)).toEqual([
      { status: 'paid', detail: { order_id: first.order_id } },
      { status: 'duplicate_payment', detail: { order_id: second.order_id } },
    ]);
    expect((await client.applicationOf(id)).paidAt).toEqual(paidAt);
  });

  it('a charge-back after the payment reverses the application; a payment after it is not applied', async () => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    await notify(report(checkout));
    const chargedBack = report(checkout, { status: 'chargedback', message: 'Charged back' });
    expect((await notify(chargedBack)).body.data.outcome).toBe('applied');
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'chargedback', applied: true }]);
    expect((await client.paymentEventsOf(id)).map((event) => event.status)).toEqual(['paid', 'reversed']);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'reversed' });
    expect((await notify(report(checkout))).body.data.outcome).toBe('unchanged');
  });
});

describe('refused notifications, each kept with its outcome', () => {
  it.each([
    ['amount', { amount: '1.00' }],
    ['status', { status: 'paid' }],
    ['order', { order_id: 'another-order-000000000' }],
  ])('a changed %s under the old signature: 400, nothing changes', async (_field, change) => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    const signed = report(checkout, { status: 'failed' });
    expect(await notify({ ...signed, ...change })).toEqual({ status: 400, body: NOT_SIGNED });
    expect(await client.paymentsOf(id)).toMatchObject([{ status: 'started', applied: false }]);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'submitted', paidAt: null });
    const orderId = 'order_id' in change ? change.order_id : checkout.order_id;
    expect(await client.notificationsOf(orderId)).toMatchObject([
      {
        signatureValid: false,
        outcome: 'bad_signature',
        paymentId: null,
        body: null,
        refusedBody: { excerpt: JSON.stringify({ ...signed, ...change }) },
      },
    ]);
  });

  it('an unknown order: 404, kept', async () => {
    const { checkouts } = await attempts();
    const unknown = report(checkouts[0]!, { order_id: 'no-such-order-0000000000' });
    expect(await notify(unknown)).toEqual({ status: 404, body: refusal('Not found') });
    expect(await outcomes('no-such-order-0000000000')).toEqual([[true, 'unknown_order']]);
  });

  it.each([
    ['amount', { amount: '1.00' }],
    ['currency', { currency: 'USD' }],
  ])('a signed notification with the wrong %s: refused, kept, nothing changes', async (_field, change) => {
    const { id, checkouts } = await attempts();
    const [checkout] = checkouts as [Checkout];
    expect(await notify(report(checkout, change))).toEqual({
      status: 409,
      body: refusal('The amount or currency does not match the order'),
    });
    const [payment] = await client.paymentsOf(id);
    expect(payment).toMatchObject({ status: 'started', applied: false });
    expect(await client.notificationsOf(checkout.order_id)).toMatchObject([
      { signatureValid: true, outcome: 'amount_mismatch', paymentId: payment!.id },
    ]);
    expect(await client.applicationOf(id)).toMatchObject({ status: 'submitted' });
  });

  it('an unsigned or malformed notification, and one for a gateway that is not configured', async () => {
    const { checkouts } = await attempts();
    const { signature: _signature, ...unsigned } = report(checkouts[0]!);
    expect(await notify(unsigned)).toEqual({ status: 400, body: NOT_SIGNED });
    expect(await client.notify('payhere', report(checkouts[0]!))).toEqual({
      status: 404,
      body: refusal('Not found'),
    });
    expect(await outcomes(checkouts[0]!.order_id)).toEqual([[false, 'bad_signature']]);
  });
});

describe('what a notification may cost us', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it.each([
    ['JSON', false],
    ['a form', true],
  ])('a body over 16 KiB as %s: 413 in the envelope, nothing kept', async (_as, form) => {
    const orderId = `oversized-${String(form)}-0000000000`;
    const body = { order_id: orderId, padding: 'x'.repeat(17 * 1024) };
    expect(await client.notify('sandbox', body, form)).toEqual({
      status: 413,
      body: refusal('The request is too large.'),
    });
    expect(await client.notificationsOf(orderId)).toEqual([]);
  });

  it('a refused body: only its first 2 KiB, cut between characters, and the hash of the whole are kept', async () => {
    const orderId = 'refused-large-body-0000000';
    // Sinhala letters are 3 bytes in UTF-8: 2 KiB falls inside one.
    const body = { order_id: orderId, note: 'ශ්‍රී ලංකා '.repeat(400) };
    const sent = JSON.stringify(body);
    expect(await notify(body)).toEqual({ status: 400, body: NOT_SIGNED });
    const [row] = await client.notificationsOf(orderId);
    expect(row).toMatchObject({ outcome: 'bad_signature', body: null });
    const { excerpt, sha256: hash, bytes } = row!.refusedBody!;
    expect(Buffer.byteLength(excerpt)).toBeLessThanOrEqual(2048);
    expect(Buffer.byteLength(excerpt)).toBeGreaterThan(2045);
    expect(sent.startsWith(excerpt)).toBe(true);
    expect(hash).toBe(sha256(sent));
    expect(bytes).toBe(Buffer.byteLength(sent));
    expect(JSON.stringify(row).length).toBeLessThan(3 * 1024);
  });

  it('an accepted notification keeps its fields whole', async () => {
    const { checkouts } = await attempts();
    const signed = report(checkouts[0]!);
    await notify(signed);
    expect(await client.notificationsOf(checkouts[0]!.order_id)).toMatchObject([
      { outcome: 'applied', body: signed, refusedBody: null },
    ]);
  });

  it('an order id of any length: refused, kept without it; one holding NUL: refused unkept', async () => {
    const rows = async () => (await context.database.db.select().from(paymentNotifications)).length;
    const withoutOrder = async () =>
      (await context.database.db.select().from(paymentNotifications)).filter((row) => row.orderId === null)
        .length;
    const [before, beforeAll] = [await withoutOrder(), await rows()];
    expect(await notify({ order_id: 'o'.repeat(5000), amount: '1.00' })).toEqual({
      status: 400,
      body: NOT_SIGNED,
    });
    expect(await withoutOrder()).toBe(before + 1);
    expect((await notify({ order_id: 'order\u0000id-000000000000', amount: '1.00' })).status).toBe(422);
    expect(await rows()).toBe(beforeAll + 1);
  });
});
