import { describe, expect, it } from 'vitest';
import { INVALID_DATE } from '../dates';
import { REQUIRED } from '../text-rules';
import { EMAIL_MESSAGES } from '../people/email';
import { NAME_MESSAGES } from '../people/name';
import { fieldErrors, parsed, useFixedClock } from '#tests/support/test-helpers';
import { HOLDER_MESSAGES, policyHolderSchema, policyHoldersSchema } from './policy-holder';

useFixedClock(2025, 6, 15);

const plans = [{ companyId: 1, limitId: 3 }];
const main = {
  id: 0,
  nameInitials: 'K A Perera',
  nicNumber: '851234567V',
  dateOfBirth: '1985-05-02',
  mobileNumber: '771234567',
  email: 'kamal@example.lk',
  relationship: { value: 1, description: 'Main member', code: 'MS' },
  plans,
};
const son = {
  id: 1,
  nameInitials: 'S Perera',
  nicNumber: '200512545678',
  dateOfBirth: '2005-05-05',
  relationship: { value: 2, description: 'Son', code: 'SO' },
  plans,
};
const errorsOf = (holder: object) => fieldErrors(policyHolderSchema, holder);

describe('policyHolderSchema', () => {
  it('accepts a complete main member and a family member without contact details', () => {
    expect(parsed(policyHolderSchema, main)).toMatchObject({ nameInitials: 'K A Perera', plans });
    expect(errorsOf(son)).toEqual({});
  });

  it("gives the holder form's own 'required' messages", () => {
    expect(errorsOf({})).toEqual({
      nameInitials: ['Name with Initials is required'],
      nicNumber: ['NIC Number is required'],
      dateOfBirth: [REQUIRED],
      relationship: ['Relationship is required'],
      plans: [HOLDER_MESSAGES.plansRequired],
    });
  });

  it('checks the name: the name rule, 3 to 30 characters', () => {
    expect(errorsOf({ ...son, nameInitials: 'S. Perera' })).toEqual({});
    expect(errorsOf({ ...son, nameInitials: 'S Perera 2' })).toEqual({
      nameInitials: ['Name Initials is not valid'],
    });
    expect(errorsOf({ ...son, nameInitials: 'Sa' })).toEqual({ nameInitials: [NAME_MESSAGES.holderLength] });
    expect(errorsOf({ ...son, nameInitials: 'S'.repeat(31) })).toEqual({
      nameInitials: [NAME_MESSAGES.holderLength],
    });
  });

  it.each([
    ['85123456V', 'NIC Number is not valid'],
    ['8512345678V', 'NIC Number is not valid'],
    ['1985123456789', 'NIC Number is not valid'],
    ['19851234567890', 'NIC Number is not valid'],
    ['851234567Z', 'NIC Number is not valid'],
    ['850001234V', "NIC Number doesn't seem valid."],
  ])('NIC %j: %s', (nicNumber, message) => {
    expect(errorsOf({ ...main, nicNumber })).toEqual({ nicNumber: [message] });
  });

  describe('age: strictly above 1 and below 70', () => {
    it.each([
      ['2024-06-15', false],
      ['2024-06-14', true],
      ['1955-06-16', true],
      ['1955-06-15', false],
      ['2025-06-16', false],
    ])('born %s: accepted %s', (dateOfBirth, accepted) => {
      expect(errorsOf({ ...son, dateOfBirth })).toEqual(
        accepted ? {} : { dateOfBirth: ['age should be between 1 and 70'] },
      );
    });

    it('wants YYYY-MM-DD', () => {
      expect(errorsOf({ ...son, dateOfBirth: '05/05/2005' })).toEqual({ dateOfBirth: [INVALID_DATE] });
    });
  });

  describe('main member (MS)', () => {
    it('must give a mobile number and an e-mail', () => {
      expect(errorsOf({ ...main, mobileNumber: '', email: undefined })).toEqual({
        mobileNumber: [REQUIRED],
        email: [REQUIRED],
      });
    });

    it('must give a Dialog number of 9 digits', () => {
      expect(errorsOf({ ...main, mobileNumber: '711234567' })).toEqual({
        mobileNumber: ['Please enter your Dialog mobile number'],
      });
      expect(errorsOf({ ...main, mobileNumber: '0771234567' })).toEqual({
        mobileNumber: ['Mobile Number Not Valid'],
      });
    });

    it('must give a valid e-mail of 5 to 60 characters', () => {
      expect(errorsOf({ ...main, email: 'kamal@' })).toEqual({ email: [EMAIL_MESSAGES.invalid] });
      expect(errorsOf({ ...main, email: `${'k'.repeat(55)}@b.com` })).toEqual({
        email: [EMAIL_MESSAGES.holderLength],
      });
    });
  });

  it('checks contact details a family member chooses to give', () => {
    expect(errorsOf({ ...son, mobileNumber: '123', email: 'x' })).toEqual({
      mobileNumber: ['Mobile Number Not Valid'],
      email: [EMAIL_MESSAGES.invalid],
    });
  });

  it('wants a known relationship code', () => {
    expect(errorsOf({ ...son, relationship: { value: 0, description: 'Select Relationship' } })).toEqual({
      relationship: ['Relationship is required'],
    });
    expect(errorsOf({ ...son, relationship: null })).toEqual({ relationship: ['Relationship is required'] });
    expect(errorsOf({ ...son, relationship: { code: 'XX' } })).toEqual({
      relationship: [HOLDER_MESSAGES.relationshipInvalid],
    });
    for (const code of ['SO', 'DA', 'SIL', 'DIL'])
      expect(errorsOf({ ...son, relationship: { code } })).toEqual({});
  });
});

