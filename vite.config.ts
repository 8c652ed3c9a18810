import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { linguiMacro } from './scripts/lingui-macro';
import { ROUTE_CHUNKS_FILE, routeChunksSchema } from '#server/http/route-preloads';
import { screenChunks } from '#web/screens';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A build step over the files just written to the output folder. */
function afterWrite(name: string, step: (outDir: string) => Promise<void>): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: () => step(outDir),
  };
}

/**
 * Writes .br and .gz beside each text file of the output, the public folder's (boot.js, the pictures) as
 * well as the bundle's, which the server sends to browsers that accept them.
 */
const precompress = () =>
  afterWrite('kavacha-precompress', async (outDir) => {
    const files = await readdir(outDir, { recursive: true });
    await Promise.all(
      files
        .filter((name) => /\.(js|css|svg|html|json)$/.test(name))
        .map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
    );
  });

/**
 * Lists each page's own chunks for the server, which preloads them in the page's HTML
 * (src/server/http/route-preloads.ts). Checked against the server's schema here, so a build the server
 * would refuse fails now rather than at its start.
 */
const routeChunks = () =>
  afterWrite('kavacha-route-chunks', async (outDir) => {
    const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const chunks = routeChunksSchema.parse(screenChunks(manifest));
    await writeFile(path.join(outDir, ROUTE_CHUNKS_FILE), JSON.stringify(chunks));
  });

/**
 * The production build runs on Preact's React compatibility layer, about 50 KB gzip lighter than
 * react-dom (docs/decisions/042-preact-in-the-browser.md). The code is still written against React's
 * API, and `npm run dev` and the component tests still run React: only what is shipped changes.
 */
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#14102), with
 * its dev-only warnings and checks; the production build it ships beside it is the one a browser gets.
 */
const productionRouter = [
  {
    find: /^react-router$/,
    replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs'),
  },
];

/**
 * The server's renderer of the content pages (decision 057): src/web/server-entry.tsx built for Node with
 * the browser's transforms and aliases, every package bundled in, so it runs on Preact as the browser does.
 * `vite build --ssr` (buildWeb in scripts/web-build.ts) writes it to dist/web-server.
 */
const serverEntry: UserConfig = {
  ssr: { noExternal: true },
  build: {
    // `--ssr` without a file: the entry is named here.
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, 'src/web/server-entry.tsx'),
      // The entry loads every catalogue at once, which the browser's code imports one by one: meant.
      checks: { ineffectiveDynamicImport: false },
    },
    outDir: '../../dist/web-server',
    emptyOutDir: true,
    copyPublicDir: false,
    sourcemap: true,
  },
};

/**
 * The modules every page loads before its own (the app's entry and what it imports) in one chunk, where
 * Rolldown cut them into a dozen of 1-10 KB because the pages' chunks share some of them (decision 059):
 * each response costs its headers and a request. The pages' own chunks stay split as Rolldown cuts them;
 * merging their small shared ones (a group by entries, with any merge threshold) made every content page
 * 20-40 KB heavier, each loading code of other pages.
 */
const CHUNKS = { groups: [{ name: 'app', tags: ['$initial' as const] }] };

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [linguiMacro(), react(), tailwindcss(), ...(isSsrBuild ? [] : [precompress(), routeChunks()])],
  resolve: { alias: command === 'build' ? [...preactInPlaceOfReact, ...productionRouter] : [] },
  ...(isSsrBuild
    ? serverEntry
    : {
        build: {
          outDir: '../../dist/web',
          emptyOutDir: true,
          sourcemap: true,
          // Read by routeChunks() above.
          manifest: true,
          rolldownOptions: { output: { codeSplitting: CHUNKS } },
        },
      }),
}));
