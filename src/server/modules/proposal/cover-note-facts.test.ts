import { describe, expect, it } from 'vitest';
import { COVER_NOTE_NO } from '#domain/motor/cover-note';
import { limitationsAsToUse, newCoverNoteNo } from './cover-note-facts';

describe('newCoverNoteNo', () => {
  it("is 'CN', the year of issue and 8 random Crockford base-32 characters", () => {
    const numbers = Array.from({ length: 200 }, () => newCoverNoteNo('2026-11-22'));
    for (const number of numbers) expect(number).toMatch(COVER_NOTE_NO);
    expect(numbers.every((number) => number.startsWith('CN-2026-'))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('limitationsAsToUse', () => {
  it('follows the purpose of use and always excludes racing and the motor trade', () => {
    expect(limitationsAsToUse('Private')).toMatch(/^Use only for social, domestic and pleasure purposes/);
    expect(limitationsAsToUse('Hiring')).toMatch(/^Use for the carriage of passengers for hire or reward/);
    expect(limitationsAsToUse('Goods')).toMatch(/^Use for goods purposes, as declared in the proposal/);
    for (const use of ['Private', 'Hiring', 'Rent', 'Goods'])
      expect(limitationsAsToUse(use)).toContain('racing');
  });
});
