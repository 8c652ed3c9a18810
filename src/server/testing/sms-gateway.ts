import { createServer } from 'node:http';
import { arrivals } from './arrivals';
import { closeServer, listenOnLoopback, readBody } from './http-peer';

// A real HTTP server in the place of the SMS gateway (SMS_PROVIDER=http): it checks the key, records
// every message it accepts and answers as a test tells it, so the outbox's retries can be seen; held, it
// answers nothing until released, as a slow gateway keeps deliveries in progress.

export interface SmsAtGateway {
  to: string;
  text: string;
  /** The outbox message id, by which a gateway drops a repeat. */
  reference: string;
}

const KEY = 'sms-gateway-test-key';

/** Listens on 127.0.0.1 at a free port. */
export async function startSmsGateway() {
  const accepted = arrivals<SmsAtGateway>('SMS message(s)');
  /** Everything refused, with the status answered: a wrong key, or an answer a test asked for. */
  const refused: { status: number; body: string }[] = [];
  const answers: number[] = [];
  /** Requests received while held, each answered when released. */
  const held: (() => void)[] = [];
  let holding = false;

  const server = createServer((request, response) => {
    const answer = (body: string) => {
      const status = request.headers.authorization !== `Bearer ${KEY}` ? 401 : (answers.shift() ?? 200);
      if (status !== 200) {
        refused.push({ status, body });
        response.writeHead(status).end(status === 401 ? 'unknown key' : 'gateway is busy');
        return;
      }
      const { to, text, reference } = JSON.parse(body) as SmsAtGateway;
      accepted.add({ to, text, reference });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"accepted":true}');
    };
    void readBody(request).then((body) => {
      if (holding) held.push(() => answer(body));
      else answer(body);
    });
  });
  const url = `${await listenOnLoopback(server)}/send`;

  return {
    url,
    key: KEY,
    /** The settings that send the app's SMS here. */
    env: { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: url, SMS_GATEWAY_KEY: KEY },
    messages: accepted.items,
    refused,
    waitForMessages: accepted.waitFor,
    /** The next `count` messages are answered `status` (a busy gateway: 503). */
    answerNext(status: number, count = 1) {
      answers.push(...Array<number>(count).fill(status));
    },
    /** From now on, requests wait for `release()` unanswered. */
    hold() {
      holding = true;
    },
    /** How many requests wait for `release()`. */
    held: () => held.length,
    /** Answers the requests held, and every later one at once. */
    release() {
      holding = false;
      held.splice(0).forEach((answer) => answer());
    },
    close: () => closeServer(server),
  };
}

export type TestSmsGateway = Awaited<ReturnType<typeof startSmsGateway>>;
