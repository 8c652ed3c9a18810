import { describe, expect, it } from 'vitest';
import type { InstalmentTerm } from './instalments';
import { instalmentsOf, offersFor } from './instalments';

describe('instalmentsOf', () => {
  it('divides evenly when it can', () => {
    expect(instalmentsOf(3_600_000, 12)).toEqual({ first: 300_000, each: 300_000 });
  });

  it('rounds each down to the cent and puts the cents left over on the first', () => {
    expect(instalmentsOf(10_000_000, 12)).toEqual({ first: 833_337, each: 833_333 });
    expect(instalmentsOf(4_825_050, 6)).toEqual({ first: 804_175, each: 804_175 });
    expect(instalmentsOf(4_825_051, 6)).toEqual({ first: 804_176, each: 804_175 });
  });

  it('always adds up to the premium exactly, the first never more than months-1 cents above the rest', () => {
    for (const premium of [1, 99, 1_000_001, 2_500_000, 4_825_099, 80_000_000, 123_456_789]) {
      for (const months of [3, 6, 12, 24, 36, 48, 60]) {
        const { first, each } = instalmentsOf(premium, months);
        expect(first + each * (months - 1), `${premium} in ${months}`).toBe(premium);
        expect(first - each).toBeGreaterThanOrEqual(0);
        expect(first - each).toBeLessThan(months);
      }
    }
  });

  it('refuses fractions of a cent and no months', () => {
    expect(() => instalmentsOf(10.5, 3)).toThrow(RangeError);
    expect(() => instalmentsOf(-100, 3)).toThrow(RangeError);
    expect(() => instalmentsOf(1000, 0)).toThrow(RangeError);
  });
});

describe('offersFor', () => {
  const hsbc: InstalmentTerm = {
    bank: 'hsbc',
    bank_name: 'HSBC',
    months: [3, 6, 12],
    min_amount: '25000.00',
    max_amount: '800000.00',
    convert_within_days: null,
  };

  it('includes both ends of the range', () => {
    expect(offersFor(hsbc, 2_500_000)).toBe(true);
    expect(offersFor(hsbc, 80_000_000)).toBe(true);
    expect(offersFor(hsbc, 2_499_999)).toBe(false);
    expect(offersFor(hsbc, 80_000_001)).toBe(false);
  });

  it('has no upper end without a largest amount', () => {
    expect(offersFor({ ...hsbc, max_amount: null }, 900_000_000)).toBe(true);
  });
});
