import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Locale } from '#domain/i18n';
import { LOCALES } from '#domain/i18n';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES } from '#domain/site-routes';

// The page's own chunks, named in its HTML: without them the browser learns of a screen's code, and of
// the catalogues of the page's language, only after the main script has run, one round trip later. The web build lists them (vite.config.ts, from
// screenChunks in src/web/screens.ts), so the server knows no web source file.

/** Where the build lists them, beside Vite's manifest: a file under .vite/ is never served. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** Page -> language -> the built chunks its screen and texts need beyond those index.html loads. */
export const routeChunksSchema = z.partialRecord(
  z.enum(LIVE_ROUTES),
  z.record(z.enum(LOCALES), z.array(z.string())),
);

/**
 * The `<link rel="modulepreload">` tags of a live page in a language, for the build in `webDist`. None when the build
 * lists no chunks; a malformed list stops the start rather than serve pages without their preloads.
 */
export function routePreloads(webDist: string): (route: LiveRoute, locale: Locale) => string {
  const file = path.join(webDist, ROUTE_CHUNKS_FILE);
  const chunks: z.output<typeof routeChunksSchema> = existsSync(file)
    ? routeChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : {};
  return (route, locale) =>
    (chunks[route]?.[locale] ?? [])
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
}
