import { describe, expect, it } from 'vitest';
import { nextStatus } from './attempt-transitions';

describe('nextStatus', () => {
  it.each([
    ['started', 'pending', 'pending'],
    ['started', 'paid', 'paid'],
    ['started', 'failed', 'failed'],
    ['started', 'cancelled', 'cancelled'],
    ['pending', 'paid', 'paid'],
    ['pending', 'failed', 'failed'],
    ['failed', 'paid', 'paid'],
    ['cancelled', 'paid', 'paid'],
    ['paid', 'chargedback', 'chargedback'],
    ['paid', 'refunded', 'refunded'],
  ] as const)('moves %s on to %s', (current, reported, next) => {
    expect(nextStatus(current, reported)).toBe(next);
  });

  it.each([
    ['pending', 'pending'],
    ['paid', 'paid'],
    ['paid', 'failed'],
    ['paid', 'cancelled'],
    ['paid', 'pending'],
    ['failed', 'failed'],
    ['failed', 'cancelled'],
    ['failed', 'pending'],
    ['cancelled', 'failed'],
    ['started', 'chargedback'],
    ['chargedback', 'paid'],
    ['started', 'refunded'],
    ['failed', 'refunded'],
    ['chargedback', 'chargedback'],
    ['chargedback', 'refunded'],
    ['refunded', 'chargedback'],
    ['refunded', 'paid'],
  ] as const)('leaves %s as it is when told %s', (current, reported) => {
    expect(nextStatus(current, reported)).toBeUndefined();
  });
});
