import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed } from '#tests/support/test-helpers';
import { SIGNUP_MESSAGES, signupSchema } from './signup';

const form = { fullName: 'Kamal Perera', nicOrPassportNumber: 'N1234', address: '1 Main St' };

describe('signupSchema', () => {
  it('accepts a complete form', () => {
    expect(parsed(signupSchema, form)).toEqual(form);
  });

  it("says 'required' for each empty field", () => {
    expect(fieldErrors(signupSchema, {})).toEqual({
      fullName: [REQUIRED],
      nicOrPassportNumber: [REQUIRED],
      address: [REQUIRED],
    });
  });

  it("allows the name rule's characters only: 'can only contain a-z'", () => {
    expect(fieldErrors(signupSchema, { ...form, fullName: 'Kamal P.' })).toEqual({});
    expect(fieldErrors(signupSchema, { ...form, fullName: 'Kamal P1' })).toEqual({
      fullName: ['can only contain a-z'],
    });
  });

  it('wants at least 5 characters in each field', () => {
    expect(
      fieldErrors(signupSchema, { fullName: 'Kama', nicOrPassportNumber: 'N123', address: '1 Ma' }),
    ).toEqual({
      fullName: [SIGNUP_MESSAGES.fullNameShort],
      nicOrPassportNumber: [SIGNUP_MESSAGES.nicOrPassportShort],
      address: [SIGNUP_MESSAGES.addressShort],
    });
    expect(
      fieldErrors(signupSchema, { fullName: 'Kamal', nicOrPassportNumber: 'N1234', address: '1 Mai' }),
    ).toEqual({});
  });
});
