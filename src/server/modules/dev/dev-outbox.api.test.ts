import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { outbox } from '#server/db/schema';
import { codeClient } from '#server/testing/one-time-codes';
import { createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let codes: Awaited<ReturnType<typeof codeClient>>;
beforeAll(async () => {
  context = await createTestApp();
  codes = await codeClient(context.app);
});
afterAll(() => context.app.close());

const outboxOf = (to: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url: `/dev/outbox?to=${encodeURIComponent(to)}`, headers });

describe('GET /dev/outbox (demo mode)', () => {
  it("answers the messages to a number, newest first, without an auth_key, and only that number's", async () => {
    await codes.generate('772000001');
    await codes.generate('772000001', { is_resend: '1' });
    await codes.generate('772000002');
    const response = await outboxOf('94772000001');
    expect(response.statusCode).toBe(200);
    const { messages } = response.json().data;
    expect(messages).toHaveLength(2);
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      kind: 'sms',
      to: '94772000001',
      subject: null,
      text: expect.stringMatching(/^\d{6} is your Kavacha verification code\. It expires in 5 minutes\./),
      status: expect.stringMatching(/^(pending|sent)$/),
      created_at: expect.any(String),
    });
    expect(messages[0].id).toBeGreaterThan(messages[1].id);
  });

  it('shows them as a page to a browser, with the text escaped', async () => {
    await codes.generate('772000003');
    const code = await codes.lastCode('94772000003');
    const response = await outboxOf('94772000003<script>', { accept: 'text/html,application/xhtml+xml' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Messages to 94772000003&#60;script&#62;');
    expect(response.body).toContain('No messages yet.');
    const page = (await outboxOf('94772000003', { accept: 'text/html' })).body;
    expect(page).toContain(`${code} is your Kavacha verification code`);
  });

  it('answers the e-mails to an address, with their subject', async () => {
    const mail = { to: 'nimal@example.lk', subject: 'Your cover note', text: 'Download it: https://x/y' };
    await context.database.db.insert(outbox).values({ kind: 'mail', payload: mail });
    const { messages } = (await outboxOf('nimal@example.lk')).json().data;
    expect(messages).toEqual([expect.objectContaining({ kind: 'mail', ...mail })]);
    const page = (await outboxOf('nimal@example.lk', { accept: 'text/html' })).body;
    expect(page).toContain('<strong>MAIL</strong>');
    expect(page).toContain('<p><strong>Your cover note</strong></p>');
  });

  it('wants a recipient', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.errors).toEqual({ to: ['required'] });
  });

  it('does not exist in production mode', async () => {
    const production = await buildApp({
      config: { ...context.config, mode: 'production' },
      database: context.database,
      web: false,
    });
    await production.ready();
    const response = await production.inject({ method: 'GET', url: '/dev/outbox?to=94772000001' });
    await production.close();
    expect(response.statusCode).toBe(404);
  });
});
