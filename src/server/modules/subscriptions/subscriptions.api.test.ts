import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '#domain/subscriptions';
import { blogSubscribers, subscriptionLetters } from '#server/db/schema';
import { fieldRefusal, refusal } from '#server/testing/envelopes';
import type { ReceivedMail, TestSmtpServer } from '#server/testing/smtp';
import { smtpSettings, startSmtpServer } from '#server/testing/smtp';
import type { TestContext } from '#server/testing/test-app';
import { authKeyFor, createTestApp } from '#server/testing/test-app';
import { testClock } from '#server/testing/test-clock';

// The blog's subscriptions (decision 058) through the real app and a real SMTP server: a confirmation
// letter and nothing kept, the address kept only when its link is confirmed, once, and removed by the
// letter's other link; forged and expired links refused with nothing changed; the letters one address
// may be sent in an hour.

const DAY = 24 * 3_600_000;
let server: TestSmtpServer;
let context: TestContext;
let authKey: string;
const time = testClock();

beforeAll(async () => {
  server = await startSmtpServer();
  context = await createTestApp(
    {
      ...smtpSettings(server),
      OUTBOX_POLL_MS: '20',
      PUBLIC_URL: 'https://kavacha.example',
      SUBSCRIPTION_MAILS_PER_ADDRESS_PER_HOUR: '3',
    },
    { clock: time.clock },
  );
  authKey = await authKeyFor(context.app);
});
afterAll(async () => {
  await context.app.close();
  await server.close();
});

