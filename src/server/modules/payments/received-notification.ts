// What is kept of a notification before anything in it is trusted: whoever posts to the notification
// address chooses every byte, so nothing of it is stored unbounded or unchecked.
import { createHash } from 'node:crypto';
import type { RefusedBody } from '#server/db/schema';

/** The most of a refused body's text kept, in UTF-8 bytes. */
export const EXCERPT_BYTES = 2048;

// Order ids are ours (random, URL-safe); anything else is not an order of ours and is not kept as one.
const ORDER_ID = /^[\w-]{1,64}$/;

/** The notification's order id when it can be one of ours, else null. */
export function orderIdOf(body: Record<string, unknown>): string | null {
  const orderId = body.order_id;
  return typeof orderId === 'string' && ORDER_ID.test(orderId) ? orderId : null;
}

/** The start of `text`, at most `maxBytes` in UTF-8 and never ending inside a character. */
export function excerptOf(text: string, maxBytes: number): string {
  let bytes = 0;
  let end = 0;
  for (const character of text) {
    bytes += Buffer.byteLength(character);
    if (bytes > maxBytes) break;
    end += character.length;
  }
  return text.slice(0, end);
}

/** A refused body as kept: its excerpt (PostgreSQL holds no NUL, so each becomes U+FFFD), hash and size. */
export const refusedBody = (text: string): RefusedBody => ({
  excerpt: excerptOf(text, EXCERPT_BYTES).replaceAll('\0', '\uFFFD'),
  sha256: createHash('sha256').update(text).digest('hex'),
  bytes: Buffer.byteLength(text),
});
