// Builds the web app when its sources are newer than the last build: used by `npm start` and by the
// browser tests, so both run the real production build without rebuilding when nothing changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'package-lock.json'].map((name) =>
  path.join(root, name),
);

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

function isStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  return Math.max(...sources.filter(existsSync).map(newestChange)) > statSync(builtIndex).mtimeMs;
}

export async function buildWebIfStale(): Promise<void> {
  if (!isStale()) return;
  console.log('Building the web app...');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
