import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { messages as en } from '#locales/en';
import { messages as purchaseSi } from '#locales/purchase/si';
import { messages as si } from '#locales/si';
import { negotiateLocale, translateText } from './i18n';
import { OTP_REFUSALS } from './otp';
import { MAX_COMPARE, MIN_COMPARE } from './motor/compare';
import { COMPARE_MESSAGES } from './motor/quote-answers';
import { COVER_START_DAYS_AHEAD } from './dates';
import { COVER_START_MESSAGES } from './motor/cover-period';
import { DOCUMENT_MESSAGES, MAX_UPLOAD_MB } from './motor/documents';
import { NAME_MAX_LENGTH, NAME_MESSAGES } from './people/name';
import { PERSONAL_INFO_MESSAGES } from './people/personal-info';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['si', 'si'],
    ['si-LK,si;q=0.9,en-US;q=0.8', 'si'],
    ['en-GB,en;q=0.9,ta;q=0.8', 'en'],
    ['ta-LK', 'ta'],
    ['fr-FR,ta;q=0.5,si;q=0.4', 'ta'],
    ['fr-FR,de;q=0.5', 'en'],
    ['si;q=0, ta;q=0.2', 'ta'],
    ['TA', 'ta'],
    ['en;q=0.5, si;q=0.7', 'si'],
    [';;,,q=;', 'en'],
  ])('picks the site language for Accept-Language %j: %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

// These texts are written out rather than built from their constants, so that the catalogue can find them
// by their words (decision 040); they must still say the constant's number.
describe('texts that spell out a limit', () => {
  it.each([
    [COMPARE_MESSAGES.tooFew, MIN_COMPARE],
    [COMPARE_MESSAGES.tooMany, MAX_COMPARE],
    [COVER_START_MESSAGES.tooFar, COVER_START_DAYS_AHEAD],
    [DOCUMENT_MESSAGES.tooLarge, MAX_UPLOAD_MB],
    [NAME_MESSAGES.tooLong, NAME_MAX_LENGTH],
    [PERSONAL_INFO_MESSAGES.renewalTooFar, COVER_START_DAYS_AHEAD],
  ])('%j says %i', (text, limit) => {
    expect(text).toMatch(new RegExp(`\\b${limit}\\b`));
  });
});

// A refusal the server formatted with values reaches the page in English; the page shows it in its own
// language by finding the message it came from (decision 040).
describe('translateText of a text formatted with values', () => {
  const sinhala = setupI18n({ locale: 'si', messages: { si: { ...si, ...purchaseSi } } });
  const english = setupI18n({ locale: 'en', messages: { en } });
  const wrongCode = 'That code is not correct. {triesLeft, plural, one {# try} other {# tries}} left.';

  it.each([1, 2, 4])('reads the count back from %i tries left', (triesLeft) => {
    const text = english._(wrongCode, { triesLeft });
    expect(translateText(text, sinhala)).toBe(sinhala._(wrongCode, { triesLeft }));
    expect(translateText(text, sinhala)).toMatch(/[\u0D80-\u0DFF]/);
    expect(translateText(text, english)).toBe(text);
  });

  it('reads counts in longer messages and plain values, such as a date', () => {
    const minutes =
      'Too many codes were sent to this number. Please try again in {minutes, plural, one {# minute} other {# minutes}}.';
    expect(translateText(OTP_REFUSALS.tooManySends(15), sinhala)).toBe(sinhala._(minutes, { minutes: 15 }));
    const expired =
      'This link expired on {lastDay}, a year after the payment. Please contact us for help with your policy.';
    const text = english._(expired, { lastDay: '2027-11-23' });
    expect(translateText(text, sinhala)).toBe(sinhala._(expired, { lastDay: '2027-11-23' }));
    expect(translateText(text, sinhala)).toContain('2027-11-23');
  });

  it('leaves a text no message makes as it came', () => {
    expect(translateText('Third party cover only for vehicles under 10 years', sinhala)).toBe(
      'Third party cover only for vehicles under 10 years',
    );
    expect(translateText('That code is not correct. many tries left.', sinhala)).toBe(
      'That code is not correct. many tries left.',
    );
  });
});
