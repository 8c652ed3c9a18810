// Payments for API tests. The app listens on a real port and is called with fetch: the sandbox gateway
// notifies the shop over HTTP, at the address the checkout's request came to. Notifications a test
// sends itself are signed as each gateway signs them, the PayHere one by a formula written out here
// independently of the adapter.
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PaymentReversal } from '#domain/motor/payment';
import type { Checkout } from '#domain/motor/payment-calls';
import { applicationEvents, applications, paymentNotifications, payments } from '../db/schema';
import type { SandboxNotificationFields } from '../integrations/payments/sandbox';
import { SANDBOX_REVERSE_PATH, sandboxNotificationSignature } from '../integrations/payments/sandbox';
import { declareAnswers, submittedApplication } from './documents';
import type { TestContext } from './test-app';
import { authKeyFor } from './test-app';

/** A card of each sandbox outcome, valid to the end of 2099. */
export const CARDS = { approved: '4242 4242 4242 4242', declined: '4000000000000002' } as const;
const CARD_DETAILS = { card_holder_name: 'K Perera', card_expiry: '12/99', card_cvv: '123' };

const md5Upper = (text: string) => createHash('md5').update(text).digest('hex').toUpperCase();

/** PayHere's signature: upper(md5(the fields in order + upper(md5(secret)))). */
export const payhereSignature = (secret: string, ...fields: string[]) =>
  md5Upper(fields.join('') + md5Upper(secret));

export async function paymentClient({
  app,
  config,
  database,
}: Pick<TestContext, 'app' | 'config' | 'database'>) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const site = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const authKey = await authKeyFor(app);
  const { db } = database;

  async function send(
    url: string,
    init: { method?: string; body?: string; headers?: Record<string, string> },
  ) {
    const response = await fetch(url, { method: 'POST', ...init });
    return { status: response.status, body: await response.json() };
  }
  const json = { 'content-type': 'application/json' };
  /** A call of the web app's API client: with the auth_key. */
  const api = (path: string, body?: object) =>
    send(site + path, {
      method: body === undefined ? 'GET' : 'POST',
      body: body && JSON.stringify(body),
      headers: { auth_key: authKey, ...(body && json) },
    });

  const notify = (provider: string, body: Record<string, string>, form = false) =>
    send(`${site}/v3/payments/notify/${provider}`, {
      body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    });

  const pay = (checkout: Checkout, card_number: string, changes: Record<string, string> = {}) =>
    send(checkout.action, {
      body: JSON.stringify({ ...checkout.fields, ...CARD_DETAILS, card_number, ...changes }),
      headers: json,
    });

  return {
    site,
    api,
    notify,
    /** The declaration before payment of `hash_code`, `changes` replacing any of it. */
    declare: (hash_code: string, changes: Record<string, unknown> = {}) =>
      declareAnswers(app, db, hash_code, changes),
    /**
     * A new application whose documents are submitted and whose answers are declared: it can be paid.
     * `quoteFields` make its quote (a bank's promo code, say).
     */
    submitted: (quoteFields?: Record<string, unknown>) => submittedApplication(app, db, { quoteFields }),
    summary: (hash: string, orderId?: string) =>
      api(`/v3/payments/summary?hash_code=${hash}${orderId === undefined ? '' : `&order_id=${orderId}`}`),
    /** A new attempt; `card` (card_bin, card_last4) prices it for that card. */
    checkout: (hash_code: string, card: Record<string, unknown> = {}) =>
      api('/v3/payments/checkout', { hash_code, ...card }),
    /** What the sandbox page posts to the gateway: the checkout's fields, `changes`, and a card. */
    pay,
    /** Pays the application of `paySecHash` with the approved test card; answers the checkout paid. */
    async payApproved(paySecHash: string): Promise<Checkout> {
      const { body } = await api('/v3/payments/checkout', { hash_code: paySecHash });
      const paid = await pay(body.data, CARDS.approved);
      if (paid.body.data?.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(paid.body)}`);
      return body.data;
    },
    /** What a demo operator asks of the sandbox gateway: reverse the payment of `checkout`. */
    reverse: (checkout: Checkout, reversal: PaymentReversal, changes: Record<string, string> = {}) =>
      send(site + SANDBOX_REVERSE_PATH, {
        body: JSON.stringify({ ...checkout.fields, reversal, ...changes }),
        headers: json,
      }),
    /** A notification as the sandbox gateway signs it. */
    sandboxNotification: (fields: SandboxNotificationFields) => ({
      ...fields,
      signature: sandboxNotificationSignature(config.sandboxGateway.secret, fields),
    }),

    applicationOf: async (id: number) =>
      (await db.select().from(applications).where(eq(applications.id, id)))[0]!,
    paymentsOf: (applicationId: number) =>
      db.select().from(payments).where(eq(payments.applicationId, applicationId)).orderBy(asc(payments.id)),
    notificationsOf: (orderId: string) =>
      db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.orderId, orderId))
        .orderBy(asc(paymentNotifications.id)),
    /** The application's events of payment: paid, duplicate_payment, a reversal, reversed. */
    paymentEventsOf: (applicationId: number) =>
      db
        .select({ status: applicationEvents.status, detail: applicationEvents.detail })
        .from(applicationEvents)
        .where(
          and(
            eq(applicationEvents.applicationId, applicationId),
            inArray(applicationEvents.status, [
              'paid',
              'duplicate_payment',
              'chargedback',
              'refunded',
              'reversed',
            ]),
          ),
        )
        .orderBy(asc(applicationEvents.id)),
  };
}

export type PaymentClient = Awaited<ReturnType<typeof paymentClient>>;
