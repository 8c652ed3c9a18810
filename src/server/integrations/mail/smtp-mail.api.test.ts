import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { outbox } from '#server/db/schema';
import type { TestSmtpServer } from '#server/testing/smtp';
import { smtpSettings, startSmtpServer } from '#server/testing/smtp';
import { createTestApp } from '#server/testing/test-app';
import { mailFor } from '#server/integrations/integrations';
import { smtpMail } from './smtp-mail';

const message = { to: 'nimal@example.lk', subject: 'Your cover note', text: 'Download it: https://x/y' };

let server: TestSmtpServer;
beforeAll(async () => {
  server = await startSmtpServer();
});
afterAll(() => server.close());

const settingsFor = (port: number, timeoutMs = 2_000) =>
  loadConfig({ ...smtpSettings(server), SMTP_PORT: String(port), SMTP_TIMEOUT_MS: String(timeoutMs) }).smtp;

describe('smtpMail', () => {
  it('hands the message to the server, from MAIL_FROM, with a Message-ID made of the outbox id', async () => {
    server.messages.length = 0;
    await smtpMail(settingsFor(server.port)).send(message, 42);
    expect(server.messages).toEqual([
      {
        from: 'Kavacha <cover-notes@kavacha.lk>',
        to: ['nimal@example.lk'],
        subject: 'Your cover note',
        text: 'Download it: https://x/y',
        messageId: '<outbox-42@kavacha.lk>',
      },
    ]);
  });

  it('gives the same message delivered again the same Message-ID, so the repeat can be recognised', async () => {
    server.messages.length = 0;
    const mail = smtpMail({ ...settingsFor(server.port), from: 'cover-notes@mail.kavacha.lk' });
    await mail.send(message, 7);
    await mail.send(message, 7);
    expect(server.messages.map((received) => received.messageId)).toEqual([
      '<outbox-7@mail.kavacha.lk>',
      '<outbox-7@mail.kavacha.lk>',
    ]);
  });

  it('fails when the server refuses the message', async () => {
    server.refuseNext();
    await expect(smtpMail(settingsFor(server.port)).send(message, 43)).rejects.toThrow(/451/);
  });

  it('fails when the server is down', async () => {
    await server.stop();
    try {
      await expect(smtpMail(settingsFor(server.port)).send(message, 44)).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      await server.start();
    }
  });

  it('gives up on a server that never greets after SMTP_TIMEOUT_MS', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const started = Date.now();
    try {
      const mail = smtpMail(settingsFor((silent.address() as AddressInfo).port, 200));
      await expect(mail.send(message, 45)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('needs a host, a login with both parts, and a sender with a domain', () => {
    expect(() => mailFor(loadConfig({ MAIL_PROVIDER: 'smtp' }))).toThrow(
      'MAIL_PROVIDER=smtp needs SMTP_HOST',
    );
    const settings = settingsFor(server.port);
    expect(() => smtpMail({ ...settings, user: 'kavacha' })).toThrow(/SMTP_USER and SMTP_PASSWORD/);
    expect(() => smtpMail({ ...settings, from: 'Kavacha' })).toThrow(/MAIL_FROM/);
  });
});

describe('mail through the outbox', () => {
  let context: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    context = await createTestApp({
      ...smtpSettings(server),
      OUTBOX_POLL_MS: '20',
      OUTBOX_RETRY_FIRST_MS: '20',
    });
  });
  afterAll(() => context.app.close());

  const queueMail = async () => {
    const [row] = await context.database.db
      .insert(outbox)
      .values({ kind: 'mail', payload: message })
      .returning({ id: outbox.id });
    return row!.id;
  };

  it('reaches the mailbox once, after the server refused it the first time, and is marked sent', async () => {
    server.messages.length = 0;
    server.refuseNext();
    const id = await queueMail();
    const [received] = await server.waitForMessages(1);
    expect(received).toMatchObject({
      to: [message.to],
      subject: message.subject,
      messageId: `<outbox-${id}@kavacha.lk>`,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.messages).toHaveLength(1);
    const [row] = await context.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: expect.stringMatching(/451/) });
  });

  it('waits out a mail server that is down and delivers once it is back', async () => {
    server.messages.length = 0;
    await server.stop();
    const id = await queueMail();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.start();
    const [received] = await server.waitForMessages(1);
    expect(received!.messageId).toBe(`<outbox-${id}@kavacha.lk>`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.messages).toHaveLength(1);
    const [row] = await context.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', lastError: expect.stringMatching(/ECONNREFUSED/) });
  });
});
