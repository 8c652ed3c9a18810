import { describe, expect, it } from 'vitest';
import { fieldErrors, messages, parsed } from '#tests/support/test-helpers';
import {
  OTP_REFUSALS,
  otpCodeSchema,
  otpGenerateSchema,
  otpVerifySchema,
  verificationCodeSchema,
} from './otp';

describe('otpCodeSchema', () => {
  it.each([
    ['', 'OTP code is required'],
    ['   ', 'OTP code is required'],
    ['12345', 'OTP code length is not valid'],
    ['1234567', 'OTP code length is not valid'],
    ['12a456', 'OTP code must have 6 numbers'],
  ])('%j: %s', (code, message) => {
    expect(messages(otpCodeSchema, code)).toEqual([message]);
  });

  it('accepts 6 digits, with surrounding spaces trimmed', () => {
    expect(parsed(otpCodeSchema, ' 012345 ')).toBe('012345');
  });
});

describe('verificationCodeSchema (major illness)', () => {
  it.each([
    ['', 'Verification code is required'],
    ['12345', 'Verification code not valid'],
    ['1234567', 'Verification code not valid'],
    ['abcdef', 'Verification code not valid'],
  ])('%j: %s', (code, message) => {
    expect(messages(verificationCodeSchema, code)).toEqual([message]);
  });

  it('accepts 6 digits', () => {
    expect(messages(verificationCodeSchema, '123456')).toEqual([]);
  });
});

describe('otpVerifySchema', () => {
  it("fills the motor flow's codes", () => {
    expect(parsed(otpVerifySchema, { token: 't0k', otp_code: '123456' })).toEqual({
      main_cat_code: 'MOTOR',
      sub_cat_code: 'MOTOR',
      product_code: 'FULL',
      media_code: 'WEB',
      otp_media: 'SMS',
      token: 't0k',
      otp_code: '123456',
    });
  });

  it('reports the code and the token at their fields', () => {
    expect(fieldErrors(otpVerifySchema, { otp_code: '123' })).toEqual({
      token: ['required'],
      otp_code: ['OTP code length is not valid'],
    });
  });
});

describe('otpGenerateSchema', () => {
  it("takes the personal form's 9 digits or the '94' form and gives the '94' form", () => {
    expect(parsed(otpGenerateSchema, { mobile_number: '771234567' })).toMatchObject({
      mobile_number: '94771234567',
      otp_media: 'SMS',
      is_resend: '0',
      main_cat_code: 'MOTOR',
    });
    expect(parsed(otpGenerateSchema, { mobile_number: '94771234567' }).mobile_number).toBe('94771234567');
  });

  it.each(['0771234567', '+94 77 123 4567'])('reads %j, as people write it, in the 94 form', (typed) => {
    expect(parsed(otpGenerateSchema, { mobile_number: typed }).mobile_number).toBe('94771234567');
  });

  it('refuses a bad e-mail and a resend flag it does not know', () => {
    expect(
      fieldErrors(otpGenerateSchema, { mobile_number: '94771234567', email: 'kamal@', is_resend: 'yes' }),
    ).toEqual({
      email: ['Email is not valid'],
      is_resend: ["Choose '0' or '1'"],
    });
  });
});

describe('OTP_REFUSALS', () => {
  it('counts tries and minutes in words that read right', () => {
    expect(OTP_REFUSALS.wrongCode(1)).toBe('That code is not correct. 1 try left.');
    expect(OTP_REFUSALS.wrongCode(3)).toBe('That code is not correct. 3 tries left.');
    expect(OTP_REFUSALS.tooManySends(1)).toMatch(/in 1 minute\.$/);
  });
});
