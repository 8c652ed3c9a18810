import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../dates';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed, useFixedClock } from '#tests/support/test-helpers';
import { MOBILE_MESSAGES } from './mobile';
import { PERSONAL_INFO_MESSAGES, personalContactSchema, personalInfoSchema } from './personal-info';

useFixedClock(2025, 6, 15);

const form = {
  name_initials: 'K A Perera',
  nic_number: '851234567V',
  date_of_birth: '1985-05-02',
  mobile_number: '771234567',
  email: 'kamal@example.lk',
  street_one: 'Galle Road',
  city: 'Colombo',
};
const renewal = { ...form, is_renewal: '1', existing_insurer: '7' };
const errorsOf = (input: object) => fieldErrors(personalInfoSchema, input);

describe('personalInfoSchema', () => {
  it('fills the defaults of section 3', () => {
    expect(parsed(personalInfoSchema, form)).toMatchObject({
      title: 'Mr',
      is_renewal: '0',
      identify_type: 'nic_number',
      product_code: 'motor-full',
      step: '1',
      otp_media: 'SMS',
    });
  });

  it("says 'required' at each required field", () => {
    expect(errorsOf({})).toEqual({
      name_initials: [REQUIRED],
      nic_number: [REQUIRED],
      date_of_birth: [REQUIRED],
      mobile_number: [REQUIRED],
      email: [REQUIRED],
      street_one: [REQUIRED],
      city: [REQUIRED],
    });
  });

  it('leaves address_no, street_two and the other extras optional', () => {
    expect(errorsOf({ ...form, address_no: '', street_two: '  ', home_number: null })).toEqual({});
  });

  it("takes names the Sri Lankan way, and refuses others with 'Name is not valid '", () => {
    expect(errorsOf({ ...form, name_initials: 'K. A. Perera' })).toEqual({});
    expect(errorsOf({ ...form, name_initials: 'K.A. Perera 2' })).toEqual({
      name_initials: ['Name is not valid '],
    });
  });

  it('refuses an unknown title', () => {
    expect(Object.keys(errorsOf({ ...form, title: 'Sir' }))).toEqual(['title']);
  });

  it.each([
    ['77123456', [MOBILE_MESSAGES.personalInfo]],
    ['771234567', undefined],
    ['7712345678', [MOBILE_MESSAGES.personalInfo]],
    ['77123456x', [MOBILE_MESSAGES.personalInfo]],
  ])('mobile %j: %j', (mobile_number, errors) => {
    expect(errorsOf({ ...form, mobile_number }).mobile_number).toEqual(errors);
  });

  describe('identity', () => {
    it('checks the NIC when the identity is NIC', () => {
      expect(errorsOf({ ...form, nic_number: '' })).toEqual({ nic_number: [REQUIRED] });
      expect(errorsOf({ ...form, nic_number: '85123456' })).toEqual({ nic_number: ['NIC is not valid '] });
      expect(errorsOf({ ...form, nic_number: '1985123456789' })).toEqual({
        nic_number: ['NIC is not valid '],
      });
      expect(errorsOf({ ...form, nic_number: '19851234567890' })).toEqual({
        nic_number: ['NIC Number is too long.'],
      });
      expect(errorsOf({ ...form, nic_number: '198536712345' })).toEqual({
        nic_number: ["NIC Number doesn't seem valid."],
      });
    });

    it('does not ask for the passport when the identity is NIC', () => {
      expect(errorsOf({ ...form, passport_number: '' })).toEqual({});
    });

    it('asks for the passport, and not the NIC, when the identity is passport', () => {
      const passport = { ...form, identify_type: 'passport_number', nic_number: 'junk' };
      expect(errorsOf(passport)).toEqual({ passport_number: [REQUIRED] });
      expect(parsed(personalInfoSchema, { ...passport, passport_number: 'N1234567' }).passport_number).toBe(
        'N1234567',
      );
    });

    it('refuses another identity type', () => {
      expect(errorsOf({ ...form, identify_type: 'licence' })).toEqual({
        identify_type: [PERSONAL_INFO_MESSAGES.identifyType],
      });
    });
  });

  describe('date_of_birth', () => {
    const passportHolder = { ...form, identify_type: 'passport_number', passport_number: 'N1234567' };

    it('wants a real date, not after today', () => {
      const withBirth = (date_of_birth: string) => errorsOf({ ...passportHolder, date_of_birth });
      expect(withBirth('1985-02-29')).toEqual({ date_of_birth: [INVALID_DATE] });
      expect(withBirth('2025-06-15')).toEqual({});
      expect(withBirth('2025-06-16')).toEqual({ date_of_birth: [PERSONAL_INFO_MESSAGES.birthInFuture] });
    });

    it('must be the date the NIC encodes', () => {
      expect(errorsOf({ ...form, date_of_birth: '1985-05-03' })).toEqual({
        date_of_birth: [PERSONAL_INFO_MESSAGES.birthNotNic],
      });
      expect(errorsOf({ ...form, nic_number: '198512302345', date_of_birth: '1985-05-02' })).toEqual({});
    });
  });

  describe('renewal', () => {
    it('does not check renewal fields for a new policy', () => {
      expect(errorsOf({ ...form, is_renewal: '0', renwal_date: '2000-01-01' })).toEqual({});
    });

    it('asks for the renewal date and the existing insurer for a renewal', () => {
      expect(errorsOf({ ...form, is_renewal: '1' })).toEqual({
        renwal_date: [REQUIRED],
        existing_insurer: [REQUIRED],
      });
    });

    it.each([
      ['2025-06-14', ['Enter a future date']],
      ['2025-06-15', ['Enter a future date']],
      ['2025-06-16', undefined],
      ['2025-07-15', undefined],
      ['2025-07-16', [PERSONAL_INFO_MESSAGES.renewalTooFar]],
      ['2035-06-15', [PERSONAL_INFO_MESSAGES.renewalTooFar]],
      ['2026-02-29', [INVALID_DATE]],
    ])('renewal date %s: %j', (renwal_date, errors) => {
      expect(errorsOf({ ...renewal, renwal_date }).renwal_date).toEqual(errors);
    });

    it('refuses an unknown renewal flag', () => {
      expect(errorsOf({ ...form, is_renewal: 'yes' })).toEqual({
        is_renewal: [PERSONAL_INFO_MESSAGES.isRenewal],
      });
    });
  });

  it('lists field and cross-field problems together', () => {
    expect(errorsOf({ ...form, name_initials: '', city: '', is_renewal: '1', nic_number: 'x' })).toEqual({
      name_initials: [REQUIRED],
      city: [REQUIRED],
      nic_number: ['NIC is not valid '],
      renwal_date: [REQUIRED],
      existing_insurer: [REQUIRED],
    });
  });
});

describe('personalContactSchema (before asking for a code)', () => {
  it('checks only title, name, mobile and e-mail', () => {
    expect(
      fieldErrors(personalContactSchema, { name_initials: 'K Perera', mobile_number: '771234567' }),
    ).toEqual({
      email: [REQUIRED],
    });
  });
});
