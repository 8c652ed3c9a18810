import { describe, expect, it } from 'vitest';
import { fieldErrors, messages, parsed } from './test-helpers';
import { otpCodeSchema, otpVerifySchema, verificationCodeSchema } from './otp';

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
