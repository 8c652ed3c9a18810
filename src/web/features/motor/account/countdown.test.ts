import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('rounds a part second up, so the text never says 0 before the wait is over', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 100)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
  });

  it('is 0 once the time has come or passed', () => {
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 60_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(30)).toBe('0:30');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(75)).toBe('1:15');
    expect(formatCountdown(0)).toBe('0:00');
  });
});
