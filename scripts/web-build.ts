// Builds the web app when its sources are newer than the last build: used by `npm start` and by the
// browser tests, so both run the real production build without rebuilding when nothing changed.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { PAGE_RENDERER_FILE } from '#domain/page-render';

const root = path.resolve(import.meta.dirname, '..');
// The app's page and the server's renderer of the content pages (decision 057): both built each time.
const builtFiles = ['dist/web/index.html', PAGE_RENDERER_FILE].map((name) => path.join(root, name));
// The build also writes what route-preloads.ts reads, in the form that file declares.
const sources = [
  'src/web',
  'src/domain',
  'src/server/http/route-preloads.ts',
  'vite.config.ts',
  'package-lock.json',
].map((name) => path.join(root, name));

/** Newest modification time under `entry`; a file removed while we look is skipped. */
function newestChange(entry: string): number {
  const stat = statSync(entry, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  const names = readdirSync(entry, { recursive: true, encoding: 'utf8' });
  return Math.max(stat.mtimeMs, ...names.map((name) => newestChange(path.join(entry, name))));
}

/** Builds the web app for the browser and its server entry for the server, as `npm run build` does. */
export async function buildWeb(): Promise<void> {
  // Under Vitest NODE_ENV is 'test', which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(root, 'vite.config.ts');
    await build({ configFile, logLevel: 'warn' });
    await build({ configFile, logLevel: 'warn', build: { ssr: true } });
  } finally {
    // Assigning undefined would store the text 'undefined'.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

export async function buildWebIfStale(): Promise<void> {
  const built = Math.min(
    ...builtFiles.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  if (built > Math.max(...sources.map(newestChange))) return;
  console.log('Building the web app...');
  await buildWeb();
}