describe('policyHoldersSchema', () => {
  const member = (index: number, code: string) => ({
    ...son,
    id: index,
    nameInitials: `Member ${'abcdefgh'[index]}`,
    nicNumber: `20051254567${index}`,
    relationship: { code },
  });

  it('accepts a main member with up to four family members', () => {
    const holders = [main, member(1, 'SO'), member(2, 'SO'), member(3, 'DA'), member(4, 'SIL')];
    expect(parsed(policyHoldersSchema, holders)).toHaveLength(5);
  });

  it('refuses a sixth member and an empty list', () => {
    const six = [main, member(1, 'SO'), member(2, 'SO'), member(3, 'DA'), member(4, 'SIL'), member(5, 'DIL')];
    expect(fieldErrors(policyHoldersSchema, six)).toEqual({ '': [HOLDER_MESSAGES.tooMany] });
    expect(fieldErrors(policyHoldersSchema, [])).toEqual({ '': [HOLDER_MESSAGES.none] });
  });

  it('refuses a list that is no list, or holds null, with the type error', () => {
    expect(fieldErrors(policyHoldersSchema, null)).toEqual({
      '': ['Invalid input: expected array, received null'],
    });
    expect(fieldErrors(policyHoldersSchema, [main, null])).toEqual({
      '1': ['Invalid input: expected object, received null'],
    });
  });

  it('flags a repeated NIC, name or main member on the later holder', () => {
    const copy = { ...main, id: 1, nicNumber: '851234567v', nameInitials: 'k a  perera' };
    expect(fieldErrors(policyHoldersSchema, [main, copy])).toEqual({
      '1.nicNumber': ['This NIC already used!'],
      '1.nameInitials': ['This Name already used!'],
      '1.relationship': ['This relationship already used!'],
    });
  });

  it('lets sons, daughters and in-laws repeat', () => {
    const holders = [main, member(1, 'DA'), member(2, 'DA'), member(3, 'DIL'), member(4, 'DIL')];
    expect(fieldErrors(policyHoldersSchema, holders)).toEqual({});
  });

  it('wants a main member', () => {
    expect(fieldErrors(policyHoldersSchema, [member(1, 'SO')])).toEqual({
      '0.relationship': [HOLDER_MESSAGES.mainMemberMissing],
    });
  });

  it("reports each holder's own problems at its index alongside duplicates", () => {
    const holders = [main, { ...member(1, 'SO'), relationship: undefined, nicNumber: main.nicNumber }];
    expect(fieldErrors(policyHoldersSchema, holders)).toEqual({
      '1.relationship': ['Relationship is required'],
      '1.nicNumber': ['This NIC already used!'],
    });
  });
});
