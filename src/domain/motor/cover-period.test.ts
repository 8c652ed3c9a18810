import { describe, expect, it } from 'vitest';
import { useFixedClock } from '#tests/support/test-helpers';
import { COVER_START_MESSAGES, coverPeriod, inForceAt, plannedPeriodText, startDateOf } from './cover-period';
import { fullQuoteSchema } from './quote';

describe('coverPeriod', () => {
  const issuedAt = new Date(2026, 10, 23, 14, 7, 42);

  it('runs from the time of issue when cover starts on the day of issue', () => {
    expect(coverPeriod('2026-11-23', issuedAt)).toEqual({
      from: '2026-11-23',
      fromTime: '14:07',
      to: '2027-11-22',
      toTime: '23:59',
    });
  });

  it('runs from 00:00 of a later start day to 23:59 of the day before its anniversary', () => {
    expect(coverPeriod('2026-12-13', issuedAt)).toEqual({
      from: '2026-12-13',
      fromTime: '00:00',
      to: '2027-12-12',
      toTime: '23:59',
    });
  });

  it('moves a start day already gone by to the time of issue', () => {
    expect(coverPeriod('2026-11-20', issuedAt)).toMatchObject({ from: '2026-11-23', fromTime: '14:07' });
  });

  it.each([
    ['2026-01-01', '2026-12-31'],
    ['2027-03-01', '2028-02-29'],
    ['2028-03-01', '2029-02-28'],
    ['2028-02-29', '2029-02-28'],
    ['2027-02-28', '2028-02-27'],
  ])('covers a year from %s to %s 23:59, leap days included', (from, to) => {
    expect(coverPeriod(from, new Date(2025, 11, 31, 9))).toMatchObject({ from, to, toTime: '23:59' });
  });
});

describe('inForceAt', () => {
  const period = { from: '2026-12-13', fromTime: '09:30', to: '2027-12-12', toTime: '23:59' };
  it.each([
    [new Date(2026, 11, 13, 9, 29), 'not_started'],
    [new Date(2026, 11, 13, 9, 30), 'in_force'],
    [new Date(2027, 11, 12, 23, 59, 59), 'in_force'],
    [new Date(2027, 11, 13, 0, 0), 'expired'],
  ])('at %s: %s', (now, standing) => {
    expect(inForceAt(now, period)).toBe(standing);
  });
});

describe('cover_start_date', () => {
  useFixedClock(2026, 11, 23);
  const parse = (value: unknown) => fullQuoteSchema.shape.cover_start_date.safeParse(value);

  it('is today when not given, and today to 30 days ahead when given', () => {
    expect(parse(undefined).data).toBe('2026-11-23');
    expect(parse('').data).toBe('2026-11-23');
    expect(parse('2026-11-23').data).toBe('2026-11-23');
    expect(parse('2026-12-23').data).toBe('2026-12-23');
  });

  it.each([
    ['2026-11-22', COVER_START_MESSAGES.past],
    ['2026-12-24', COVER_START_MESSAGES.tooFar],
    ['2026-02-30', 'Enter a valid date as yyyy-mm-dd'],
  ])('refuses %s', (value, message) => {
    expect(parse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('startDateOf', () => {
  it("is a renewal's date, whatever the quote asked", () => {
    expect(startDateOf('2026-11-23', { is_renewal: '1', renwal_date: '2026-12-13' })).toBe('2026-12-13');
    expect(startDateOf('2026-11-30', { is_renewal: '0', renwal_date: '2026-12-13' })).toBe('2026-11-30');
  });
});

describe('plannedPeriodText', () => {
  useFixedClock(2026, 11, 23);
  it('says cover starting today runs from the time of issue, a later start from 00:00', () => {
    expect(plannedPeriodText('2026-11-23')).toBe(
      'From 2026-11-23, at the time the cover note is issued, to 2027-11-22 23:59',
    );
    expect(plannedPeriodText('')).toBe(plannedPeriodText('2026-11-23'));
    expect(plannedPeriodText('2026-12-13')).toBe('From 2026-12-13 00:00 to 2027-12-12 23:59');
  });
});
