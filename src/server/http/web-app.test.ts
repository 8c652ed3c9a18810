import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ROOT } from '../files';
import { INDEX_WORDS, isApiPath, liveRouteOf, pageEncoding, publicConfig, withFrameSource } from './web-app';

// An unknown API path answers the API's 404 envelope; only a page path gets the web app's HTML.
describe('isApiPath', () => {
  it.each([
    '/v2/no-such-call',
    '/v3',
    '/consumer-api/v9/x?y=1',
    '/otp-auth-api/',
    '/api/v2/customer/x',
    '//v2/premiums',
    '/V2/Premiums',
    '/%76%32/premiums',
    '/v2.json',
    '/docs/nothing',
    '/sandbox-gateway/v1/nothing',
  ])('counts %s as the API', (url) => {
    expect(isApiPath(url)).toBe(true);
  });

  it.each([
    '/',
    '/motor/Car/full-insurance/Quotation',
    '/no/such/page',
    '/apiary',
    '/docs-and-faq',
    '/%E0%A4%A',
  ])('counts %s as a page', (url) => {
    expect(isApiPath(url)).toBe(false);
  });
});

describe('the legal pages (issue 20)', () => {
  it('are pages of the site, served with HTTP 200 rather than the 404 page', () => {
    expect(['/privacy', '/terms', '/complaints'].map(liveRouteOf)).toEqual([
      'privacy',
      'terms',
      'complaints',
    ]);
    expect(isApiPath('/privacy')).toBe(false);
  });

  it("put the configured broker licence and data protection officer in every page's public config", () => {
    const licence = 'Kavacha (Pvt) Ltd is an insurance broker licensed by the IRCSL, licence no. IB/123.';
    const config = loadConfig({
      BROKER_LICENCE_STATEMENT: licence,
      DATA_PROTECTION_OFFICER_EMAIL: 'dpo@kavacha.lk',
    });
    expect(publicConfig(config)).toMatchObject({
      brokerLicence: licence,
      dataProtectionEmail: 'dpo@kavacha.lk',
    });
    expect(publicConfig(loadConfig({})).brokerLicence).toMatch(/^This is a demonstration site\./);
  });
});

// The server puts index.html's own words in the page's language by finding them: a change to the one
// that the other does not follow would leave them English.
it("finds each of index.html's words in it, as written", () => {
  const html = readFileSync(path.join(ROOT, 'src/web/index.html'), 'utf8');
  for (const words of INDEX_WORDS) expect(html).toContain(words);
});

describe('the raffle draw winners page (decision 054)', () => {
  it('is a page, with or without its slash, and the public config names the configured winners page', () => {
    expect(['/raffle-draw/winners/', '/raffle-draw/winners'].map(liveRouteOf)).toEqual([
      'raffleWinners',
      'raffleWinners',
    ]);
    const winners = 'https://raffle.kavacha.lk/2026/winners/';
    expect(publicConfig(loadConfig({ RAFFLE_WINNERS_URL: winners })).raffleWinnersUrl).toBe(winners);
    expect(publicConfig(loadConfig({})).raffleWinnersUrl).toBe('');
  });

  it('allows frames from the winners site alone, replacing any frame-src the policy had', () => {
    const policy = "default-src 'self';frame-src 'none';img-src 'self' data:";
    expect(withFrameSource(policy, 'https://raffle.kavacha.lk')).toBe(
      "default-src 'self';img-src 'self' data:;frame-src https://raffle.kavacha.lk",
    );
    expect(withFrameSource("default-src 'self'", 'https://raffle.kavacha.lk')).toBe(
      "default-src 'self';frame-src https://raffle.kavacha.lk",
    );
  });
});

describe('pageEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['BR;q=0.5, gzip', 'br'],
    ['br;q=0, gzip;q=1.0', 'gzip'],
    ['gzip;q=0.0, br;q=0', undefined],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers %s with %s', (header, encoding) => {
    expect(pageEncoding(header)).toBe(encoding);
  });
});
