import { describe, expect, it } from 'vitest';
import { formatRupees, parseRupees, rupeesToCents } from './money';

describe('formatRupees', () => {
  it.each([
    [0, 'Rs. 0.00'],
    [5, 'Rs. 0.05'],
    [99, 'Rs. 0.99'],
    [100, 'Rs. 1.00'],
    [99_999, 'Rs. 999.99'],
    [100_000, 'Rs. 1,000.00'],
    [12_345_600, 'Rs. 123,456.00'],
    [10_000_000_050, 'Rs. 100,000,000.50'],
    [-5_000, 'Rs. -50.00'],
    [-123_456_789, 'Rs. -1,234,567.89'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatRupees(cents)).toBe(text);
  });

  it('prints the largest safe amount exactly', () => {
    expect(formatRupees(Number.MAX_SAFE_INTEGER)).toBe('Rs. 90,071,992,547,409.91');
  });

  it('refuses fractions of a cent and unsafe numbers', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
    expect(() => formatRupees(Number.NaN)).toThrow(RangeError);
    expect(() => formatRupees(2 ** 53)).toThrow(RangeError);
  });
});

describe('rupeesToCents', () => {
  it('multiplies whole rupees by 100', () => {
    expect(rupeesToCents(100_001)).toBe(10_000_100);
    expect(rupeesToCents(0)).toBe(0);
  });

  it('refuses fractions and amounts too large to count in cents', () => {
    expect(() => rupeesToCents(1.5)).toThrow(RangeError);
    expect(() => rupeesToCents(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('parseRupees', () => {
  it.each([
    ['1234', 123_400],
    ['1,234', 123_400],
    ['1,234.5', 123_450],
    ['1234.05', 123_405],
    [' 0.1 ', 10],
    ['1,000,000.00', 100_000_000],
  ])('%j is %i cents', (text, cents) => {
    expect(parseRupees(text)).toBe(cents);
  });

  it('reads 0.1 + 0.2 style amounts without binary error', () => {
    expect((parseRupees('0.10') ?? 0) + (parseRupees('0.20') ?? 0)).toBe(30);
  });

  it.each(['', 'abc', '1.234', '12,34', '-5', '1,2345', '.5', '1e3'])('refuses %j', (text) => {
    expect(parseRupees(text)).toBeUndefined();
  });
});
