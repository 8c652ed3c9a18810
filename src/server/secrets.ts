import { createHash, timingSafeEqual } from 'node:crypto';

// Secrets the server hands out (auth keys, one-time-code tokens, partner tokens) are kept only as
// SHA-256: they are long and random, so a hash cannot be walked back, and a leaked table opens nothing.

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** Compares without leaking how much of the secret matched. */
export function sameSecret(given: string, expected: string) {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
