import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed } from '#tests/support/test-helpers';
import { REGISTRATION_MESSAGES, registrationSchema } from './registration';
import {
  assembleRegistrationNumber,
  hasProvince,
  PROVINCES,
  REGISTRATION_FORMATS,
} from './registration-formats';

const NOT_VALID = 'not valid';

describe('hasProvince', () => {
  it('is true for the WP formats only (the form hides the province otherwise)', () => {
    expect(REGISTRATION_FORMATS.map(hasProvince)).toEqual([true, true, false, false]);
  });
});

describe('assembleRegistrationNumber', () => {
  it('joins province, letters and digits for the WP formats', () => {
    expect(assembleRegistrationNumber('WP ABC-1234', 'WP', 'CAB', '1234')).toBe('WP-CAB-1234');
    expect(assembleRegistrationNumber('WP AB-1234', 'SP', 'GA', '0001')).toBe('SP-GA-0001');
  });

  it('leaves the unused first part out of 302-1234', () => {
    expect(assembleRegistrationNumber('302-1234', 'WP', '302', '1234')).toBe('302-1234');
  });

  it("puts 'SRI' between the parts of 10-SRI-1234", () => {
    expect(assembleRegistrationNumber('10-SRI-1234', undefined, '10', '1234')).toBe('10-SRI-1234');
  });

  it('writes every part in capitals', () => {
    expect(assembleRegistrationNumber('WP ABC-1234', 'wp', 'cab', '12a4')).toBe('WP-CAB-12A4');
  });
});

describe('registrationSchema', () => {
  const plate = (format: string, one?: string, two?: string, three?: string) => ({
    veh_reg_format: format,
    veh_reg_format_1: one,
    veh_reg_format_2: two,
    veh_reg_format_3: three,
  });

  it.each([
    [plate('WP ABC-1234', 'WP', 'CAB', '1234'), 'WP-CAB-1234'],
    [plate('WP AB-1234', 'cp', 'ga', '5678'), 'CP-GA-5678'],
    [plate('302-1234', undefined, '302', '1234'), '302-1234'],
    [plate('10-SRI-1234', 'ignored', '10', '1234'), '10-SRI-1234'],
  ])('accepts %j and assembles %s', (input, number) => {
    expect(parsed(registrationSchema, input).veh_registration_no).toBe(number);
  });

  it("defaults to 'WP ABC-1234'", () => {
    expect(parsed(registrationSchema, plate('', 'WP', 'CAB', '1234')).veh_reg_format).toBe('WP ABC-1234');
  });

  it('replaces a number sent alongside by the one the parts make', () => {
    const input = { ...plate('WP ABC-1234', 'WP', 'CAB', '1234'), veh_registration_no: 'XX-1' };
    expect(parsed(registrationSchema, input).veh_registration_no).toBe('WP-CAB-1234');
  });

  it.each([
    ['WP ABC-1234', [2, 3, 4]],
    ['WP AB-1234', [2, 2, 4]],
  ] as const)('%s wants parts of exactly %j characters', (format, [, two, three]) => {
    const good = plate(format, 'WP', 'A'.repeat(two), '1'.repeat(three));
    expect(fieldErrors(registrationSchema, good)).toEqual({});
    expect(
      fieldErrors(registrationSchema, plate(format, 'WP', 'A'.repeat(two - 1), '1'.repeat(three + 1))),
    ).toEqual({
      veh_reg_format_2: [NOT_VALID],
      veh_reg_format_3: [NOT_VALID],
    });
    expect(
      fieldErrors(registrationSchema, plate(format, 'WP', 'A'.repeat(two + 1), '1'.repeat(three - 1))),
    ).toEqual({
      veh_reg_format_2: [NOT_VALID],
      veh_reg_format_3: [NOT_VALID],
    });
  });

  it.each([
    ['302-1234', 3],
    ['10-SRI-1234', 2],
  ] as const)('%s wants part 2 of %i characters and part 3 of 4, and no part 1', (format, two) => {
    expect(fieldErrors(registrationSchema, plate(format, undefined, '1'.repeat(two), '1234'))).toEqual({});
    expect(fieldErrors(registrationSchema, plate(format, '!!!', '1'.repeat(two + 1), '123'))).toEqual({
      veh_reg_format_2: [NOT_VALID],
      veh_reg_format_3: [NOT_VALID],
    });
    expect(fieldErrors(registrationSchema, plate(format, '', '1'.repeat(two - 1), '12345'))).toEqual({
      veh_reg_format_2: [NOT_VALID],
      veh_reg_format_3: [NOT_VALID],
    });
  });

  it('takes the province from the list, in either case', () => {
    for (const province of PROVINCES) {
      expect(
        fieldErrors(registrationSchema, plate('WP AB-1234', province.toLowerCase(), 'GA', '1234')),
      ).toEqual({});
    }
    expect(fieldErrors(registrationSchema, plate('WP AB-1234', 'XY', 'GA', '1234'))).toEqual({
      veh_reg_format_1: [NOT_VALID],
    });
  });

  it('wants letters and digits only', () => {
    expect(fieldErrors(registrationSchema, plate('WP ABC-1234', 'WP', 'C-B', '12 4'))).toEqual({
      veh_reg_format_2: [NOT_VALID],
      veh_reg_format_3: [NOT_VALID],
    });
  });

  it("says 'required' for each missing part of the format", () => {
    expect(fieldErrors(registrationSchema, plate('WP ABC-1234'))).toEqual({
      veh_reg_format_1: [REQUIRED],
      veh_reg_format_2: [REQUIRED],
      veh_reg_format_3: [REQUIRED],
    });
    expect(fieldErrors(registrationSchema, plate('302-1234'))).toEqual({
      veh_reg_format_2: [REQUIRED],
      veh_reg_format_3: [REQUIRED],
    });
  });

  it('refuses an unknown format at its field', () => {
    expect(fieldErrors(registrationSchema, plate('ABC', 'WP', 'CAB', '1234'))).toEqual({
      veh_reg_format: [REGISTRATION_MESSAGES.format],
    });
  });
});