const post = async (url: string, payload: unknown) => {
  const response = await context.app.inject({
    method: 'POST',
    url,
    headers: { auth_key: authKey, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.json() };
};

const subscribers = () =>
  context.database.db
    .select({ email: blogSubscribers.email, locale: blogSubscribers.locale })
    .from(blogSubscribers);

const lettersTo = (to: string) => server.messages.filter((mail) => mail.to.includes(to));

/** The newest letter to `to`, once more than `after` have reached the SMTP server. */
async function letterTo(to: string, after = 0): Promise<ReceivedMail> {
  await expect.poll(() => lettersTo(to).length, { timeout: 5_000 }).toBeGreaterThan(after);
  return lettersTo(to).at(-1)!;
}

/** The token of the letter's link to `path`. */
function tokenOf(letter: ReceivedMail, path: string): string {
  const link = letter.text.split(/\s+/).find((word) => word.startsWith(`https://kavacha.example${path}?`));
  expect(link, `a link to ${path}`).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('subscribing to the blog', () => {
  it('sends a confirmation letter in the page’s language and keeps nothing until its link is confirmed', async () => {
    const subscribed = await post('/v1/subscriptions', { email: '  Nimal.Perera@Example.LK ', lang: 'en' });
    expect(subscribed).toEqual({ status: 200, body: expect.objectContaining({ data: { outcome: 'sent' } }) });

    const letter = await letterTo('nimal.perera@example.lk');
    expect(letter.subject).toBe('Please confirm your subscription to the Kavacha blog');
    expect(letter.text).toContain("press 'Confirm subscription'");
    expect(letter.text).toContain('https://kavacha.example/blog/unsubscribe?token=');
    expect(await subscribers()).toEqual([]);

    const confirm = tokenOf(letter, '/blog/confirm-subscription');
    expect((await post('/v1/subscriptions/confirm', { token: confirm })).body.data).toEqual({
      outcome: 'subscribed',
    });
    expect(await subscribers()).toEqual([{ email: 'nimal.perera@example.lk', locale: 'en' }]);

    // Followed again (a second click, another device): nothing changes, and the answer says so.
    expect((await post('/v1/subscriptions/confirm', { token: confirm })).body.data).toEqual({
      outcome: 'already_subscribed',
    });
    expect(await subscribers()).toHaveLength(1);

    const leave = tokenOf(letter, '/blog/unsubscribe');
    expect((await post('/v1/subscriptions/unsubscribe', { token: leave })).body.data).toEqual({
      outcome: 'unsubscribed',
    });
    expect(await subscribers()).toEqual([]);
    expect((await post('/v1/subscriptions/unsubscribe', { token: leave })).body.data).toEqual({
      outcome: 'unsubscribed',
    });
  });

  it('writes the letter in Sinhala for a Sinhala page, and keeps that language', async () => {
    await post('/v1/subscriptions', { email: 'kumari@example.lk', lang: 'si' });
    const letter = await letterTo('kumari@example.lk');
    expect(letter.subject).not.toBe('Please confirm your subscription to the Kavacha blog');
    expect(letter.subject).toMatch(/[\u0D80-\u0DFF]/u);
    await post('/v1/subscriptions/confirm', { token: tokenOf(letter, '/blog/confirm-subscription') });
    expect(await subscribers()).toEqual([{ email: 'kumari@example.lk', locale: 'si' }]);
  });

  it('answers an address already subscribed exactly as any other, and sends it the same letter', async () => {
    const before = lettersTo('kumari@example.lk').length;
    const again = await post('/v1/subscriptions', { email: 'KUMARI@example.lk', lang: 'en' });
    const stranger = await post('/v1/subscriptions', { email: 'new.reader@example.lk', lang: 'en' });
    expect(again).toEqual(stranger);
    expect((await letterTo('kumari@example.lk', before)).subject).toBe(
      'Please confirm your subscription to the Kavacha blog',
    );
  });

  it('refuses a changed, cut or misused link, and an expired one, with a clear message and nothing changed', async () => {
    await post('/v1/subscriptions', { email: 'sunil@example.lk', lang: 'en' });
    const letter = await letterTo('sunil@example.lk');
    const confirm = tokenOf(letter, '/blog/confirm-subscription');
    const leave = tokenOf(letter, '/blog/unsubscribe');
    const [payload, signature] = confirm.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), e: 'victim@example.lk' }),
    ).toString('base64url');
    const before = await subscribers();
    for (const [url, token] of [
      ['/v1/subscriptions/confirm', `${forgedPayload}.${signature}`],
      ['/v1/subscriptions/confirm', confirm.slice(0, -3)],
      ['/v1/subscriptions/confirm', leave],
      ['/v1/subscriptions/unsubscribe', confirm],
      ['/v1/subscriptions/confirm', 'not-a-token'],
    ] as const) {
      expect(await post(url, { token }), token).toEqual({
        status: 400,
        body: refusal(SUBSCRIPTION_MESSAGES.badLink),
      });
    }
    time.later(3 * DAY + 1);
    expect(await post('/v1/subscriptions/confirm', { token: confirm })).toEqual({
      status: 410,
      body: refusal(SUBSCRIPTION_MESSAGES.expired),
    });
    expect(await subscribers()).toEqual(before);
  });

  it('gives a field error, never a 500, for a blank, bad, hostile or huge address', async () => {
    const sent = server.messages.length;
    const cases: [unknown, string][] = [
      [{ email: '   ' }, SUBSCRIPTION_MESSAGES.blank],
      [{}, SUBSCRIPTION_MESSAGES.blank],
      [{ email: 'nimal@' }, 'Email is not valid'],
      [{ email: 'nimal\u0000@example.lk' }, 'Contains characters that are not allowed'],
      [{ email: `${'a'.repeat(250)}@example.lk` }, SUBSCRIPTION_MESSAGES.tooLong],
      [{ email: `${'a'.repeat(500_000)}@example.lk` }, SUBSCRIPTION_MESSAGES.tooLong],
      [{ email: 42 }, 'Email is not valid'],
    ];
    for (const [body, message] of cases) {
      expect(await post('/v1/subscriptions', body)).toEqual({
        status: 422,
        body: fieldRefusal({ email: [message] }),
      });
    }
    // Over the 1 MB body limit: refused before it is read, in the envelope.
    const huge = await post('/v1/subscriptions', { email: `${'x'.repeat(2_000_000)}@example.lk` });
    expect(huge).toEqual({ status: 413, body: refusal('The request is too large.') });
    expect((await post('/v1/subscriptions', '{"email": ')).status).toBe(400);
    expect((await post('/v1/subscriptions', { email: 'a@example.lk', lang: 'fr' })).status).toBe(422);
    expect(await post('/v1/subscriptions/confirm', { token: 'x'.repeat(5_000) })).toEqual({
      status: 422,
      body: fieldRefusal({ token: [SUBSCRIPTION_MESSAGES.badLink] }),
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.messages).toHaveLength(sent);
  });

  it('sends one address at most 3 confirmation letters an hour, then says so; other addresses are not held up', async () => {
    const lettersBefore = await context.database.db.$count(subscriptionLetters);
    for (let letter = 0; letter < 3; letter += 1) {
      expect((await post('/v1/subscriptions', { email: 'ruwan@example.lk' })).status).toBe(200);
    }
    const refused = await post('/v1/subscriptions', { email: 'Ruwan@Example.lk' });
    expect(refused).toEqual({ status: 429, body: refusal(SUBSCRIPTION_MESSAGES.tooMany) });
    expect(await context.database.db.$count(subscriptionLetters)).toBe(lettersBefore + 3);
    expect((await post('/v1/subscriptions', { email: 'dilani@example.lk' })).status).toBe(200);
    await expect.poll(() => lettersTo('ruwan@example.lk').length, { timeout: 5_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lettersTo('ruwan@example.lk')).toHaveLength(3);
    // Only a keyed hash of the address is kept for the count, never the address.
    const kept = await context.database.db.select().from(subscriptionLetters);
    expect(JSON.stringify(kept)).not.toContain('ruwan');
  });
});

describe('subscription requests from one network', () => {
  it('are limited to SUBSCRIPTION_REQUESTS_PER_CLIENT_PER_HOUR across addresses, with a plain message', async () => {
    const limited = await createTestApp({ SUBSCRIPTION_REQUESTS_PER_CLIENT_PER_HOUR: '2' });
    try {
      const key = await authKeyFor(limited.app);
      const subscribe = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/v1/subscriptions',
          headers: { auth_key: key },
          payload: { email },
        });
      expect((await subscribe('one@example.lk')).statusCode).toBe(200);
      expect((await subscribe('two@example.lk')).statusCode).toBe(200);
      const third = await subscribe('three@example.lk');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(refusal(SUBSCRIPTION_MESSAGES.tooManyFromNetwork));
    } finally {
      await limited.app.close();
    }
  });
});
