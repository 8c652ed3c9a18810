import { randomBytes } from 'node:crypto';
import { copyFile, link, mkdir, mkdtemp, readFile, readdir, readlink, rm, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '#server/files';
import { createPostgresDatabase } from '#server/testing/postgres';
import { startS3Peer } from '#server/testing/s3-peer';
import { startSmsGateway } from '#server/testing/sms-gateway';
import { smtpSettings, startSmtpServer } from '#server/testing/smtp';
import { startVtigerPeer } from '#server/testing/vtiger-peer';
import { buildServer, compiledServer } from '../../scripts/build-server';
import { startServerProcess } from './server-process';

// Production as an operator runs it, on one machine: the compiled server (npm run build) started as
// npm run start:prod starts it, with NODE_ENV=production and every real provider, each answered by a
// real protocol peer: a new database on the local PostgreSQL, Redis, an S3 store (s3rver), an SMTP
// server, the HTTP SMS gateway and vtiger. PayHere's site is not reachable from here: its merchant
// settings are given, and a test answers the browser's checkout in PayHere's place. Used by the
// production journey (tests/e2e/production.test.ts) and by npm run memory.

/** `node` arguments of npm run start:prod (package.json), for this checkout or the release at `root`. */
export const compiledServerArgs = (root = ROOT) => [
  '--enable-source-maps',
  '--optimize-for-size',
  compiledServer(root),
];

/** The compiled server at `root` in its own process with `env`, as a journey's site (see useJourney). */
export async function startCompiledServer(env: Record<string, string>, root = ROOT) {
  const server = await startServerProcess(env, { args: compiledServerArgs(root) });
  return { url: server.url, output: server.output, close: () => server.stop() };
}

/** Hard links of every file under `from`, at the same places under `to` (one disk: no copying). */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
      if (entry.isDirectory()) return linkTree(source, target);
      if (entry.isSymbolicLink()) return symlink(await readlink(source), target);
      return link(source, target);
    }),
  );
}

/**
 * A release as an operator installs one, in a new directory: package.json, the web app (built by the
 * e2e project's setup) and the server compiled from the current sources in dist/, and in node_modules
 * only what `npm ci --omit=dev` installs: package-lock.json's packages not marked `dev`, hard-linked
 * from this checkout's. A server started there can load no development dependency, so a journey on it
 * shows that npm run start:prod works after `npm prune --omit=dev`.
 */
export async function productionRelease() {
  const root = await mkdtemp(path.join(tmpdir(), 'kavacha-release-'));
  const lock = JSON.parse(await readFile(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const installed = await Promise.all(
    Object.entries(lock.packages)
      // Top-level packages; those nested in one come with it. Other platforms' builds are not there.
      .filter(([name, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(name) && !entry.dev)
      .map(([name]) =>
        readdir(path.join(ROOT, name)).then(
          () => name,
          () => undefined,
        ),
      ),
  );
  await Promise.all([
    copyFile(path.join(ROOT, 'package.json'), path.join(root, 'package.json')),
    linkTree(path.join(ROOT, 'dist/web'), path.join(root, 'dist/web')),
    linkTree(path.join(ROOT, 'dist/web-server'), path.join(root, 'dist/web-server')),
    ...installed.flatMap((name) => (name ? [linkTree(path.join(ROOT, name), path.join(root, name))] : [])),
  ]);
  await buildServer(root);
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

/** The Redis of the machine and of CI, as the rate limits' test finds it. */
export const LOCAL_REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A merchant account at PayHere's sandbox, as the operator copies it from PayHere's dashboard. */
export const PAYHERE_MERCHANT = { id: '1211149', secret: 'payhere-sandbox-test-secret' };

/** The web app's machine credential: production refuses the demo's. */
export const WEB_CLIENT = {
  apiKey: 'production-test-web-key',
  userName: 'web-prod',
  password: 'w3b-Pr0d-pass',
};

/** A port nobody listens on now: PUBLIC_URL must name the port before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts every peer; `env` is the whole production configuration that points the server at them. */
export async function startProductionPeers() {
  const [database, s3, smtp, sms, vtiger, port] = await Promise.all([
    createPostgresDatabase(),
    startS3Peer(),
    startSmtpServer(),
    startSmsGateway(),
    startVtigerPeer(),
    freePort(),
  ]);
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    // Plain http is allowed on a loopback address only: nothing here crosses a network.
    PUBLIC_URL: url,
    DATABASE_URL: database.url,
    REDIS_URL: LOCAL_REDIS,
    // A prefix of its own, so that no other run's counts limit this one.
    REDIS_KEY_PREFIX: `kavacha-production-${randomBytes(4).toString('hex')}:`,
    WEB_API_KEY: WEB_CLIENT.apiKey,
    WEB_USER_NAME: WEB_CLIENT.userName,
    WEB_PASSWORD: WEB_CLIENT.password,
    BROKER_LICENCE_STATEMENT: 'Kavacha (Pvt) Ltd is an insurance broker licensed by the IRCSL (test).',
    PER_DAY_SITE_URL: 'https://per-day.kavacha.lk',
    SUBSCRIPTION_SECRET: randomBytes(32).toString('hex'),
    ...s3.env,
    ...smtpSettings(smtp),
    ...sms.env,
    ...vtiger.env,
    PAYMENT_PROVIDER: 'payhere',
    PAYHERE_MODE: 'sandbox',
    PAYHERE_MERCHANT_ID: PAYHERE_MERCHANT.id,
    PAYHERE_MERCHANT_SECRET: PAYHERE_MERCHANT.secret,
  };
  return {
    /** Where the server will serve, once started with `env`. */
    url,
    env,
    database,
    s3,
    smtp,
    sms,
    vtiger,
    async close() {
      await Promise.all([s3.close(), smtp.close(), sms.close(), vtiger.close()]);
      await database.drop();
    },
  };
}

export type ProductionPeers = Awaited<ReturnType<typeof startProductionPeers>>;
