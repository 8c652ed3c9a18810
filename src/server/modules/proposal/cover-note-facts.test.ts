import { describe, expect, it } from 'vitest';
import { COVER_NOTE_NO } from '#domain/motor/cover-note';
import { newCoverNoteNo, periodOfCover } from './cover-note-facts';

describe('periodOfCover', () => {
  it.each([
    ['2026-11-22', '2027-11-21'],
    ['2026-01-01', '2026-12-31'],
    ['2027-03-01', '2028-02-29'],
    ['2028-03-01', '2029-02-28'],
    ['2028-02-29', '2029-02-28'],
    ['2027-02-28', '2028-02-27'],
  ])('covers a year from %s to %s, both days included', (from, to) => {
    expect(periodOfCover(from)).toEqual({ from, to });
  });
});

describe('newCoverNoteNo', () => {
  it("is 'CN', the year of issue and 8 random Crockford base-32 characters", () => {
    const numbers = Array.from({ length: 200 }, () => newCoverNoteNo('2026-11-22'));
    for (const number of numbers) expect(number).toMatch(COVER_NOTE_NO);
    expect(numbers.every((number) => number.startsWith('CN-2026-'))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
