import path from 'node:path';
import { PAGE_RENDERER_FILE } from '#domain/page-render';

// The files the server reads from disk while it runs, found the same way from the source tree (tsx,
// tests) and from the compiled server (npm run build, npm run start:prod). This module is
// src/server/files.ts in the one and is bundled into dist/server/main.js in the other: both sit two
// levels below the checkout, and the build puts RUNTIME_FILES beside the compiled server at the same
// places relative to it as under src/server. So no path here depends on how the server was started.

/** src/server, or dist/server in the compiled server. */
const SERVER_DIR = import.meta.dirname;

/** The checkout: package.json, node_modules and dist/ are here. */
export const ROOT = path.resolve(SERVER_DIR, '../..');

/**
 * What the compiled server needs beside it, relative to src/server and to dist/server alike:
 * scripts/build-server.ts copies the migrations and bundles the worker (with the module it imports).
 */
export const RUNTIME_FILES = { migrations: 'db/migrations', pgliteWorker: 'db/pglite-worker.mjs' } as const;

export const SERVER_FILES = {
  /** The committed SQL migrations and drizzle's journal of them. */
  migrations: path.join(SERVER_DIR, RUNTIME_FILES.migrations),
  /** The embedded database's thread, plain JavaScript (a worker inherits no TypeScript loader). */
  pgliteWorker: path.join(SERVER_DIR, RUNTIME_FILES.pgliteWorker),
  /** The built web app (npm run build), served in demo and production mode. */
  webDist: path.join(ROOT, 'dist/web'),
  /** Its server entry, which renders the content pages (decision 057), built with it. */
  pageRenderer: path.join(ROOT, PAGE_RENDERER_FILE),
};
