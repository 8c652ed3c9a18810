// One-time codes (architecture, security rules): 6 digits, made, kept hashed, compared and expired on
// the server. A number gets at most 3 codes in any 15 minutes, and one client address may have codes sent
// to a few numbers an hour (docs/decisions/017); a code lives 5 minutes and allows 5 tries;
// a new code ends the earlier ones. The code leaves the server only in the SMS, through the outbox, in the
// transaction that records it. A right code gives a token that proves the number (the `User-Key` header).
import { randomInt } from 'node:crypto';
import type { I18n } from '@lingui/core';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE } from '#domain/i18n';
import type { OtpChallenge, OtpVerified, OtpVerify } from '#domain/otp';
import { OTP_LENGTH, OTP_LIMITS, OTP_REFUSALS } from '#domain/otp';
import type { Db } from '#server/db/client';
import { ApiError } from '#server/http/envelope';
import { translator } from '#server/i18n';
import type { AppOutbox } from '#server/integrations/integrations';
import { randomToken } from '#server/random-token';
import { sameSecret, sha256Hex } from '#server/secrets';
import { otpRepository } from './otp.repository';

const MINUTE_MS = 60_000;
const TTL_MS = OTP_LIMITS.ttlMinutes * MINUTE_MS;
const WINDOW_MS = OTP_LIMITS.windowMinutes * MINUTE_MS;
const ADDRESS_WINDOW_MS = 60 * MINUTE_MS;
// 144 bits for the challenge token, 192 for the verified token: both far beyond guessing.
const CHALLENGE_TOKEN_BYTES = 18;
const VERIFIED_TOKEN_BYTES = 24;

// The code is hashed with its challenge's token, which only the browser holds: the table alone does not
// let anyone try the million codes.
const codeHash = (token: string, code: string) => sha256Hex(`${token}:${code}`);

/** A refusal saying how long until the oldest send of a window leaves it. */
function tooMany(
  message: (minutes: number) => string,
  oldest: { first: Date | null; now: Date },
  windowMs: number,
) {
  const waitMs = new Date(oldest.first!).getTime() + windowMs - new Date(oldest.now).getTime();
  return new ApiError(429, message(Math.max(1, Math.ceil(waitMs / MINUTE_MS))));
}

/** The code's SMS, written by `i18n` in the language of the request that asked for it (issue 21). */
export const smsText = (code: string, i18n: I18n = translator(DEFAULT_LOCALE)) =>
  i18n._(
    /*i18n*/ '{code} is your Kavacha verification code. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it with anyone.',
    { code, minutes: OTP_LIMITS.ttlMinutes },
  );

export type OtpService = ReturnType<typeof otpService>;

export function otpService(
  db: Db,
  outbox: AppOutbox,
  settings: { verifiedTokenTtlMs: number; sendsPerAddressPerHour: number },
) {
  /**
   * Sends a code to `mobile`, asked for by `clientAddress` (see docs/decisions/017 for its limit), in the
   * asking page's `locale`: there may be no customer yet whose language is known.
   */
  async function generate(
    mobile: string,
    clientAddress: string,
    locale: Locale = DEFAULT_LOCALE,
  ): Promise<OtpChallenge> {
    const token = randomToken(CHALLENGE_TOKEN_BYTES);
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    return outbox.transaction(async (tx, queue) => {
      const challenges = otpRepository(tx);
      await challenges.lockSender(clientAddress, mobile);
      const { sends, first, now } = await challenges.sendsTo(mobile, WINDOW_MS);
      if (sends >= OTP_LIMITS.sendsPerWindow) {
        throw tooMany(OTP_REFUSALS.tooManySends, { first, now }, WINDOW_MS);
      }
      const fromAddress = await challenges.sendsFrom(clientAddress, ADDRESS_WINDOW_MS);
      if (fromAddress.sends >= settings.sendsPerAddressPerHour) {
        throw tooMany(OTP_REFUSALS.tooManyFromAddress, fromAddress, ADDRESS_WINDOW_MS);
      }
      await challenges.supersede(mobile);
      const { expiresAt } = await challenges.insertChallenge(
        { tokenHash: sha256Hex(token), mobile, clientAddress, codeHash: codeHash(token, code) },
        TTL_MS,
      );
      await queue('sms', { to: mobile, text: smsText(code, translator(locale)) });
      return {
        token,
        mobile_number: mobile,
        expires_at: new Date(expiresAt).toISOString(),
        resend_after: OTP_LIMITS.resendAfterSeconds,
        sends_left: OTP_LIMITS.sendsPerWindow - sends - 1,
      };
    });
  }

  async function verify({ token, otp_code }: Pick<OtpVerify, 'token' | 'otp_code'>): Promise<OtpVerified> {
    // A wrong try is counted in a transaction that commits; the refusal is thrown after it.
    const outcome = await db.transaction(
      async (tx): Promise<{ refusal: string } | { verified: OtpVerified }> => {
        const challenges = otpRepository(tx);
        const challenge = await challenges.challengeForUpdate(sha256Hex(token));
        if (!challenge || challenge.verifiedAt || challenge.supersededAt)
          return { refusal: OTP_REFUSALS.unknown };
        if (challenge.wrongTries >= OTP_LIMITS.maxTries) return { refusal: OTP_REFUSALS.locked };
        if (challenge.expired) return { refusal: OTP_REFUSALS.expired };
        if (!sameSecret(codeHash(token, otp_code), challenge.codeHash)) {
          await challenges.countWrongTry(challenge.id);
          const triesLeft = OTP_LIMITS.maxTries - challenge.wrongTries - 1;
          return { refusal: triesLeft > 0 ? OTP_REFUSALS.wrongCode(triesLeft) : OTP_REFUSALS.locked };
        }
        await challenges.markVerified(challenge.id);
        const verified = randomToken(VERIFIED_TOKEN_BYTES);
        const { expiresAt } = await challenges.insertVerifiedToken(
          { tokenHash: sha256Hex(verified), mobile: challenge.mobile, challengeId: challenge.id },
          settings.verifiedTokenTtlMs,
        );
        return {
          verified: {
            token: verified,
            mobile_number: challenge.mobile,
            expires_at: new Date(expiresAt).toISOString(),
          },
        };
      },
    );
    if ('refusal' in outcome) throw new ApiError(400, outcome.refusal);
    return outcome.verified;
  }

  /** The mobile number a verified token proves, while it lives. */
  const verifiedMobile = (token: string) => otpRepository(db).verifiedMobile(sha256Hex(token));

  return {
    generate,
    verify,
    verifiedMobile,
    /** Whether a verified token still lives, and nothing about whose it is. */
    isLive: async (token: string) => (await verifiedMobile(token)) !== undefined,
  };
}
