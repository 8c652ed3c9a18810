import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES } from '#domain/site-routes';

// The page's own chunks, named in its HTML: without them the browser learns of a screen's code only
// after the main script has run, one round trip later. The web build lists them (vite.config.ts, from
// screenChunks in src/web/screens.ts), so the server knows no web source file.

/** Where the build lists them, beside Vite's manifest: a file under .vite/ is never served. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json';

/** Page -> the built chunks its screen needs beyond those index.html loads. */
export const routeChunksSchema = z.partialRecord(z.enum(LIVE_ROUTES), z.array(z.string()));

/**
 * The `<link rel="modulepreload">` tags of a live page, for the build in `webDist`. None when the build
 * lists no chunks; a malformed list stops the start rather than serve pages without their preloads.
 */
export function routePreloads(webDist: string): (route: LiveRoute) => string {
  const file = path.join(webDist, ROUTE_CHUNKS_FILE);
  const chunks: z.output<typeof routeChunksSchema> = existsSync(file)
    ? routeChunksSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
    : {};
  return (route) =>
    (chunks[route] ?? []).map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`).join('');
}
