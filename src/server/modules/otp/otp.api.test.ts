import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_REFUSALS } from '#domain/otp';
import { otpChallenges, outbox, verifiedTokens } from '#server/db/schema';
import { sha256Hex } from '#server/secrets';
import { codeClient } from '#server/testing/one-time-codes';
import { authKeyFor, createTestApp } from '#server/testing/test-app';

let context: Awaited<ReturnType<typeof createTestApp>>;
let codes: Awaited<ReturnType<typeof codeClient>>;
beforeAll(async () => {
  context = await createTestApp();
  codes = await codeClient(context.app);
});
afterAll(() => context.app.close());

const db = () => context.database.db;
// Every test uses its own number, so the send limit of one does not touch another.
let nextNumber = 771000001;
const newNumber = () => String(nextNumber++);

const stored = async (mobile: string) => ({
  challenges: (
    await db().select({ n: count() }).from(otpChallenges).where(eq(otpChallenges.mobile, mobile))
  )[0]!.n,
  sms: (
    await db()
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.kind, 'sms'), sql`${outbox.payload}->>'to' = ${mobile}`))
  )[0]!.n,
});

/** Moves the number's codes `minutes` into the past, as if they had been sent that long ago. */
const age = (mobile: string, minutes: number) =>
  db()
    .update(otpChallenges)
    .set({
      createdAt: sql`${otpChallenges.createdAt} - ${minutes}::integer * interval '1 minute'`,
      expiresAt: sql`${otpChallenges.expiresAt} - ${minutes}::integer * interval '1 minute'`,
    })
    .where(eq(otpChallenges.mobile, mobile));

