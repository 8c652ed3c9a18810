import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff';

const settings = { firstMs: 10_000, maxMs: 3_600_000 };

describe('retryDelay', () => {
  it('waits the first delay, then twice as long after each failure', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, settings))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
  });

  it('never waits longer than the maximum, however many failures', () => {
    expect(retryDelay(10, settings)).toBe(3_600_000);
    expect(retryDelay(5_000, settings)).toBe(3_600_000);
  });

  it('takes the maximum when it is below the first delay', () => {
    expect(retryDelay(1, { firstMs: 10_000, maxMs: 500 })).toBe(500);
  });
});
