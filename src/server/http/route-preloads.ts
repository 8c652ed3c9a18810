import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LiveRoute } from '#domain/site-routes';
import { LIVE_ROUTES, SCREEN_FILES } from '#domain/site-routes';

// The page's own chunks, named in its HTML: without them the browser learns of a screen's code only
// after the main script has run, one round trip later (Lighthouse counted ~0.3 s on a mobile network).
// Vite's build manifest says which chunks each screen module needs.

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files of a chunk and of everything it imports, without repeats. */
function chunkFiles(manifest: Manifest, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/**
 * `<link rel="modulepreload">` tags per live page, for the build in `webDist`: the chunks its screen
 * needs beyond those index.html already loads. Empty when the build has no manifest.
 */
export function routePreloads(webDist: string): Record<LiveRoute, string> {
  const file = path.join(webDist, '.vite/manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const loaded = chunkFiles(manifest, 'index.html');
  const links = (screen: string) =>
    [...chunkFiles(manifest, screen)]
      .filter((chunk) => !loaded.has(chunk))
      .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`)
      .join('');
  return Object.fromEntries(LIVE_ROUTES.map((route) => [route, links(SCREEN_FILES[route])])) as Record<
    LiveRoute,
    string
  >;
}
