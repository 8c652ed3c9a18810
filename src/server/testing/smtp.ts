import type { AddressInfo } from 'node:net';
import type { AddressObject, EmailAddress } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { arrivals } from './arrivals';
import { createTestApp } from './test-app';

// A real SMTP server for tests (MAIL_PROVIDER=smtp): it keeps every message it accepts, parsed as the
// recipient's mail program would read it. It can be stopped and started again on the same port, so a
// test can make the mail server unreachable for a while and then see what the outbox delivers later.

export interface ReceivedMail {
  /** The From header, written as MAIL_FROM is: 'Kavacha <cover-notes@kavacha.lk>'. */
  from: string;
  /** The addresses of the To header. */
  to: string[];
  subject: string;
  text: string;
  /** With its angle brackets, e.g. '<outbox-7@kavacha.lk>'. */
  messageId: string;
}

export interface TestSmtpServer {
  port: number;
  /** Every message accepted so far, oldest first. */
  messages: ReceivedMail[];
  /** The next `count` messages are refused after their data, as a mail server that cannot take them. */
  refuseNext(count?: number): void;
  /** Stops listening (the port is refused) until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once at least `count` messages have arrived; fails after `timeoutMs`. */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

const addresses = (header: AddressObject | AddressObject[] = []) =>
  [header]
    .flat()
    .flatMap((group) => group.value)
    .flatMap((mailbox) => (mailbox.address ? [mailbox.address] : []));

// As MAIL_FROM is written: 'Kavacha <cover-notes@kavacha.lk>', or the bare address.
const mailbox = ({ name, address }: EmailAddress = { name: '' }) =>
  name ? `${name} <${address}>` : (address ?? '');

/** Listens on 127.0.0.1 at a free port; no authentication, no STARTTLS (plain text on the loopback). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received = arrivals<ReceivedMail>('mail(s)');
  let refusals = 0;
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    const current = new SMTPServer({
      disabledCommands: ['AUTH', 'STARTTLS'],
      authOptional: true,
      logger: false,
      // A client still connected when the test stops the server is cut off rather than waited for.
      closeTimeout: 100,
      async onData(stream, _session, callback) {
        try {
          const parsed = await simpleParser(stream);
          if (refusals > 0) {
            refusals -= 1;
            return callback(
              Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 }),
            );
          }
          received.add({
            from: mailbox(parsed.from?.value[0]),
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            // The line break that ends every body is the encoding's, not the sender's text.
            text: parsed.text?.replace(/\n$/, '') ?? '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      },
    });
    await new Promise<void>((resolve, reject) => {
      current.server.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
    });
    port = (current.server.address() as AddressInfo).port;
    server = current;
  };

  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    messages: received.items,
    refuseNext(count = 1) {
      refusals = count;
    },
    stop,
    async start() {
      if (!server) await listen();
    },
    waitForMessages: received.waitFor,
    close: stop,
  };
}

/** The settings that send the app's mail to `server`, for createTestApp or useJourney. */
export const smtpSettings = (server: TestSmtpServer) => ({
  MAIL_PROVIDER: 'smtp',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(server.port),
});

/**
 * A test SMTP server and an app on a fresh database that mails through it, its outbox polled every 20 ms
 * and its write limit above what any test reaches; `env` adds or overrides settings.
 */
export async function appMailingTo(env: Record<string, string> = {}) {
  const server = await startSmtpServer();
  const context = await createTestApp({
    ...smtpSettings(server),
    RATE_LIMIT_WRITES_PER_MINUTE: '10000',
    OUTBOX_POLL_MS: '20',
    ...env,
  });
  return { server, context };
}
