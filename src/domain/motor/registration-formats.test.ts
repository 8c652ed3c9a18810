import { describe, expect, it } from 'vitest';
import { assembleRegistrationNumber, registrationParts } from './registration-formats';

describe('registrationParts', () => {
  it('reads back the parts assembleRegistrationNumber joined, for each format', () => {
    const cases = [
      ['WP ABC-1234', 'WP', 'CAB', '1234'],
      ['WP AB-1234', 'SP', 'GA', '0001'],
      ['302-1234', '', '302', '1234'],
      ['10-SRI-1234', '', '10', '5678'],
    ] as const;
    for (const [format, part1, part2, part3] of cases)
      expect(
        registrationParts(format, assembleRegistrationNumber(format, part1, part2, part3)),
        format,
      ).toEqual([part1, part2, part3]);
  });

  it('reads a number in lower case as the upper-case parts the form shows', () => {
    expect(registrationParts('WP ABC-1234', ' wp-cab-1234 ')).toEqual(['WP', 'CAB', '1234']);
  });

  it('is undefined for a number of another shape than the format', () => {
    expect(registrationParts('WP ABC-1234', '302-1234')).toBeUndefined();
    expect(registrationParts('302-1234', 'WP-CAB-1234')).toBeUndefined();
    expect(registrationParts('10-SRI-1234', '10-ABC-1234')).toBeUndefined();
  });
});
