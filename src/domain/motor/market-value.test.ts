import { describe, expect, it } from 'vitest';
import { MARKET_VALUE_MESSAGES, marketValueWarning, typicalRange } from './market-value';

describe('typicalRange', () => {
  it('takes 7% off a year, 20% either side, rounded to Rs. 50,000', () => {
    // 14,500,000 x 0.93^8 = 8,114,278; 80% and 120% of it.
    expect(typicalRange(14_500_000, 2018, 2026)).toEqual({ low: 6_500_000, high: 9_750_000 });
    expect(typicalRange(14_500_000, 2026, 2026)).toEqual({ low: 11_600_000, high: 17_400_000 });
  });

  it('never goes below a quarter of the new price, nor above it for a year to come', () => {
    expect(typicalRange(10_000_000, 1970, 2026)).toEqual({ low: 2_000_000, high: 3_000_000 });
    expect(typicalRange(10_000_000, 2027, 2026)).toEqual(typicalRange(10_000_000, 2026, 2026));
  });

  it('never answers less than Rs. 50,000', () => {
    expect(typicalRange(60_000, 1990, 2026).low).toBe(50_000);
  });
});

describe('marketValueWarning', () => {
  const range = { low: 6_450_000, high: 9_700_000 };

  it('says nothing within half the low end and double the high end', () => {
    for (const value of [3_225_000, 6_500_000, 19_400_000])
      expect(marketValueWarning(value, range)).toBeUndefined();
  });

  it('warns below half the low end and above double the high end', () => {
    expect(marketValueWarning(3_224_999, range)).toBe(MARKET_VALUE_MESSAGES.farBelow);
    expect(marketValueWarning(19_400_001, range)).toBe(MARKET_VALUE_MESSAGES.farAbove);
    expect(marketValueWarning(650_000_000, range)).toBe(MARKET_VALUE_MESSAGES.farAbove);
  });

  it('says nothing for no value', () => {
    expect(marketValueWarning(Number.NaN, range)).toBeUndefined();
    expect(marketValueWarning(0, range)).toBeUndefined();
  });

  it('names the vehicle and the range with thousand separators', () => {
    expect(MARKET_VALUE_MESSAGES.typical('2018 Toyota Axio', range)).toBe(
      'Typical market value for a 2018 Toyota Axio: Rs. 6,450,000 – Rs. 9,700,000.',
    );
  });
});
