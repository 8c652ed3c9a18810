import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUICK_CRM, SAMPLE_LEAD, inquireUntilFiled } from '#server/testing/leads';
import { createTestApp } from '#server/testing/test-app';
import type { WebhookReceiver } from '#server/testing/webhook-receiver';
import { startWebhookReceiver, verifySignature } from '#server/testing/webhook-receiver';
import { webhookCrm, webhookSignature } from './webhook-crm';

// The adapter against a receiver that checks signatures as the README tells operators to, then the app
// sending an inquiry's lead there through the outbox.

const LEAD = SAMPLE_LEAD;

let receiver: WebhookReceiver;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const crmFor = (changes: { secret?: string; timeoutMs?: number } = {}) =>
  webhookCrm({ url: receiver.url, secret: receiver.secret, timeoutMs: 2_000, ...changes });

describe('webhookCrm', () => {
  it('posts the lead as signed JSON with its Idempotency-Key', async () => {
    const before = Math.floor(Date.now() / 1000);
    await crmFor().createLead(LEAD, 42);
    const delivery = receiver.deliveries.at(-1)!;
    expect(delivery).toMatchObject({ idempotencyKey: '42', contentType: 'application/json', status: 200 });
    expect(JSON.parse(delivery.body)).toEqual({ id: 42, ...LEAD });
    const [, sentAt] = /^t=(\d+),v1=[0-9a-f]{64}$/.exec(delivery.signature!)!;
    expect(Number(sentAt)).toBeGreaterThanOrEqual(before);
    expect(webhookSignature(receiver.secret, Number(sentAt), delivery.body)).toBe(delivery.signature);
    expect(receiver.leads.at(-1)).toEqual({ id: 42, ...LEAD });
  });

  it('is refused by the receiver when signed with another secret', async () => {
    await expect(crmFor({ secret: 'x'.repeat(40) }).createLead(LEAD, 43)).rejects.toThrow(
      'CRM webhook answered 401: refused',
    );
  });

  it('fails on any answer but 2xx, so the outbox retries', async () => {
    receiver.answerNext(503);
    await expect(crmFor().createLead(LEAD, 44)).rejects.toThrow('CRM webhook answered 503');
    receiver.answerNext(302);
    await expect(crmFor().createLead(LEAD, 44)).rejects.toThrow('CRM webhook answered 302');
    await crmFor().createLead(LEAD, 44);
    expect(receiver.leads.filter((lead) => lead.id === 44)).toHaveLength(1);
  });

  it('fails when the receiver does not answer in time', async () => {
    receiver.answerNext(0);
    await expect(crmFor({ timeoutMs: 300 }).createLead(LEAD, 45)).rejects.toThrow(
      'CRM webhook: no answer within 300 ms',
    );
  });
});

describe("the receiver's check", () => {
  const body = '{"id":1}';
  const secret = 's'.repeat(40);
  it('takes a fresh signature and refuses a stale, altered or foreign one', () => {
    const now = 1_900_000_000;
    expect(verifySignature(webhookSignature(secret, now, body), body, secret, now + 60)).toBe(true);
    expect(verifySignature(webhookSignature(secret, now, body), body, secret, now + 301)).toBe(false);
    expect(verifySignature(webhookSignature(secret, now, body), '{"id":2}', secret, now)).toBe(false);
    expect(verifySignature(webhookSignature('t'.repeat(40), now, body), body, secret, now)).toBe(false);
    expect(verifySignature(`t=${now},v1=00`, body, secret, now)).toBe(false);
  });
});

describe('an inquiry, sent to the webhook through the outbox', () => {
  let app: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    app = await createTestApp({
      ...receiver.env,
      ...QUICK_CRM,
    });
  });
  afterAll(() => app.app.close());
  beforeEach(() => {
    receiver.leads.length = 0;
  });

  const inquire = () =>
    inquireUntilFiled(app, async () => {
      const [lead] = await receiver.waitForLeads(1);
      return Number(lead!.id);
    });

  it('is delivered once', async () => {
    const { inquiryId, unqHash, message } = await inquire();
    expect(receiver.leads).toEqual([
      {
        id: message.id,
        subject: 'Comparison Request',
        reference: `inquiry ${inquiryId}`,
        title: 'Mr',
        name: 'Sunil Fernando',
        mobile: '94712345678',
        email: 'sunil@example.lk',
        callRequested: false,
        vehicleType: 'Car',
        insuranceType: 'full-insurance',
        unqHash,
        channel: 'Web-Motor',
        promo: 'no-promo',
      },
    ]);
    expect(message).toMatchObject({ kind: 'crm_lead', attempts: 1 });
  });

  it.each([
    ['refused', 500, 'CRM webhook answered 500'],
    ['unanswered', 0, 'no answer within 500 ms'],
  ] as const)('is filed once when its first delivery is %s', async (_, status, lastError) => {
    receiver.answerNext(status);
    const { message } = await inquire();
    expect(message.attempts).toBe(2);
    expect(message.lastError).toContain(lastError);
    const posts = receiver.deliveries.filter((delivery) => delivery.idempotencyKey === String(message.id));
    expect(posts).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.leads).toHaveLength(1);
  });
});
