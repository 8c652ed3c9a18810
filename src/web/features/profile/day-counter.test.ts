import { describe, expect, it } from 'vitest';
import { dayCounter } from './day-counter';

const now = new Date('2026-11-24T12:00:00Z');

describe('dayCounter', () => {
  it('counts whole days to the expiry, rounding down', () => {
    expect(dayCounter('2026-12-24T11:59:00Z', now)).toEqual({
      days: 29,
      shown: 29,
      fill: 29 / 360,
      expired: false,
    });
  });

  it('fills the ring by days out of 360, and no more than once', () => {
    expect(dayCounter('2027-05-23T12:00:00Z', now).fill).toBe(180 / 360);
    expect(dayCounter('2028-11-24T12:00:00Z', now).fill).toBe(1);
  });

  it('is expired (red) at zero days and after, showing the days without their sign', () => {
    expect(dayCounter('2026-11-25T06:00:00Z', now)).toMatchObject({ days: 0, shown: 0, expired: true });
    expect(dayCounter('2026-11-14T12:00:00Z', now)).toMatchObject({ days: -10, shown: 10, expired: true });
    expect(dayCounter('2026-11-26T12:00:00Z', now)).toMatchObject({ days: 2, expired: false });
  });
});