describe('POST /otp-auth-api/v2/otp/generate', () => {
  it('sends a 6-digit code by SMS and answers a token to verify it with, never the code', async () => {
    const mobile = newNumber();
    const { status, body } = await codes.generate(mobile);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      token: expect.stringMatching(/^[\w-]{24}$/),
      mobile_number: `94${mobile}`,
      expires_at: expect.any(String),
      resend_after: 30,
      sends_left: 2,
    });
    const lifetime = new Date(body.data.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4.5 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);

    const code = await codes.lastCode(`94${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(body)).not.toContain(code);
  });

  it('keeps only hashes of the token and the code', async () => {
    const mobile = newNumber();
    const { body } = await codes.generate(mobile);
    const code = await codes.lastCode(`94${mobile}`);
    const [row] = await db()
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.mobile, `94${mobile}`));
    expect(row!.tokenHash).toBe(sha256Hex(body.data.token));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(body.data.token);
  });

  it("takes the number in the '94' form too", async () => {
    const mobile = newNumber();
    const { body } = await codes.generate(`94${mobile}`);
    expect(body.data.mobile_number).toBe(`94${mobile}`);
  });

  it.each([
    [{ mobile_number: '07712345' }, { mobile_number: ['Mobile number must have 9 numbers'] }],
    [{ mobile_number: '' }, { mobile_number: ['required'] }],
    [{ otp_media: 'EMAIL' }, { otp_media: ['Codes are sent by SMS only'] }],
  ])('refuses %j with field errors and sends nothing', async (fields, errors) => {
    const mobile = newNumber();
    const { status, body } = await codes.generate(mobile, fields);
    expect(status).toBe(422);
    expect(body.error).toEqual({ error_format: 1, errors });
    expect(await stored(`94${mobile}`)).toEqual({ challenges: 0, sms: 0 });
  });

  it('sends at most 3 codes to a number in 15 minutes', async () => {
    const mobile = newNumber();
    for (const sendsLeft of [2, 1, 0]) {
      expect((await codes.generate(mobile, { is_resend: '1' })).body.data.sends_left).toBe(sendsLeft);
    }
    for (let send = 4; send <= 6; send++) {
      const { status, body } = await codes.generate(mobile, { is_resend: '1' });
      expect(status).toBe(429);
      expect(body.error.message).toBe(OTP_REFUSALS.tooManySends(15));
    }
    expect(await stored(`94${mobile}`)).toEqual({ challenges: 3, sms: 3 });
    // Another number is not held back by this one.
    expect((await codes.generate(newNumber())).status).toBe(200);

    await age(`94${mobile}`, 10);
    expect((await codes.generate(mobile)).body.error.message).toBe(OTP_REFUSALS.tooManySends(5));
    await age(`94${mobile}`, 5);
    expect((await codes.generate(mobile)).status).toBe(200);
  });

  // Its own app: the other tests' codes all come from 127.0.0.1. Starting one is slow on a busy machine.
  it(
    'sends codes to at most 10 numbers an hour for one client address, then sends nothing',
    { timeout: 120_000 },
    async () => {
      const limited = await createTestApp({ OTP_SENDS_PER_ADDRESS_PER_HOUR: '10' });
      try {
        const authKey = await authKeyFor(limited.app);
        const fromAddress = async (remoteAddress: string, mobile: string) => {
          const response = await limited.app.inject({
            method: 'POST',
            url: '/otp-auth-api/v2/otp/generate',
            headers: { auth_key: authKey },
            payload: { mobile_number: mobile },
            remoteAddress,
          });
          return { status: response.statusCode, body: response.json() };
        };
        for (let send = 1; send <= 10; send++) {
          expect((await fromAddress('203.0.113.10', newNumber())).status).toBe(200);
        }
        const eleventh = newNumber();
        const refused = await fromAddress('203.0.113.10', eleventh);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toEqual({ error_format: 0, message: OTP_REFUSALS.tooManyFromAddress(60) });
        const [row] = await limited.database.db
          .select({ n: count() })
          .from(otpChallenges)
          .where(eq(otpChallenges.mobile, `94${eleventh}`));
        expect(row!.n).toBe(0);
        const [sms] = await limited.database.db
          .select({ n: count() })
          .from(outbox)
          .where(eq(outbox.kind, 'sms'));
        expect(sms!.n).toBe(10);
        // Another client may still have a code sent, to that same number too.
        expect((await fromAddress('203.0.113.11', eleventh)).status).toBe(200);
      } finally {
        await limited.app.close();
      }
    },
  );

  it('needs an auth_key', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/otp-auth-api/v2/otp/generate',
      payload: { mobile_number: newNumber() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /otp-auth-api/v2/otp/verify', () => {
  async function sent() {
    const mobile = `94${newNumber()}`;
    const { body } = await codes.generate(mobile);
    return { mobile, token: body.data.token as string, code: await codes.lastCode(mobile) };
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers a token that proves the number, kept as a hash, for an hour', async () => {
    const { mobile, token, code } = await sent();
    const { status, body } = await codes.verify(token, code);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      token: expect.stringMatching(/^[\w-]{32}$/),
      mobile_number: mobile,
      expires_at: expect.any(String),
    });
    const [row] = await db()
      .select()
      .from(verifiedTokens)
      .where(eq(verifiedTokens.tokenHash, sha256Hex(body.data.token)));
    expect(row!.mobile).toBe(mobile);
    const lifetime = new Date(body.data.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
  });

  it('takes a code once', async () => {
    const { token, code } = await sent();
    expect((await codes.verify(token, code)).status).toBe(200);
    const again = await codes.verify(token, code);
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ error_format: 0, message: OTP_REFUSALS.unknown });
  });

  it('counts wrong codes and locks the challenge at the fifth, even for the right code after', async () => {
    const { token, code } = await sent();
    for (const triesLeft of [4, 3, 2, 1]) {
      const { status, body } = await codes.verify(token, wrong(code));
      expect(status).toBe(400);
      expect(body.error.message).toBe(OTP_REFUSALS.wrongCode(triesLeft));
    }
    expect((await codes.verify(token, wrong(code))).body.error.message).toBe(OTP_REFUSALS.locked);
    const right = await codes.verify(token, code);
    expect(right.status).toBe(400);
    expect(right.body.error.message).toBe(OTP_REFUSALS.locked);
  });

  it('refuses an expired code', async () => {
    const { mobile, token, code } = await sent();
    await age(mobile, 5);
    const { status, body } = await codes.verify(token, code);
    expect(status).toBe(400);
    expect(body.error.message).toBe(OTP_REFUSALS.expired);
  });

  it('takes only the newest code of a number', async () => {
    const first = await sent();
    const { body } = await codes.generate(first.mobile, { is_resend: '1' });
    const newest = await codes.lastCode(first.mobile);
    expect((await codes.verify(first.token, first.code)).body.error.message).toBe(OTP_REFUSALS.unknown);
    expect((await codes.verify(body.data.token, newest)).status).toBe(200);
  });

  it('refuses an unknown token', async () => {
    const { status, body } = await codes.verify('no-such-challenge-token', '123456');
    expect(status).toBe(400);
    expect(body.error.message).toBe(OTP_REFUSALS.unknown);
  });

  it.each([
    ['', 'OTP code is required'],
    ['12345', 'OTP code length is not valid'],
    ['12345a', 'OTP code must have 6 numbers'],
  ])('refuses the code %j with its message and counts no try', async (otp_code, message) => {
    const { token } = await sent();
    const { status, body } = await codes.verify(token, otp_code);
    expect(status).toBe(422);
    expect(body.error.errors).toEqual({ otp_code: [message] });
    const [row] = await db()
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.tokenHash, sha256Hex(token)));
    expect(row!.wrongTries).toBe(0);
  });
});
