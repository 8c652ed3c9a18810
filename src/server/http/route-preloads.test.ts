import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n';
import { LIVE_ROUTES } from '#domain/site-routes';
import { ROUTE_CHUNKS_FILE, routePreloads } from './route-preloads';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function buildWith(chunks?: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kavacha-preloads-'));
  dirs.push(dir);
  if (chunks) {
    mkdirSync(path.join(dir, path.dirname(ROUTE_CHUNKS_FILE)));
    writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(chunks));
  }
  return dir;
}

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

it("names the chunks the build listed for a page's screen in the page's language, in their order", () => {
  const preloads = routePreloads(
    buildWith({
      motorQuotation: {
        en: ['assets/quotation-page.js', 'assets/form.js'],
        si: ['assets/quotation-page.js', 'assets/form.js', 'assets/si.js'],
        ta: ['assets/quotation-page.js', 'assets/form.js', 'assets/ta.js'],
      },
    }),
  );
  expect(preloads('motorQuotation', 'en')).toBe(
    [link('assets/quotation-page.js'), link('assets/form.js')].join(''),
  );
  expect(preloads('motorQuotation', 'si')).toBe(
    [link('assets/quotation-page.js'), link('assets/form.js'), link('assets/si.js')].join(''),
  );
  // A page the build did not list gets no links, not an error.
  expect(preloads('home', 'ta')).toBe('');
});

it('names nothing when the build has no list', () => {
  const preloads = routePreloads(buildWith());
  expect(LIVE_ROUTES.every((route) => LOCALES.every((locale) => preloads(route, locale) === ''))).toBe(true);
});

it('refuses a list that is not one', () => {
  expect(() => routePreloads(buildWith({ home: 'assets/home-page.js' }))).toThrow();
  expect(() => routePreloads(buildWith({ home: ['assets/home-page.js'] }))).toThrow();
});
