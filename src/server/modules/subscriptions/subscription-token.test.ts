import { describe, expect, it } from 'vitest';
import { readToken, signToken } from './subscription-token';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-25T10:00:00Z');
const LATER = new Date('2026-11-28T10:00:00Z');

describe('subscription tokens', () => {
  it('read back what they were signed with, for their own purpose only', () => {
    const confirm = signToken(SECRET, 'confirm', 'nimal@example.lk', 'si', LATER);
    expect(readToken(SECRET, 'confirm', confirm, NOW)).toEqual({
      valid: true,
      email: 'nimal@example.lk',
      locale: 'si',
    });
    expect(readToken(SECRET, 'unsubscribe', confirm, NOW)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('expire at the time they carry; an unsubscribe token carries none', () => {
    const confirm = signToken(SECRET, 'confirm', 'nimal@example.lk', 'en', LATER);
    expect(readToken(SECRET, 'confirm', confirm, LATER)).toEqual({ valid: false, reason: 'expired' });
    const leave = signToken(SECRET, 'unsubscribe', 'nimal@example.lk', 'en');
    expect(readToken(SECRET, 'unsubscribe', leave, new Date('2036-01-01'))).toMatchObject({ valid: true });
  });

  it('are refused when a character is changed, when cut, or signed with another secret', () => {
    const token = signToken(SECRET, 'confirm', 'nimal@example.lk', 'en', LATER);
    const [payload, signed] = token.split('.') as [string, string];
    const otherAddress = Buffer.from(
      JSON.stringify({ p: 'confirm', e: 'someone@example.lk', l: 'en', x: LATER.getTime() }),
    ).toString('base64url');
    for (const forged of [
      `${otherAddress}.${signed}`,
      `${payload}.${signed.slice(0, -1)}${signed.endsWith('A') ? 'B' : 'A'}`,
      payload,
      `${token}.x`,
      '',
      signToken('another-secret-of-at-least-32-characters', 'confirm', 'nimal@example.lk', 'en', LATER),
    ]) {
      expect(readToken(SECRET, 'confirm', forged, NOW), forged).toEqual({ valid: false, reason: 'invalid' });
    }
  });
});
