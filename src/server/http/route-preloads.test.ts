import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function buildWith(manifest?: object): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kavacha-preloads-'));
  dirs.push(dir);
  if (manifest) {
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
  }
  return dir;
}

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

it("names a screen's chunk and what it imports, once each, leaving out what index.html loads", () => {
  const preloads = routePreloads(
    buildWith({
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_zod.js'] },
      '_zod.js': { file: 'assets/zod.js', imports: ['_form.js'] },
      'features/motor/quotation/quotation-page.tsx': {
        file: 'assets/quotation-page.js',
        imports: ['_form.js', 'index.html', '_zod.js'],
      },
    }),
  );
  expect(preloads.motorQuotation).toBe(
    [link('assets/quotation-page.js'), link('assets/form.js'), link('assets/zod.js')].join(''),
  );
  // A screen missing from the manifest (a build without it) gets no links, not an error.
  expect(preloads.home).toBe('');
});

it('names nothing when the build has no manifest', () => {
  expect(Object.values(routePreloads(buildWith())).every((links) => links === '')).toBe(true);
});
