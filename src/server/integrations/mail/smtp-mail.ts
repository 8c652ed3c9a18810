// E-mail through an SMTP server (MAIL_PROVIDER=smtp), usually a provider's relay on port 587 with
// STARTTLS. SMTP has no idempotency key, so the Message-ID is made from the outbox message id
// (<outbox-{id}@{domain of MAIL_FROM}>): a message delivered again after an unrecorded success carries
// the same Message-ID, which mail programs and relays use to drop the repeat. Every wait (connecting, the
// greeting, silence on the socket) is bounded by SMTP_TIMEOUT_MS, so a stuck server fails the delivery
// and the outbox tries again later rather than holding the message until its lease runs out.
import { createTransport } from 'nodemailer';
import type { Mail } from './mail';

export interface SmtpSettings {
  host: string | undefined;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** 'Kavacha <cover-notes@kavacha.lk>' or a bare address. */
  from: string;
  timeoutMs: number;
}

const domainOf = (mailbox: string) => /@([^\s<>@]+)>?\s*$/.exec(mailbox)?.[1];

export function smtpMail({ host, port, secure, user, password, from, timeoutMs }: SmtpSettings): Mail {
  if (!host) throw new Error('MAIL_PROVIDER=smtp needs SMTP_HOST');
  if (!user !== !password) throw new Error('SMTP_USER and SMTP_PASSWORD go together');
  const domain = domainOf(from);
  if (!domain) throw new Error(`MAIL_FROM has no address with a domain: ${from}`);
  const transport = createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass: password } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  });
  return {
    async send(message, idempotencyKey) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        messageId: `<outbox-${idempotencyKey}@${domain}>`,
      });
    },
  };
}
