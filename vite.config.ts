import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { ROUTE_CHUNKS_FILE, routeChunksSchema } from '#server/http/route-preloads';
import { screenChunks } from '#web/screens';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes .br and .gz beside each text asset, which the server sends to browsers that accept them. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kavacha-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => /\.(js|css|svg|html|json)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * Lists each page's own chunks for the server, which preloads them in the page's HTML
 * (src/server/http/route-preloads.ts). Checked against the server's schema here, so a build the server
 * would refuse fails now rather than at its start.
 */
function routeChunks(): Plugin {
  let outDir = '';
  return {
    name: 'kavacha-route-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
      const chunks = routeChunksSchema.parse(screenChunks(manifest));
      await writeFile(path.join(outDir, ROUTE_CHUNKS_FILE), JSON.stringify(chunks));
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompress(), routeChunks()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Read by routeChunks() above.
    manifest: true,
  },
});
