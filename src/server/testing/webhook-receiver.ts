// An operator's lead endpoint for tests (CRM_PROVIDER=webhook): a real HTTP server on 127.0.0.1 that does
// what the README asks of a receiver. It checks X-Kavacha-Signature on its own (not with the adapter's
// code, so a mistake in the signing cannot hide), refuses a bad or stale one with 401, and files each
// Idempotency-Key once, answering a repeat 200 without filing it again. It can be told to fail.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { arrivals } from './arrivals';
import { closeServer, listenOnLoopback, readBody } from './http-peer';

/** One POST as it arrived. */
export interface WebhookDelivery {
  signature: string | undefined;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  body: string;
  /** What the receiver answered (undefined: it never did). */
  status: number | undefined;
}

export interface WebhookReceiver {
  /** The settings that send the app's leads here, for createTestApp or useJourney. */
  env: Record<string, string>;
  secret: string;
  url: string;
  /** Every POST, oldest first, filed or not. */
  deliveries: WebhookDelivery[];
  /** The bodies filed, once per Idempotency-Key, parsed. */
  leads: Record<string, unknown>[];
  waitForLeads(count: number, timeoutMs?: number): Promise<Record<string, unknown>[]>;
  /** The next `count` POSTs are answered `status` (0: never answered) and not filed. */
  answerNext(status: number, count?: number): void;
  close(): Promise<void>;
}

// How old a signature may be: retries are signed afresh, so only clock drift and transit count.
const TOLERANCE_SECONDS = 300;

/** The README's recipe: the HMAC of "<t>.<body>", compared in constant time, and t recent. */
export function verifySignature(header: string, body: string, secret: string, nowSeconds: number): boolean {
  const parts = new Map(
    header.split(',').map((part) => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)]),
  );
  const sentAt = Number(parts.get('t'));
  if (!Number.isInteger(sentAt) || Math.abs(nowSeconds - sentAt) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${sentAt}.${body}`).digest();
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const secret = randomBytes(24).toString('hex');
  const deliveries: WebhookDelivery[] = [];
  const filedKeys = new Set<string>();
  const answers: number[] = [];
  const filed = arrivals<Record<string, unknown>>('webhook lead(s)');

  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        const header = (name: string) => [request.headers[name]].flat()[0];
        const delivery: WebhookDelivery = {
          signature: header('x-kavacha-signature'),
          idempotencyKey: header('idempotency-key'),
          contentType: header('content-type'),
          body,
          status: undefined,
        };
        deliveries.push(delivery);
        const answer = (status: number) => {
          delivery.status = status;
          response
            .writeHead(status, { 'content-type': 'text/plain' })
            .end(status < 300 ? 'filed' : 'refused');
        };
        const told = answers.shift();
        if (told === 0) return;
        if (told !== undefined) return answer(told);
        const now = Math.floor(Date.now() / 1000);
        if (!delivery.signature || !verifySignature(delivery.signature, body, secret, now))
          return answer(401);
        if (!delivery.idempotencyKey) return answer(400);
        if (!filedKeys.has(delivery.idempotencyKey)) {
          filedKeys.add(delivery.idempotencyKey);
          filed.add(JSON.parse(body));
        }
        answer(200);
      })
      .catch(() => response.writeHead(400).end());
  });
  const address = await listenOnLoopback(server);
  const url = `${address}/leads`;

  return {
    env: { CRM_PROVIDER: 'webhook', CRM_WEBHOOK_URL: url, CRM_WEBHOOK_SECRET: secret },
    secret,
    url,
    deliveries,
    leads: filed.items,
    waitForLeads: filed.waitFor,
    answerNext(status, count = 1) {
      for (let index = 0; index < count; index++) answers.push(status);
    },
    close: () => closeServer(server),
  };
}
