// Calendar rules of the spec (motor document, sections 5 and 9): dates travel as 'yyyy-mm-dd', the
// date picker offers a range of years, renewal and lease expiry dates lie between today and ten years
// ahead. "Today" is Sri Lanka's, read from the clock at call time in any runtime time zone: a browser
// abroad or on UTC asks for the day the server (TZ=Asia/Colombo) accepts.
import { addDays, addYears, getDaysInMonth, isLeapYear as isLeapDate, subYears } from 'date-fns';
import type { TextRule } from './text-rules';

export const INVALID_DATE = /*i18n*/ 'Enter a valid date as yyyy-mm-dd';
export const DATE_PICKER_RANGE_ERROR = /*i18n*/ 'Max year should be grader than min Year';
/** The picker's span when no bounds are given (section 9: "Date picker default 100 years"). */
export const DATE_PICKER_DEFAULT_YEARS = 100;
/** Renewal and lease expiry dates may lie up to this many years ahead (section 9). */
export const YEARS_AHEAD = 10;
/** Cover may start at most this many days ahead, a renewal's too, since it starts on its renewal date
 * (issue 20, decision 037). */
export const COVER_START_DAYS_AHEAD = 30;

// setFullYear, unlike the Date constructor, does not turn years 0-99 into 1900-1999.
function firstOfMonth(year: number, month: number): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, 1);
  return date;
}

export function isLeapYear(year: number): boolean {
  return isLeapDate(firstOfMonth(year, 1));
}

/** Days in `month` (1 = January) of `year`: 31, 30, or 28/29 for February. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`month ${month} is not 1 to 12`);
  return getDaysInMonth(firstOfMonth(year, month));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local calendar date of `date` as yyyy-mm-dd. Written out rather than with date-fns' `format`,
 * which parses its pattern on every call: every quote asks for today's date. */
export function formatIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  return `${year}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** Sri Lanka Standard Time: UTC+05:30 all year, without daylight saving (since 2006). */
const SRI_LANKA_OFFSET_MINUTES = 330;

/** Sri Lanka's wall clock now, as a Date whose local fields read it in this runtime's time zone. */
export function sriLankaNow(): Date {
  const now = new Date();
  return new Date(now.getTime() + (SRI_LANKA_OFFSET_MINUTES + now.getTimezoneOffset()) * 60_000);
}

/** Today in Sri Lanka. */
export function today(): string {
  return formatIsoDate(sriLankaNow());
}

/** Today moved by whole years; 29 February lands on 28 February in a common year. */
export function yearsFromToday(years: number): string {
  const now = sriLankaNow();
  return formatIsoDate(years >= 0 ? addYears(now, years) : subYears(now, -years));
}

/**
 * The picker emits a date only once year, month and day are all chosen, and only a date that exists.
 * Also the one place a 'yyyy-mm-dd' text is built, so it is always zero-padded.
 */
export function dateFromParts(year?: number, month?: number, day?: number): string | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999) return undefined;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** True for a 'yyyy-mm-dd' text naming a day that exists ('2025-02-29' does not). */
export function isIsoDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return parts !== null && dateFromParts(Number(parts[1]), Number(parts[2]), Number(parts[3])) === text;
}

export type YearRange = { ok: true; years: number[] } | { ok: false; error: typeof DATE_PICKER_RANGE_ERROR };

function yearOf(bound: Date | string): number {
  return typeof bound === 'string' ? Number(bound.slice(0, 4)) : bound.getFullYear();
}

/**
 * The years a picker offers, oldest first. A missing bound is filled so the span is 100 years: with
 * neither bound, the 100 years ending this year; with one bound, 100 years from or up to it.
 */
export function datePickerYears(minDate?: Date | string, maxDate?: Date | string): YearRange {
  const span = DATE_PICKER_DEFAULT_YEARS - 1;
  const max =
    maxDate !== undefined
      ? yearOf(maxDate)
      : minDate !== undefined
        ? yearOf(minDate) + span
        : sriLankaNow().getFullYear();
  const min = minDate !== undefined ? yearOf(minDate) : max - span;
  if (max < min) return { ok: false, error: DATE_PICKER_RANGE_ERROR };
  return { ok: true, years: Array.from({ length: max - min + 1 }, (_, index) => min + index) };
}

// The rules below follow `isoDate` in a rule list, so they only ever see a valid 'yyyy-mm-dd' text,
// and 'yyyy-mm-dd' texts compare correctly as plain strings.

export const isoDate: TextRule = (value) => (isIsoDate(value) ? undefined : INVALID_DATE);

export const notAfterToday =
  (message: string): TextRule =>
  (value) =>
    value <= today() ? undefined : message;

export const afterToday =
  (message: string): TextRule =>
  (value) =>
    value > today() ? undefined : message;

export const notBeforeToday =
  (message: string): TextRule =>
  (value) =>
    value >= today() ? undefined : message;

/** Today moved by whole days. */
export const daysFromToday = (days: number) => formatIsoDate(addDays(sriLankaNow(), days));

export const withinDaysAhead =
  (days: number, message: string): TextRule =>
  (value) =>
    value <= daysFromToday(days) ? undefined : message;

export const withinYearsAhead =
  (years: number, message: string): TextRule =>
  (value) =>
    value <= yearsFromToday(years) ? undefined : message;

export const LEASE_EXPIRY_MESSAGES = {
  past: /*i18n*/ 'Lease expiry date cannot be in the past',
  tooFar: /*i18n*/ 'Lease expiry date must be within 10 years from today',
} as const;

/** Proposal page lease expiry (motor section 5): today at the earliest, ten years ahead at the latest. */
export const LEASE_EXPIRY_RULES: readonly TextRule[] = [
  isoDate,
  notBeforeToday(LEASE_EXPIRY_MESSAGES.past),
  withinYearsAhead(YEARS_AHEAD, LEASE_EXPIRY_MESSAGES.tooFar),
];

/** The lease expiry picker's bounds: today to ten years ahead. */
export function leaseExpiryRange(): { min: string; max: string } {
  return { min: today(), max: yearsFromToday(YEARS_AHEAD) };
}

/** The renewal picker's bounds: tomorrow (the rule wants a future date) to the last day cover may start. */
export function renewalDateRange(): { min: string; max: string } {
  return { min: daysFromToday(1), max: daysFromToday(COVER_START_DAYS_AHEAD) };
}
