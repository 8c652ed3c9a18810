import { describe, expect, it } from 'vitest';
import { renewalLinkLastDay, renewalStageOn } from './renewal';

describe('renewalStageOn', () => {
  const lastDay = '2027-03-31';
  it.each([
    ['2027-02-28', undefined],
    ['2027-03-01', '30d'],
    ['2027-03-23', '30d'],
    ['2027-03-24', '7d'],
    ['2027-03-29', '7d'],
    ['2027-03-30', '1d'],
    ['2027-03-31', '1d'],
    ['2027-04-01', undefined],
    ['2028-01-01', undefined],
  ])('on %s gives %s', (day, stage) => {
    expect(renewalStageOn(day, lastDay)).toBe(stage);
  });
});

describe('renewalLinkLastDay', () => {
  it('is 30 days after the last day of cover, across a month and a year', () => {
    expect(renewalLinkLastDay('2027-03-31')).toBe('2027-04-30');
    expect(renewalLinkLastDay('2026-12-15')).toBe('2027-01-14');
  });
});
