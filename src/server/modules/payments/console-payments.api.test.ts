// The console's payments through the real app (issue 22): every attempt, newest first, filtered by status
// (refunds and charge-backs as the gateway reported them) and provider, searched by order id or QOT number,
// paged in SQL; each with how many notifications came about it, and on the application's page each
// notification as received, a refused one as the excerpt kept of it. Admins and operators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRow } from '#domain/console/applications';
import type { Checkout } from '#domain/motor/payment-calls';
import type { ConsoleClient, StaffCaller } from '#server/testing/console';
import { consoleClient } from '#server/testing/console';
import { refusal } from '#server/testing/envelopes';
import type { PaymentClient } from '#server/testing/payments';
import { paymentClient } from '#server/testing/payments';
import type { TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let context: TestContext;
let client: ConsoleClient;
let payments: PaymentClient;
let operator: StaffCaller;
/** Three applications: one refunded, one charged back, and one whose attempt is still started. */
let refunded: { id: number; checkout: Checkout };
let chargedback: { id: number; checkout: Checkout };
let started: { id: number; qot: string; checkout: Checkout };
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  client = await consoleClient(context);
  payments = await paymentClient(context);
  operator = (await client.staffMember('operator')).call;
  const paidAndReversed = async (reversal: 'refunded' | 'chargedback') => {
    const application = await payments.submitted();
    const checkout = await payments.payApproved(application.paySecHash);
    expect((await payments.reverse(checkout, reversal)).status).toBe(200);
    return { id: application.applicationId, checkout };
  };
  refunded = await paidAndReversed('refunded');
  chargedback = await paidAndReversed('chargedback');
  const waiting = await payments.submitted();
  const checkout = (await payments.checkout(waiting.paySecHash)).body.data as Checkout;
  started = { id: waiting.applicationId, qot: waiting.item.qot_number, checkout };
});
afterAll(() => context.app.close());

const list = async (call: StaffCaller, query = '') => {
  const answer = await call('GET', `/api/console/payments${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data as { rows: PaymentRow[]; total: number; page: number; size: number };
};
const orders = (page: { rows: PaymentRow[] }) => page.rows.map(({ order_id }) => order_id);

describe('GET /api/console/payments', () => {
  it('lists every attempt, newest first, with its application and its notifications counted', async () => {
    const all = await list(client.admin);
    expect(all).toMatchObject({ total: 3, page: 1, size: 25 });
    expect(orders(all)).toEqual([
      started.checkout.order_id,
      chargedback.checkout.order_id,
      refunded.checkout.order_id,
    ]);
    expect(all.rows[2]).toEqual({
      id: expect.any(Number),
      order_id: refunded.checkout.order_id,
      provider: 'sandbox',
      amount_cents: expect.any(Number),
      currency: 'LKR',
      status: 'refunded',
      status_message: expect.any(String),
      provider_payment_id: expect.any(String),
      applied: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      application_id: refunded.id,
      qot_number: expect.stringMatching(/^MQ/),
      company_name: expect.any(String),
      notifications: 2,
    });
    expect(all.rows[0]).toMatchObject({ status: 'started', applied: false, notifications: 0 });
  });

  it('filters by status, refunds and charge-backs included, and by provider; searches; pages', async () => {
    expect(orders(await list(operator, '?status=refunded'))).toEqual([refunded.checkout.order_id]);
    expect(orders(await list(operator, '?status=chargedback'))).toEqual([chargedback.checkout.order_id]);
    expect((await list(operator, '?status=paid')).total).toBe(0);
    expect((await list(operator, '?provider=sandbox')).total).toBe(3);
    expect((await list(operator, '?provider=payhere')).total).toBe(0);

    const part = started.checkout.order_id.slice(3, 12);
    expect(orders(await list(operator, `?q=${encodeURIComponent(part)}`))).toEqual([
      started.checkout.order_id,
    ]);
    expect(orders(await list(operator, `?q=${started.qot.toLowerCase()}`))).toEqual([
      started.checkout.order_id,
    ]);
    expect((await list(operator, '?q=%25')).total).toBe(0);

    const second = await list(operator, '?size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(orders(second)).toEqual([refunded.checkout.order_id]);
  });

  it('refuses bad query values with the field named', async () => {
    const wrong = await operator('GET', '/api/console/payments?status=lost&provider=cash&size=0&page=-1');
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.error.errors).sort()).toEqual(['page', 'provider', 'size', 'status']);
  });

  it("is an admin's and an operator's only", async () => {
    const [insurer] = await client.insurers();
    const own = (await client.staffMember('insurer', insurer!)).call;
    const refused = await own('GET', '/api/console/payments');
    expect([refused.status, refused.body]).toEqual([403, refusal('You do not have access to this')]);
    const outsider = client.as({ cookie: 'none', csrf: 'none' });
    expect((await outsider('GET', '/api/console/payments')).status).toBe(401);
  });
});

describe("an application's payments and their notifications", () => {
  it('shows each notification as received: the body acted on, the excerpt of a refused one', async () => {
    const { checkout } = started;
    const report = payments.sandboxNotification({
      merchant_id: checkout.fields.merchant_id!,
      order_id: checkout.order_id,
      payment_id: 'SBX-1',
      amount: '1.00',
      currency: 'LKR',
      status: 'paid',
      message: 'Payment approved',
    });
    expect((await payments.notify('sandbox', report)).status).toBe(409);

    const opened = await operator('GET', `/api/console/applications/${started.id}`);
    const [payment] = opened.body.data.payments;
    expect(payment).toMatchObject({ order_id: checkout.order_id, status: 'started' });
    expect(payment.notifications).toEqual([
      {
        id: expect.any(Number),
        received_at: expect.any(String),
        outcome: 'amount_mismatch',
        signature_valid: true,
        body: null,
        refused: {
          excerpt: expect.stringContaining(checkout.order_id),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
          bytes: expect.any(Number),
        },
      },
    ]);

    const chargedBack = (await operator('GET', `/api/console/applications/${chargedback.id}`)).body.data;
    expect(
      chargedBack.payments[0].notifications.map(({ body }: { body: { status: string } }) => body.status),
    ).toEqual(['paid', 'chargedback']);
    expect((await list(operator, '?status=started')).rows[0]!.notifications).toBe(1);
  });
});
