import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeClient } from '#server/testing/one-time-codes';
import { createTestApp } from '#server/testing/test-app';
import { httpSmsGateway } from './http-sms-gateway';

// A real HTTP server stands for the gateway: it records what it is sent and answers as told.
interface Received {
  authorization: string | undefined;
  body: { to: string; text: string; reference: string };
}
const received: Received[] = [];
let answers: number[] = [];
const gateway = createServer((request: IncomingMessage, response) => {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
    const status = answers.shift() ?? 200;
    response.writeHead(status).end(status === 200 ? '{"accepted":true}' : 'gateway is busy');
  });
});
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

describe('httpSmsGateway', () => {
  it('posts the message with the key and the outbox id as the reference', async () => {
    received.length = 0;
    const sms = httpSmsGateway({ url, key: 'gateway-key', timeoutMs: 2_000 });
    await sms.send({ to: '94771234567', text: 'Hello' }, 42);
    expect(received).toEqual([
      { authorization: 'Bearer gateway-key', body: { to: '94771234567', text: 'Hello', reference: '42' } },
    ]);
  });

  it('fails when the gateway does not accept the message', async () => {
    answers = [503];
    const sms = httpSmsGateway({ url, key: 'gateway-key', timeoutMs: 2_000 });
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
    context = await createTestApp({
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: url,
      SMS_GATEWAY_KEY: 'gateway-key',
      OUTBOX_POLL_MS: '20',
      OUTBOX_RETRY_FIRST_MS: '20',
    });
  });
  afterAll(() => context.app.close());

  it('reach the phone once, after the gateway failed the first time', async () => {
    received.length = 0;
    answers = [500];
    const codes = await codeClient(context.app);
    await codes.generate('773000001');
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 3_000, interval: 20 });
    const [failed, delivered] = received;
    expect(delivered!.body).toEqual(failed!.body);
    expect(delivered!.body.to).toBe('94773000001');
    expect(delivered!.body.text).toContain(await codes.lastCode('94773000001'));
    // Sent: nothing more arrives.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(2);
  });
});
