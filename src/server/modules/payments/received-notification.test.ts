import { describe, expect, it } from 'vitest';
import { excerptOf, orderIdOf, refusedBody } from './received-notification';

describe('excerptOf', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('order_id=abc', 2048)).toBe('order_id=abc');
  });

  it('ends before a character that would cross the bound', () => {
    // 'ශ' is 3 bytes, '😀' 4 (two UTF-16 units).
    expect(excerptOf('abශ', 4)).toBe('ab');
    expect(excerptOf('abශ', 5)).toBe('abශ');
    expect(excerptOf('a😀b', 4)).toBe('a');
    expect(excerptOf('a😀b', 5)).toBe('a😀');
  });
});

describe('refusedBody', () => {
  it('keeps no NUL, which PostgreSQL cannot hold, and hashes the text as it came', () => {
    expect(refusedBody('a\0b')).toEqual({
      excerpt: 'a\uFFFDb',
      // sha256 of the bytes 61 00 62, by `printf 'a\0b' | sha256sum`.
      sha256: '59b271ae1bbcb1d31d41929817f4b16fb439eb4f31520b5ad1d5ce98920a7138',
      bytes: 3,
    });
  });
});

describe('orderIdOf', () => {
  it('takes an order id that can be ours, and nothing else', () => {
    expect(orderIdOf({ order_id: 'Abc_-123' })).toBe('Abc_-123');
    expect(orderIdOf({ order_id: 'a\0b' })).toBeNull();
    expect(orderIdOf({ order_id: 'x'.repeat(65) })).toBeNull();
    expect(orderIdOf({ order_id: 42 })).toBeNull();
    expect(orderIdOf({})).toBeNull();
  });
});
