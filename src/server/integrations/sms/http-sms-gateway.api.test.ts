import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeClient } from '#server/testing/one-time-codes';
import type { TestSmsGateway } from '#server/testing/sms-gateway';
import { startSmsGateway } from '#server/testing/sms-gateway';
import { createTestApp } from '#server/testing/test-app';
import { httpSmsGateway } from './http-sms-gateway';

let gateway: TestSmsGateway;
beforeAll(async () => {
  gateway = await startSmsGateway();
});
afterAll(() => gateway.close());

describe('httpSmsGateway', () => {
  it('posts the message with the key, and the outbox id as the reference', async () => {
    const sms = httpSmsGateway({ url: gateway.url, key: gateway.key, timeoutMs: 2_000 });
    await sms.send({ to: '94771234567', text: 'Hello' }, 42);
    expect(gateway.messages.at(-1)).toEqual({ to: '94771234567', text: 'Hello', reference: '42' });
  });

  it('fails when the gateway refuses the key', async () => {
    const sms = httpSmsGateway({ url: gateway.url, key: 'not-the-key', timeoutMs: 2_000 });
    await expect(sms.send({ to: '94771234567', text: 'Hello' }, 44)).rejects.toThrow(
      'SMS gateway answered 401: unknown key',
    );
  });

  it('fails when the gateway does not accept the message', async () => {
    gateway.answerNext(503);
    const sms = httpSmsGateway({ url: gateway.url, key: gateway.key, timeoutMs: 2_000 });
    await expect(sms.send({ to: '94771234567', text: 'Hello' }, 43)).rejects.toThrow(
      'SMS gateway answered 503: gateway is busy',
    );
  });

  it('needs its address and key', () => {
    expect(() => httpSmsGateway({ url: undefined, key: 'k', timeoutMs: 1 })).toThrow(/SMS_GATEWAY_URL/);
  });
});

describe('one-time codes through the gateway', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({ ...gateway.env, OUTBOX_POLL_MS: '20', OUTBOX_RETRY_FIRST_MS: '20' });
  });
  afterAll(() => context.app.close());

  it('reach the phone once, after the gateway failed the first time', async () => {
    const before = { accepted: gateway.messages.length, refused: gateway.refused.length };
    gateway.answerNext(500);
    const codes = await codeClient(context.app);
    await codes.generate('773000001');
    await gateway.waitForMessages(before.accepted + 1, 3_000);
    const failed = gateway.refused.slice(before.refused);
    const delivered = gateway.messages.slice(before.accepted);
    expect(failed).toHaveLength(1);
    expect(JSON.parse(failed[0]!.body)).toEqual(delivered[0]);
    expect(delivered[0]!.to).toBe('94773000001');
    expect(delivered[0]!.text).toContain(await codes.lastCode('94773000001'));
    // Sent: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(gateway.messages).toHaveLength(before.accepted + 1);
  });
});
