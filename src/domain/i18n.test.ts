import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './i18n';
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
