import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token';

describe('randomToken', () => {
  it('gives URL-safe tokens of the asked size, none repeated across several blocks', () => {
    // 18 bytes a token: 1,000 tokens draw about four and a half blocks.
    const tokens = Array.from({ length: 1_000 }, () => randomToken(18));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(18);
    }
  });

  it('spreads its bits: every base64 character turns up among the tokens', () => {
    const characters = new Set(Array.from({ length: 200 }, () => randomToken(32)).join(''));
    expect(characters.size).toBe(64);
  });

  it('refuses a token longer than a block', () => {
    expect(() => randomToken(4097)).toThrow(RangeError);
  });
});
