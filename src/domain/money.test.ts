import { describe, expect, it } from 'vitest';
import {
  centsOfRupees,
  centsToRupees,
  formatRupees,
  formatRupeesOf,
  parseRupees,
  rupeesToCents,
} from './money';

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

describe('amounts in answers (decision 021)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [4_825_050, '48250.50'],
    [10_000_000_050, '100000000.50'],
    [-5_000, '-50.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents is %s and back', (cents, text) => {
    expect(centsToRupees(cents)).toBe(text);
    expect(centsOfRupees(text)).toBe(cents);
  });

  it("shows an answer's amount with thousand separators", () => {
    expect(formatRupeesOf('48250.50')).toBe('Rs. 48,250.50');
  });

  it.each(['48250.5', '48,250.50', '1e3', '', ' 1.00', '+1.00', '90071992547409.92'])(
    'refuses %j as an answer amount',
    (text) => {
      expect(() => centsOfRupees(text)).toThrow(RangeError);
    },
  );
});
