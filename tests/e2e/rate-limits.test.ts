// The read limit counts API reads only (docs/decisions/018): a phone loading a page asks for the page and
// its chunks, styles and images at once, which cost little and must never be refused. Over HTTP against
// the production build, with a read limit far below what one page load asks for. A server-rendered page's
// data is read once, on the server, for the visitor (decision 057), as the app would have read it; so each
// test has a site of its own, whose count starts at nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSite } from '../support/site';

const READS = 3;
let site: Awaited<ReturnType<typeof startSite>>;
beforeEach(async () => {
  site = await startSite({ RATE_LIMIT_READS_PER_MINUTE: String(READS) });
});
afterEach(() => site.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers });

describe('the read limit', () => {
  it("never refuses the web app's pages and files", async () => {
    // /v1/public_login is a page whose screen is not live yet (404), under the API's /v1 all the same.
    const pages = ['/', '/', '/motor/Car/full-insurance/Quotation', '/v1/public_login', '/v1/public_login'];
    for (const path of pages) {
      const page = await get(path);
      expect(page.status, path).not.toBe(429);
      expect(page.headers.get('content-type'), path).toContain('text/html');
    }
    const html = await (await get('/')).text();
    const files = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css|svg|png|webp|woff2))"/g)].map(
      ([, path]) => path!,
    );
    expect(files.length).toBeGreaterThan(READS);
    for (const path of [...files, ...files]) expect((await get(path)).status, path).toBe(200);
  });

  it('counts API reads, and refuses the one past the limit', async () => {
    const token = await fetch(`${site.url}/v2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
      body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
    });
    const { auth_key } = (await token.json()).data;
    for (let read = 1; read <= READS; read++)
      expect((await get('/v1/vehicle/type', { auth_key })).status).toBe(200);
    const refused = await get('/v1/vehicle/type', { auth_key });
    expect(refused.status).toBe(429);
    expect((await refused.json()).success).toBe(false);
  });
});
