// The links of the subscription letters (decision 058) carry what they act on, signed: the purpose
// (confirm or unsubscribe), the address, the language and, for a confirmation, when it expires, as
// base64url JSON, then an HMAC-SHA256 of that text under SUBSCRIPTION_SECRET. Nothing is stored before
// the address is confirmed, so the link itself must say which address; the signature makes it
// unforgeable, and the purpose keeps an unsubscribe link from confirming. An unsubscribe link does not
// expire: a letter read months later must still let its reader leave.
import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { LOCALES } from '#domain/i18n';
import type { Locale } from '#domain/i18n';
import { sameSecret } from '#server/secrets';

export type TokenPurpose = 'confirm' | 'unsubscribe';

const factsSchema = z.object({
  p: z.enum(['confirm', 'unsubscribe']),
  e: z.string(),
  l: z.enum(LOCALES),
  /** Expiry, epoch milliseconds. */
  x: z.number().optional(),
});

export type TokenReading =
  { valid: true; email: string; locale: Locale } | { valid: false; reason: 'invalid' | 'expired' };

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

export function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  locale: Locale,
  expiresAt?: Date,
): string {
  const facts = { p: purpose, e: email, l: locale, ...(expiresAt && { x: expiresAt.getTime() }) };
  const payload = Buffer.from(JSON.stringify(facts)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** Reads a token made by `signToken` for `purpose`; anything else, or a changed character, is invalid. */
export function readToken(secret: string, purpose: TokenPurpose, token: string, now: Date): TokenReading {
  const [payload = '', signed = '', ...rest] = token.split('.');
  if (rest.length > 0 || !sameSecret(signed, signature(secret, payload))) {
    return { valid: false, reason: 'invalid' };
  }
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { valid: false, reason: 'invalid' };
  }
  const facts = factsSchema.safeParse(json);
  if (!facts.success || facts.data.p !== purpose) return { valid: false, reason: 'invalid' };
  if (facts.data.x !== undefined && facts.data.x <= now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, email: facts.data.e, locale: facts.data.l };
}
