import { describe, expect, it } from 'vitest';
import { applyRate, sum } from './arithmetic';

describe('applyRate', () => {
  it('takes a rate in basis points of an amount in cents', () => {
    expect(applyRate(500_000_000, 250)).toBe(12_500_000); // 2.5% of Rs. 5,000,000 is Rs. 125,000
    expect(applyRate(325_000, 100)).toBe(3_250); // 1% of Rs. 3,250 is Rs. 32.50
  });

  it('rounds halves away from zero, once per line', () => {
    expect(applyRate(1_001, 5_000)).toBe(501); // 500.5 cents
    expect(applyRate(1_001, -5_000)).toBe(-501);
    expect(applyRate(1_003, 5_000)).toBe(502); // 501.5 cents
    expect(applyRate(999, 1)).toBe(0); // 0.0999 cents
    expect(applyRate(5_000, 1)).toBe(1); // 0.5 cents
  });

  it('stays exact beyond the range of floating-point products', () => {
    // Rs. 90 trillion x 99.99% would lose cents in doubles.
    expect(applyRate(9_000_000_000_000_000, 9_999)).toBe(8_999_100_000_000_000);
  });
});

describe('sum', () => {
  it('adds cents', () => {
    expect(sum([1, 2, 3])).toBe(6);
    expect(sum([])).toBe(0);
  });
});

describe('applyRate on both paths', () => {
  it('agrees with exact arithmetic around the double-precision limit', () => {
    const exact = (cents: bigint, bp: bigint) => {
      const product = cents * bp;
      const magnitude = product < 0n ? -product : product;
      const rounded = (magnitude * 2n + 10_000n) / 20_000n;
      return Number(product < 0n ? -rounded : rounded);
    };
    const amounts = [
      0, 1, 4_999, 5_000, 15_000, 123_456_789, 900_719_925_474, 900_719_925_475, 9_007_199_254_740,
    ];
    for (const cents of amounts) {
      for (const bp of [1, 5_000, 9_999, 10_000, -1, -5_000, -9_999]) {
        expect(applyRate(cents, bp), `${cents} x ${bp}`).toBe(exact(BigInt(cents), BigInt(bp)));
      }
    }
  });
});
