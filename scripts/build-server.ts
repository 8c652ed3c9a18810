// The server compiled to JavaScript, the second half of `npm run build` (the web app is the first):
// src/server/main.ts bundled by esbuild into dist/server/main.js, so that `npm run start:prod` runs it
// with plain node, without tsx, Vite or any other development tool. Packages stay outside the bundle and
// are loaded from node_modules as usual; the build fails when the bundle imports one that is not a
// production dependency, since `npm ci --omit=dev` would leave it out and the server would fail at start
// (or later, at the first call that loads it). Files the server reads at run time are put beside the
// compiled server where src/server/files.ts looks for them.
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildOptions, Metafile } from 'esbuild';
import { build } from 'esbuild';
import { ROOT, RUNTIME_FILES } from '#server/files';

const SOURCE = path.join(ROOT, 'src/server');

/** The compiled server of a checkout (or release) at `root`: what npm run start:prod runs. */
export const compiledServer = (root = ROOT) => path.join(root, 'dist/server/main.js');

/**
 * Development tools the server imports only in development (NODE_ENV=development), where they are
 * installed: never loaded by a production or demo start. Each with where and why.
 */
const DEVELOPMENT_ONLY = new Map([['vite', 'src/server/http/web-app.ts: hot reload of the web app']]);

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageName(specifier));

/**
 * The bundle's imports of packages that `npm ci --omit=dev` would not install, each described; a
 * dynamic import of a development tool named in DEVELOPMENT_ONLY is allowed.
 */
export function undeclaredImports(metafile: Metafile, dependencies: Record<string, string>): string[] {
  const problems = new Set<string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const { path: specifier, kind, external } of output.imports) {
      if (!external || isBuiltin(specifier)) continue;
      const name = packageName(specifier);
      if (name in dependencies) continue;
      if (kind === 'dynamic-import' && DEVELOPMENT_ONLY.has(name)) continue;
      problems.add(`${file} imports '${specifier}', which is not in package.json's dependencies`);
    }
  }
  return [...problems];
}

const COMMON: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Loaded from node_modules at run time: a package's own files (pdfkit's fonts, PGlite's WebAssembly)
  // stay where it looks for them, and `npm ci --omit=dev` decides what is installed.
  packages: 'external',
  // Stack traces name the TypeScript lines (start:prod runs node --enable-source-maps); the sources
  // themselves are not embedded, which keeps the map small and the memory it takes once loaded.
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
};

/**
 * Compiles the server into dist/server of this checkout, or of the release at `root` (which needs the
 * web app in dist/web and the packages in node_modules beside it); throws when the bundle needs a
 * development dependency.
 */
export async function buildServer(root = ROOT): Promise<void> {
  const out = path.dirname(compiledServer(root));
  await rm(out, { recursive: true, force: true });
  const [server, worker] = await Promise.all([
    build({ ...COMMON, entryPoints: [path.join(SOURCE, 'main.ts')], outfile: compiledServer(root) }),
    // The embedded database's thread is a worker of its own file: bundled with the module it imports.
    build({
      ...COMMON,
      entryPoints: [path.join(SOURCE, RUNTIME_FILES.pgliteWorker)],
      outfile: path.join(out, RUNTIME_FILES.pgliteWorker),
    }),
  ]);
  const { dependencies } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const problems = [server, worker].flatMap((result) => undeclaredImports(result.metafile!, dependencies));
  if (problems.length) {
    throw new Error(`The compiled server needs development dependencies:\n  ${problems.join('\n  ')}`);
  }
  await cp(path.join(SOURCE, RUNTIME_FILES.migrations), path.join(out, RUNTIME_FILES.migrations), {
    recursive: true,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`Compiled the server to ${path.relative(ROOT, compiledServer())}`);
}
