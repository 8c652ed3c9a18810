import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed } from '#tests/support/test-helpers';
import { loginRequestSchema, loginSchema, loginVerifySchema } from './login';

describe('login forms', () => {
  it('RequestOTP checks the mobile number only', () => {
    expect(fieldErrors(loginRequestSchema, { mobileNumber: '0871234567' })).toEqual({
      mobileNumber: ['Mobile number should start with 07'],
    });
    expect(parsed(loginRequestSchema, { mobileNumber: '0771234567' })).toEqual({
      mobileNumber: '0771234567',
    });
  });

  it.each([
    ['', REQUIRED],
    ['12345', 'OTP code must have 6 numbers'],
    ['1234567', 'OTP code must have 6 numbers'],
    ['12345a', 'OTP code must have 6 numbers'],
  ])('VerifyOTP code %j: %s', (OTPcode, message) => {
    expect(fieldErrors(loginVerifySchema, { OTPcode })).toEqual({ OTPcode: [message] });
  });

  it('checks both fields together', () => {
    expect(fieldErrors(loginSchema, {})).toEqual({ mobileNumber: [REQUIRED], OTPcode: [REQUIRED] });
    expect(fieldErrors(loginSchema, { mobileNumber: '077123456', OTPcode: '123456' })).toEqual({
      mobileNumber: ['Mobile number must have 10 numbers'],
    });
  });
});
