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

it("names a screen's chunk, what it imports and its language's texts, once each, leaving out what index.html loads", () => {
  const chunks = screenChunks({
    'index.html': { file: 'assets/index.js', imports: ['_react.js', '../locales/en.ts'] },
    '_react.js': { file: 'assets/react.js' },
    '../locales/en.ts': { file: 'assets/en.js' },
    '../locales/si.ts': { file: 'assets/si.js' },
    '../locales/purchase/en.ts': { file: 'assets/purchase-en.js' },
    '../locales/purchase/si.ts': { file: 'assets/purchase-si.js' },
    '_form.js': { file: 'assets/form.js', imports: ['_react.js', '_zod.js'] },
    '_zod.js': { file: 'assets/zod.js', imports: ['_form.js'] },
    'features/motor/quotation/quotation-page.tsx': {
      file: 'assets/quotation-page.js',
      imports: ['_form.js', 'index.html', '_zod.js'],
    },
    'features/motor/account/personal-information-page.tsx': {
      file: 'assets/account-page.js',
      imports: ['_form.js'],
    },
  });
  expect(chunks.motorQuotation).toEqual({
    en: ['assets/quotation-page.js', 'assets/form.js', 'assets/zod.js'],
    si: ['assets/quotation-page.js', 'assets/form.js', 'assets/zod.js', 'assets/si.js'],
    // A catalogue missing from the manifest (a build without it) adds nothing.
    ta: ['assets/quotation-page.js', 'assets/form.js', 'assets/zod.js'],
  });
  // A purchase page also loads the purchase's texts (PAGE_TEXTS).
  expect(chunks.account?.en).toEqual([
    'assets/account-page.js',
    'assets/form.js',
    'assets/zod.js',
    'assets/purchase-en.js',
  ]);
  expect(chunks.account?.si).toEqual([
    'assets/account-page.js',
    'assets/form.js',
    'assets/zod.js',
    'assets/si.js',
    'assets/purchase-si.js',
  ]);
  // A screen missing from the manifest (a build without it) gets no chunks, not an error.
  expect(chunks.home?.en).toEqual([]);
});

it('names nothing when the manifest is empty', () => {
  const chunks = screenChunks({});
  expect(
    LIVE_ROUTES.every((route) => Object.values(chunks[route] ?? {}).every((files) => files.length === 0)),
  ).toBe(true);
});
