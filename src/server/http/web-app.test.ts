import { describe, expect, it } from 'vitest';
import { isApiPath } from './web-app';

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
