import { describe, expect, it } from 'vitest';
import { REQUIRED, textMessage } from '../text-rules';
import { messages, parsed } from '#tests/support/test-helpers';
import {
  dialogMobileRules,
  loginMobile,
  MOBILE_MESSAGES,
  mobileForDisplay,
  mobileForStorage,
  personalInfoMobile,
  prefixedMobile,
  toNinetyFour,
} from './mobile';

describe('toNinetyFour', () => {
  it("puts '94' before the 9 digits", () => {
    expect(toNinetyFour('771234567')).toBe('94771234567');
  });

  it.each(['77123456', '0771234567', '77123456a', ''])('refuses %j', (text) => {
    expect(() => toNinetyFour(text)).toThrow(RangeError);
  });
});

describe('display and storage rules', () => {
  it('strips the first two characters of a number longer than 9 for display', () => {
    expect(mobileForDisplay('94771234567')).toBe('771234567');
    expect(mobileForDisplay('771234567')).toBe('771234567');
    expect(mobileForDisplay('0771234567')).toBe('71234567');
  });

  it('drops the first character of a 10-character number for storage', () => {
    expect(mobileForStorage('0771234567')).toBe('771234567');
    expect(mobileForStorage('771234567')).toBe('771234567');
    expect(mobileForStorage('94771234567')).toBe('94771234567');
  });
});

describe('prefixedMobile (inquiry, callback, leads)', () => {
  const schema = prefixedMobile(MOBILE_MESSAGES.callback);

  it("takes the 9 digits after '94' and gives the '94' form", () => {
    expect(parsed(schema, '771234567')).toBe('94771234567');
    expect(parsed(schema, ' 771234567 ')).toBe('94771234567');
    expect(parsed(schema, 771234567)).toBe('94771234567');
  });

  it("takes the full '94' form as the calls carry it", () => {
    expect(parsed(schema, '94771234567')).toBe('94771234567');
  });

  it.each(['+94 77 123 4567', '0094-77-123-4567', '077 123 4567', '(077) 123-4567', '94 771 234 567'])(
    'reads %j as written by people',
    (text) => {
      expect(parsed(schema, text)).toBe('94771234567');
    },
  );

  it.each(['77123456', '9477123456', '947712345678', '77123456a', '+94 77 123 456', '+1 77 123 4567'])(
    'refuses %j',
    (text) => {
      expect(messages(schema, text)).toEqual(['mobile is not valid. ex: 947786...']);
    },
  );

  it("says 'required' when empty", () => {
    expect(messages(schema, '')).toEqual([REQUIRED]);
  });

  it('carries each form its own message', () => {
    expect(MOBILE_MESSAGES.promotion).toBe('mobile is not valid. ex: 94778621045');
    expect(MOBILE_MESSAGES.smallBusiness).toBe('mobile is not valid. ex: 947xxxxxxxx');
  });
});

describe('personalInfoMobile', () => {
  it('wants the 9 digits, however the number is written', () => {
    expect(parsed(personalInfoMobile, '771234567')).toBe('771234567');
    expect(parsed(personalInfoMobile, '+94 77 123 4567')).toBe('771234567');
    expect(parsed(personalInfoMobile, '0771234567')).toBe('771234567');
    expect(messages(personalInfoMobile, '77123456')).toEqual([MOBILE_MESSAGES.personalInfo]);
    expect(messages(personalInfoMobile, '')).toEqual([REQUIRED]);
  });
});

describe('loginMobile', () => {
  it('accepts 10 digits starting 07, also written with +94 or spaces', () => {
    expect(parsed(loginMobile, '0771234567')).toBe('0771234567');
    expect(parsed(loginMobile, '+94 77 123 4567')).toBe('0771234567');
    expect(parsed(loginMobile, '077-123-4567')).toBe('0771234567');
  });

  it.each([
    ['077123456', 'Mobile number must have 10 numbers'],
    ['07712345678', 'Mobile number must have 10 numbers'],
    ['077123456a', 'Mobile number must have 10 numbers'],
    ['771234567', 'Mobile number must have 10 numbers'],
    ['0871234567', 'Mobile number should start with 07'],
    ['9477123456', 'Mobile number should start with 07'],
    ['', REQUIRED],
  ])('%j: %s', (text, message) => {
    expect(messages(loginMobile, text)).toEqual([message]);
  });
});

describe('dialogMobileRules (major illness holders)', () => {
  const check = (text: string) => textMessage(text, dialogMobileRules);

  it("accepts Dialog's ranges, 074 to 077", () => {
    for (const text of ['741234567', '751234567', '761234567', '771234567'])
      expect(check(text)).toBeUndefined();
  });

  it("asks for a Dialog number for another operator's mobile", () => {
    for (const text of ['701234567', '711234567', '721234567', '781234567'])
      expect(check(text)).toBe('Please enter your Dialog mobile number');
  });

  it("says 'Mobile Number Not Valid' when it is not a mobile number of 9 digits", () => {
    for (const text of ['77123456', '7712345678', '77123456x', '661234567', '112345678'])
      expect(check(text)).toBe('Mobile Number Not Valid');
  });
});
