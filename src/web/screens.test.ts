import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { LIVE_ROUTES, SCREEN_FILES } from '#domain/site-routes';

it('names an existing page module (*-page.tsx) for every live page', () => {
  for (const name of LIVE_ROUTES) {
    const file = SCREEN_FILES[name];
    expect(file, name).toMatch(/^features\/.+-page\.tsx$/);
    expect(existsSync(path.join(import.meta.dirname, file)), file).toBe(true);
  }
});
