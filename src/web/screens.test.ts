import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LIVE_ROUTES } from '#domain/site-routes';
import { SCREEN_FILES, screenChunks } from './screens';

it('names an existing page module (*-page.tsx) for every live page', () => {
  for (const name of LIVE_ROUTES) {
    const file = SCREEN_FILES[name];
    expect(file, name).toMatch(/^features\/.+-page\.tsx$/);
    expect(existsSync(path.join(import.meta.dirname, file)), file).toBe(true);
  }
});

it("names a screen's chunk and what it imports, once each, leaving out what index.html loads", () => {
  const chunks = screenChunks({
    'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_zod.js'] },
    '_zod.js': { file: 'assets/zod.js', imports: ['_form.js'] },
    'features/motor/quotation/quotation-page.tsx': {
      file: 'assets/quotation-page.js',
      imports: ['_form.js', 'index.html', '_zod.js'],
    },
  });
  expect(chunks.motorQuotation).toEqual(['assets/quotation-page.js', 'assets/form.js', 'assets/zod.js']);
  // A screen missing from the manifest (a build without it) gets no chunks, not an error.
  expect(chunks.home).toEqual([]);
});

it('names nothing when the manifest is empty', () => {
  const chunks = screenChunks({});
  expect(LIVE_ROUTES.every((route) => chunks[route]?.length === 0)).toBe(true);
});
