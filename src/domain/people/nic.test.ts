import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../text-rules';
import { messages, parsed } from '#tests/support/test-helpers';
import { canonicalNic, NIC_MESSAGES, nicNumber, nicRule, parseNic, sameNic } from './nic';

const DOUBTFUL = "NIC Number doesn't seem valid.";

describe('parseNic, old form (9 digits and V or X)', () => {
  it('reads 851234567V as a man born on 2 May 1985 (day 123 of the 366-day year)', () => {
    expect(parseNic('851234567V')).toEqual({
      ok: true,
      birthDate: '1985-05-02',
      gender: 'male',
      form: 'old',
    });
  });

  it('reads day + 500 as a woman born that day', () => {
    expect(parseNic('856234567v')).toEqual({
      ok: true,
      birthDate: '1985-05-02',
      gender: 'female',
      form: 'old',
    });
  });

  it('accepts V and X in either case', () => {
    for (const letter of ['V', 'v', 'X', 'x']) expect(parseNic(`851234567${letter}`).ok).toBe(true);
  });

  it.each([
    ['00', '2000'],
    ['29', '2029'],
    ['30', '1930'],
    ['99', '1999'],
  ])('reads year %s as %s', (digits, year) => {
    const result = parseNic(`${digits}0010000V`);
    expect(result.ok && result.birthDate).toBe(`${year}-01-01`);
  });

  it('reads day 060 as 29 February only in a leap year', () => {
    expect(parseNic('000600000V')).toMatchObject({ ok: true, birthDate: '2000-02-29' });
    expect(parseNic('010600000V')).toMatchObject({ ok: false, message: DOUBTFUL });
  });
});

describe('parseNic, new form (12 digits)', () => {
  it('reads the year from the first four digits', () => {
    expect(parseNic('199012345678')).toEqual({
      ok: true,
      birthDate: '1990-05-02',
      gender: 'male',
      form: 'new',
    });
  });

  it.each([
    ['001', '2001-01-01', 'male'],
    ['031', '2001-01-31', 'male'],
    ['032', '2001-02-01', 'male'],
    ['061', '2001-03-01', 'male'],
    ['366', '2001-12-31', 'male'],
    ['501', '2001-01-01', 'female'],
    ['561', '2001-03-01', 'female'],
    ['866', '2001-12-31', 'female'],
  ])('day %s of 2001 is %s (%s): March 1 is day 61 in every year', (day, birthDate, gender) => {
    expect(parseNic(`2001${day}12345`)).toEqual({ ok: true, birthDate, gender, form: 'new' });
  });

  it.each(['000', '367', '400', '500', '867', '999'])('refuses day %s as doubtful', (day) => {
    expect(parseNic(`2001${day}12345`)).toEqual({ ok: false, reason: 'impossibleDay', message: DOUBTFUL });
  });

  it.each([
    ['2000', true],
    ['2024', true],
    ['2025', false],
    ['1900', false],
  ])('day 060 and 560 of %s exist: %s', (year, exists) => {
    expect(parseNic(`${year}06012345`).ok).toBe(exists);
    expect(parseNic(`${year}56012345`).ok).toBe(exists);
  });

  it('reads day 060 of a leap year as 29 February', () => {
    expect(parseNic('202456012345')).toEqual({
      ok: true,
      birthDate: '2024-02-29',
      gender: 'female',
      form: 'new',
    });
  });
});

describe('parseNic refusals', () => {
  it("says 'too long' above 13 characters, before anything else", () => {
    expect(parseNic('12345678901234')).toEqual({
      ok: false,
      reason: 'tooLong',
      message: 'NIC Number is too long.',
    });
    expect(parseNic('abcdefghijklmn')).toMatchObject({ reason: 'tooLong' });
  });

  it.each([
    '1990123456789',
    '85123456V',
    '8512345678V',
    '85123456VV',
    '851234567Z',
    '19901234567',
    'abc',
    '',
  ])("refuses %j as neither form with the form's message", (text) => {
    expect(parseNic(text)).toEqual({ ok: false, reason: 'malformed', message: 'NIC is not valid ' });
  });

  it('ignores surrounding spaces', () => {
    expect(parseNic(' 851234567V ').ok).toBe(true);
  });
});

describe('nicRule', () => {
  it('lets each form word the malformed case its own way', () => {
    expect(nicRule('NIC Number is not valid')('123')).toBe('NIC Number is not valid');
    expect(nicRule('NIC Number is not valid')('200136712345')).toBe(DOUBTFUL);
    expect(nicRule()('123')).toBe(NIC_MESSAGES.malformed);
    expect(nicRule()('851234567V')).toBeUndefined();
  });
});

describe('nicNumber (personal-info field)', () => {
  it('gives the spec messages, trailing space included', () => {
    expect(messages(nicNumber, '')).toEqual([REQUIRED]);
    expect(messages(nicNumber, '85123456')).toEqual(['NIC is not valid ']);
    expect(messages(nicNumber, '12345678901234')).toEqual(['NIC Number is too long.']);
    expect(messages(nicNumber, '200100012345')).toEqual([DOUBTFUL]);
    expect(parsed(nicNumber, ' 851234567v ')).toBe('851234567v');
  });
});

describe('sameNic', () => {
  it('treats the trailing letter case-insensitively', () => {
    expect(sameNic('851234567v', '851234567V ')).toBe(true);
    expect(sameNic('851234567V', '851234568V')).toBe(false);
  });
});

describe('canonicalNic', () => {
  it('gives the 12-digit form of an old card, and a new card as it is', () => {
    expect(canonicalNic('851234567v')).toBe('198512304567');
    expect(canonicalNic(' 198512304567 ')).toBe('198512304567');
    expect(sameNic('851234567V', '198512304567')).toBe(true);
  });
});
