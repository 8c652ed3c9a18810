import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { randomToken } from '#server/random-token';

// Staff passwords (docs/decisions/041): scrypt, memory-hard and part of Node, with a random salt per
// password. The cost travels with the hash (`scrypt$N$r$p$salt$hash`), so raising it later leaves the
// passwords set before it readable.

interface Cost {
  N: number;
  r: number;
  p: number;
}

/** 2^15 blocks of 8: 32 MiB and some 50-100 ms per hash, OWASP's figure for scrypt. */
const COST: Cost = { N: 2 ** 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;
// 144 bits: a one-time password nobody guesses, short enough to type from a screen.
const ONE_TIME_BYTES = 18;

function derive(password: string, salt: Buffer, { N, r, p }: Cost) {
  // scrypt needs 128 * N * r * p bytes; Node refuses above `maxmem`, 32 MiB by default, which this reaches.
  const maxmem = 2 * 128 * N * r * p;
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  const { N, r, p } = COST;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Whether `password` is the one `stored` was made from; false for a string this did not make. */
export async function passwordMatches(password: string, stored: string) {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password for a one-time hand-over (the command line's new admin), to be changed after. */
export const oneTimePassword = () => randomToken(ONE_TIME_BYTES);
