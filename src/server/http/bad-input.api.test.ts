// Requests no client of ours sends, as a fuzzer or a broken proxy does: each answers 4xx in the envelope
// and writes nothing.
import { connect } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '#domain/motor/documents';
import { paymentNotifications } from '#server/db/schema';
import type { DocumentClient } from '#server/testing/documents';
import { documentClient, SAMPLE_FILES } from '#server/testing/documents';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let authKey: string;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '10000' });
  authKey = await authKeyFor(context.app);
});
afterAll(() => context.app.close());

const NOT_AN_OBJECT = (received: string) =>
  fieldRefusal({ body: [`Invalid input: expected object, received ${received}`] });

describe('a body of null or no body at all', () => {
  const routes = [
    '/v3/quote/tp',
    '/consumer-api/v3/register',
    '/consumer-api/v3/update',
    '/v2/quote/buy',
    '/v3/quote/buy',
    '/v2/cover-note/gen',
    '/inquiry-api/v1/inquire',
  ];

  it.each(routes)('%s answers 422 with the body error', async (url) => {
    const headers = { auth_key: authKey };
    const post = (payload: string | undefined, contentType?: string) =>
      context.app.inject({
        method: 'POST',
        url,
        payload,
        headers: contentType ? { ...headers, 'content-type': contentType } : headers,
      });

    const asNull = await post('null', 'application/json');
    expect([asNull.statusCode, asNull.json()]).toEqual([422, NOT_AN_OBJECT('null')]);
    const withoutBody = await post(undefined);
    expect([withoutBody.statusCode, withoutBody.json()]).toEqual([422, NOT_AN_OBJECT('null')]);
    // An empty body declared as JSON is malformed JSON.
    const emptyJson = await post(undefined, 'application/json');
    expect([emptyJson.statusCode, emptyJson.json()]).toEqual([400, refusal('inputs may not valid')]);
  });
});

describe('a malformed upload', () => {
  let client: DocumentClient;
  let hash: string;
  let slot: number;
  beforeAll(async () => {
    client = await documentClient(context.app, context.database.db, context.storedKeys);
    hash = (await client.application()).paySecHash;
    slot = (await client.slotIds(hash))[2]!;
  });

  const BOUNDARY = 'kavacha-test-boundary';
  const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;
  const wholeBody = () =>
    part('Content-Disposition: form-data; name="id"', String(slot)) +
    part('Content-Disposition: form-data; name="hash_code"', hash) +
    part(
      'Content-Disposition: form-data; name="asset"; filename="a.png"\r\nContent-Type: image/png',
      SAMPLE_FILES.png.content.toString('latin1'),
    ) +
    `--${BOUNDARY}--\r\n`;

  it.each([
    ['another boundary than the body has', () => `multipart/form-data; boundary=other`, wholeBody],
    ['no boundary', () => 'multipart/form-data', wholeBody],
    ['a part cut short', () => `multipart/form-data; boundary=${BOUNDARY}`, () => wholeBody().slice(0, -40)],
    ['no parts at all', () => `multipart/form-data; boundary=${BOUNDARY}`, () => 'not multipart'],
  ])('with %s is refused and stores nothing', async (_case, contentType, body) => {
    await client.expectRefused(
      () =>
        client.call('/v3/documents/upload_documents', Buffer.from(body(), 'latin1'), {
          'content-type': contentType(),
        }),
      422,
      fieldRefusal({ asset: [DOCUMENT_MESSAGES.unreadable] }),
    );
  });

  it('is told apart from a whole one, which is stored', async () => {
    const whole = await client.call('/v3/documents/upload_documents', Buffer.from(wholeBody(), 'latin1'), {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    });
    expect(whole.status).toBe(200);
  });
});

describe('JSON nested too deeply', () => {
  const notifications = async () =>
    (await context.database.db.select({ n: count() }).from(paymentNotifications))[0]!.n;
  const nested = (depth: number) => `{"order_id":"x","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('is refused on a payment notification, and nothing is kept', async () => {
    const before = await notifications();
    const deep = await context.app.inject({
      method: 'POST',
      url: '/v3/payments/notify/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: nested(4_000), // deep, yet within the notification's 16 KiB
    });
    expect([deep.statusCode, deep.json()]).toEqual([400, refusal('inputs may not valid')]);
    expect(await notifications()).toBe(before);
  });

  it('is refused on every call that takes JSON', async () => {
    const deep = await context.app.inject({
      method: 'POST',
      url: '/v2/quote/full',
      headers: { auth_key: authKey, 'content-type': 'application/json' },
      payload: `{"vehicle_make":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    });
    expect([deep.statusCode, deep.json()]).toEqual([400, refusal('inputs may not valid')]);

    // Nesting within the limit is read, and the schema says what is wrong with it.
    const shallow = await context.app.inject({
      method: 'POST',
      url: '/v2/quote/full',
      headers: { auth_key: authKey, 'content-type': 'application/json' },
      payload: `{"vehicle_make":${'{"a":'.repeat(30)}1${'}'.repeat(30)}}`,
    });
    expect(shallow.statusCode).toBe(422);
    expect(shallow.json().error.errors.vehicle_make).toBeDefined();
  });
});

describe('addresses the router refuses', () => {
  it('answers a malformed percent-encoding with 400 in the envelope', async () => {
    for (const url of ['/%E0%A4%A', '/v2/%E0%A4%A', '/v3/cover-note/file/%E0%A4%A']) {
      const response = await context.app.inject({ url, headers: { auth_key: authKey } });
      expect([response.statusCode, response.json()]).toEqual([400, refusal('inputs may not valid')]);
    }
  });

  it('answers a path value longer than any real one with 414 in the envelope', async () => {
    const response = await context.app.inject({ url: `/v3/cover-note/file/${'a'.repeat(500)}` });
    expect([response.statusCode, response.json()]).toEqual([414, refusal('The address is too long.')]);
  });
});

describe('requests Node refuses before Fastify reads them', () => {
  /** Sends `request` as it is over a real socket (inject skips Node's parser) and reads the whole answer. */
  let address: URL;
  beforeAll(async () => {
    address = new URL(await context.app.listen({ host: '127.0.0.1', port: 0 }));
  });

  async function raw(request: string) {
    const socket = connect(Number(address.port), address.hostname);
    socket.end(request);
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { statusLine: head.split('\r\n')[0], body: JSON.parse(body) as unknown };
  }

  it('answers headers too large with 431 in the envelope', async () => {
    const { statusLine, body } = await raw(
      `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(body).toEqual(refusal('The request headers are too large.'));
  });

  it('answers an address too long for the parser the same way', async () => {
    const { statusLine, body } = await raw(
      `GET /v2/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(body).toEqual(refusal('The request headers are too large.'));
  });

  it('answers a request that is not HTTP with 400 in the envelope', async () => {
    const { statusLine, body } = await raw('HELLO\r\n\r\n');
    expect(statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(body).toEqual(refusal('inputs may not valid'));
  });
});
