import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DATE_PICKER_RANGE_ERROR,
  dateFromParts,
  datePickerYears,
  daysInMonth,
  formatIsoDate,
  INVALID_DATE,
  isIsoDate,
  isLeapYear,
  LEASE_EXPIRY_MESSAGES,
  LEASE_EXPIRY_RULES,
  renewalDateRange,
  today,
  yearsFromToday,
} from './dates';
import { REQUIRED, textMessage } from './text-rules';
import { useFixedClock } from '#tests/support/test-helpers';

/** Local noon, so no time zone moves the date. */
const at = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('isLeapYear', () => {
  it.each([
    [1900, false],
    [2000, true],
    [2024, true],
    [2025, false],
    [2100, false],
  ])('%i is leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });
});

describe('daysInMonth', () => {
  it('gives 31, 30 or 28 in a common year', () => {
    const lengths = Array.from({ length: 12 }, (_, index) => daysInMonth(2025, index + 1));
    expect(lengths).toEqual([31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
  });

  it('gives February 29 days only in leap years', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('refuses a month outside 1 to 12', () => {
    expect(() => daysInMonth(2025, 0)).toThrow(RangeError);
    expect(() => daysInMonth(2025, 13)).toThrow(RangeError);
  });
});

describe('dateFromParts', () => {
  it('emits yyyy-mm-dd, zero-padded, once all three parts are chosen', () => {
    expect(dateFromParts(2025, 3, 7)).toBe('2025-03-07');
    expect(dateFromParts(2025, 3)).toBeUndefined();
    expect(dateFromParts(undefined, 3, 7)).toBeUndefined();
  });

  it('emits only days that exist', () => {
    expect(dateFromParts(2024, 2, 29)).toBe('2024-02-29');
    expect(dateFromParts(2025, 2, 29)).toBeUndefined();
    expect(dateFromParts(2025, 4, 30)).toBe('2025-04-30');
    expect(dateFromParts(2025, 4, 31)).toBeUndefined();
    expect(dateFromParts(2025, 1, 0)).toBeUndefined();
    expect(dateFromParts(2025, 13, 1)).toBeUndefined();
    expect(dateFromParts(2025, 1.5, 1)).toBeUndefined();
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['1900-02-29', false],
    ['2025-12-31', true],
    ['2025-1-5', false],
    ['2025-01-05T00:00:00', false],
    ['05/01/2025', false],
    ['', false],
  ])('%j: %s', (text, valid) => {
    expect(isIsoDate(text)).toBe(valid);
  });
});

describe("today, in Sri Lanka from any runtime's time zone", () => {
  const runtimeZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = runtimeZone;
    vi.useRealTimers();
  });

  // A browser abroad or a machine on UTC must ask for the day a server in Colombo accepts.
  it.each(['UTC', 'America/New_York', 'Asia/Colombo', 'Pacific/Kiritimati'])('on %s', (zone) => {
    process.env.TZ = zone;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T18:29:00Z'));
    expect(today()).toBe('2026-11-24');
    vi.setSystemTime(new Date('2026-11-24T18:30:00Z'));
    expect(today()).toBe('2026-11-25');
    expect(yearsFromToday(1)).toBe('2027-11-25');
  });
});

describe('with a fixed clock', () => {
  useFixedClock(2025, 6, 15);

  it('formats today and whole years from it', () => {
    expect(formatIsoDate(at(2025, 1, 2))).toBe('2025-01-02');
    expect(formatIsoDate(at(2025, 12, 31))).toBe('2025-12-31');
    const earlyYear = at(2000, 3, 9);
    earlyYear.setFullYear(33);
    expect(formatIsoDate(earlyYear)).toBe('0033-03-09');
    expect(today()).toBe('2025-06-15');
    expect(yearsFromToday(10)).toBe('2035-06-15');
    expect(yearsFromToday(-70)).toBe('1955-06-15');
  });

  it('moves 29 February to 28 February in a common year', () => {
    vi.setSystemTime(at(2024, 2, 29));
    expect(yearsFromToday(10)).toBe('2034-02-28');
    expect(yearsFromToday(-1)).toBe('2023-02-28');
  });

  describe('datePickerYears', () => {
    it('offers the last 100 years, oldest first, without bounds', () => {
      const range = datePickerYears();
      expect(range.ok && range.years).toHaveLength(100);
      expect(range.ok && [range.years[0], range.years.at(-1)]).toEqual([1926, 2025]);
    });

    it('offers the years between the bounds, both included', () => {
      expect(datePickerYears('2025-06-15', '2035-06-15')).toEqual({
        ok: true,
        years: [2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035],
      });
      expect(datePickerYears(at(2020, 1, 1), at(2020, 12, 31))).toEqual({ ok: true, years: [2020] });
    });

    it('fills a missing bound so the span is 100 years', () => {
      const fromMin = datePickerYears('2000-01-01');
      expect(fromMin.ok && [fromMin.years[0], fromMin.years.at(-1)]).toEqual([2000, 2099]);
      const toMax = datePickerYears(undefined, '2000-01-01');
      expect(toMax.ok && [toMax.years[0], toMax.years.at(-1)]).toEqual([1901, 2000]);
    });

    it('refuses a max year below the min year, in the spec words', () => {
      expect(datePickerYears('2021-01-01', '2020-12-31')).toEqual({
        ok: false,
        error: DATE_PICKER_RANGE_ERROR,
      });
      expect(DATE_PICKER_RANGE_ERROR).toBe('Max year should be grader than min Year');
    });
  });

  describe('lease expiry rules', () => {
    const leaseExpiry = (value: string) => textMessage(value, LEASE_EXPIRY_RULES);

    it('accepts today up to ten years ahead', () => {
      expect(leaseExpiry('2025-06-15')).toBeUndefined();
      expect(leaseExpiry('2035-06-15')).toBeUndefined();
    });

    it('refuses yesterday and ten years and a day ahead', () => {
      expect(leaseExpiry('2025-06-14')).toBe(LEASE_EXPIRY_MESSAGES.past);
      expect(leaseExpiry('2035-06-16')).toBe(LEASE_EXPIRY_MESSAGES.tooFar);
    });

    it('refuses blanks and non-dates', () => {
      expect(leaseExpiry('')).toBe(REQUIRED);
      expect(leaseExpiry('2026-02-29')).toBe(INVALID_DATE);
      expect(leaseExpiry('15/06/2026')).toBe(INVALID_DATE);
    });
  });

  it('renewalDateRange runs from tomorrow to the last day cover may start, 30 days ahead', () => {
    expect(renewalDateRange()).toEqual({ min: '2025-06-16', max: '2025-07-15' });
    vi.setSystemTime(at(2025, 12, 31));
    expect(renewalDateRange()).toEqual({ min: '2026-01-01', max: '2026-01-30' });
  });
});
