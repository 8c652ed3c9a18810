// When cover starts and ends (issue 20, decision 037). The quotation form asks the day cover starts,
// today to 30 days ahead; a renewal starts on its renewal date instead. Cover that starts today runs
// from the time the cover note is issued (it cannot reach back over hours already gone), cover that
// starts later from 00:00; either way to 23:59 of the day before the anniversary. Dates are
// 'yyyy-mm-dd' and times 'HH:mm' in the runtime's time zone, Asia/Colombo (see dates.ts).
import { i18n } from '../i18n';
import { addDays, addYears, parseISO, subDays } from 'date-fns';
import {
  COVER_START_DAYS_AHEAD,
  daysFromToday,
  formatIsoDate,
  isoDate,
  notBeforeToday,
  today,
  withinDaysAhead,
} from '../dates';
import type { TextRule } from '../text-rules';

export const COVER_STARTS_AT_MIDNIGHT = '00:00';
export const COVER_ENDS_AT = '23:59';

export const COVER_START_MESSAGES = {
  past: /*i18n*/ 'Cover cannot start before today',
  tooFar: /*i18n*/ 'Cover can start at most 30 days from today',
} as const;

/** The cover start picker's bounds: today to 30 days ahead. */
export const coverStartRange = () => ({ min: today(), max: daysFromToday(COVER_START_DAYS_AHEAD) });

/** The rules of the quote's cover_start_date (today when not given): today to 30 days ahead. */
export const COVER_START_RULES: readonly TextRule[] = [
  isoDate,
  notBeforeToday(COVER_START_MESSAGES.past),
  withinDaysAhead(COVER_START_DAYS_AHEAD, COVER_START_MESSAGES.tooFar),
];

export interface CoverPeriod {
  /** yyyy-mm-dd */
  from: string;
  /** HH:mm: the time of issue when cover starts on the day of issue, else 00:00. */
  fromTime: string;
  /** yyyy-mm-dd, the last day of cover. */
  to: string;
  /** HH:mm, always 23:59. */
  toTime: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The local time of `date` as HH:mm. */
export const formatTime = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

/**
 * The last day of a year of cover from `from`: the day before its anniversary. The anniversary of
 * 29 February in a common year is 1 March, so that cover ends on 28 February.
 */
export function lastDayOfCover(from: string) {
  const start = parseISO(from);
  const sameDay = addYears(start, 1);
  const anniversary = sameDay.getDate() === start.getDate() ? sameDay : addDays(sameDay, 1);
  return formatIsoDate(subDays(anniversary, 1));
}

/**
 * The period of a cover note issued at `issuedAt` for cover asked to start on `startDate`. A start day
 * already gone by (a quote made for today and paid tomorrow) moves to the day of issue.
 */
export function coverPeriod(startDate: string, issuedAt: Date): CoverPeriod {
  const issuedOn = formatIsoDate(issuedAt);
  const from = startDate > issuedOn ? startDate : issuedOn;
  return {
    from,
    fromTime: from === issuedOn ? formatTime(issuedAt) : COVER_STARTS_AT_MIDNIGHT,
    to: lastDayOfCover(from),
    toTime: COVER_ENDS_AT,
  };
}

/** The period's first and last minutes: ['2026-12-13 00:00', '2027-12-12 23:59']. */
export const periodEnds = (period: CoverPeriod) =>
  [`${period.from} ${period.fromTime}`, `${period.to} ${period.toTime}`] as const;

/** '2026-12-13 00:00 to 2027-12-12 23:59'. */
export const periodText = (period: CoverPeriod) => periodEnds(period).join(' to ');

/** The period as a page shows it before the cover note is issued, when the start time is not known yet. */
export function plannedPeriodText(startDate: string) {
  const from = startDate > today() ? startDate : today();
  const end = `${lastDayOfCover(from)} ${COVER_ENDS_AT}`;
  return from === today()
    ? i18n._(/*i18n*/ 'From {from}, at the time the cover note is issued, to {end}', { from, end })
    : i18n._(/*i18n*/ 'From {from} to {end}', { from: `${from} ${COVER_STARTS_AT_MIDNIGHT}`, end });
}

/** The day cover starts for a purchase: a renewal's date, otherwise the day the quote asked for. */
export const startDateOf = (
  quoteStart: string | undefined,
  person: { is_renewal?: string; renwal_date?: string },
) => (person.is_renewal === '1' && person.renwal_date ? person.renwal_date : (quoteStart ?? today()));

/** Whether cover is in force at `now`: from its first minute to the end of its last. */
export function inForceAt(now: Date, period: CoverPeriod) {
  const minute = `${formatIsoDate(now)} ${formatTime(now)}`;
  if (minute < `${period.from} ${period.fromTime}`) return 'not_started';
  if (minute > `${period.to} ${period.toTime}`) return 'expired';
  return 'in_force';
}
