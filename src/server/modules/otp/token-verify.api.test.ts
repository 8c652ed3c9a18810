import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedTokens } from '#server/db/schema';
import { fieldRefusal } from '#server/testing/envelopes';
import { codeClient } from '#server/testing/one-time-codes';
import { createTestApp } from '#server/testing/test-app';

const WRITES_PER_MINUTE = 20;
let context: Awaited<ReturnType<typeof createTestApp>>;
let codes: Awaited<ReturnType<typeof codeClient>>;
beforeAll(async () => {
  context = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: String(WRITES_PER_MINUTE) });
  codes = await codeClient(context.app);
});
afterAll(() => context.app.close());

const tokenVerify = (body: unknown) => codes.call('POST', '/api/v2/customer/token_verify', body as object);
const answer = (valid: boolean) => ({ status: 200, success: true, data: { valid }, error: null });

describe('POST /api/v2/customer/token_verify', () => {
  it('answers valid for a live token of a verified mobile, and nothing about whose it is', async () => {
    const token = await codes.verifiedToken('771234567');
    expect(await tokenVerify({ token })).toEqual({ status: 200, body: answer(true) });
  });

  it('answers not valid once the token has expired', async () => {
    const token = await codes.verifiedToken('771234568');
    await context.database.db.update(verifiedTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await tokenVerify({ token })).toEqual({ status: 200, body: answer(false) });
  });

  it('answers not valid for an unknown token, or a one-time code challenge token', async () => {
    expect(await tokenVerify({ token: 'A'.repeat(43) })).toEqual({ status: 200, body: answer(false) });
    const challenge = await codes.generate('771234569');
    expect(await tokenVerify({ token: challenge.body.data.token })).toEqual({
      status: 200,
      body: answer(false),
    });
  });

  it.each([
    ['no token', {}, 'required'],
    ['an empty token', { token: '' }, 'required'],
    ['a token too long', { token: 'A'.repeat(201) }, 'At most 200 characters'],
  ])('answers field errors for %s', async (_case, body, message) => {
    expect(await tokenVerify(body)).toEqual({ status: 422, body: fieldRefusal({ token: [message] }) });
  });

  it('is limited like the other writes', async () => {
    const statuses: number[] = [];
    for (let sent = 0; sent <= WRITES_PER_MINUTE; sent++)
      statuses.push((await tokenVerify({ token: 'x' })).status);
    expect(statuses.at(-1)).toBe(429);
  });
});
