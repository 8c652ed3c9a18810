import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createPostgresDatabase } from '#server/testing/postgres';
import { startS3Peer } from '#server/testing/s3-peer';
import { startSmsGateway } from '#server/testing/sms-gateway';
import { smtpSettings, startSmtpServer } from '#server/testing/smtp';
import { startVtigerPeer } from '#server/testing/vtiger-peer';
import { COMPILED_SERVER } from '../../scripts/build-server';
import { startServerProcess } from './server-process';

// Production as an operator runs it, on one machine: the compiled server (npm run build) started as
// npm run start:prod starts it, with NODE_ENV=production and every real provider, each answered by a
// real protocol peer: a new database on the local PostgreSQL, Redis, an S3 store (s3rver), an SMTP
// server, the HTTP SMS gateway and vtiger. PayHere's site is not reachable from here: its merchant
// settings are given, and a test answers the browser's checkout in PayHere's place. Used by the
// production journey (tests/e2e/production.test.ts) and by npm run memory.

/** `node` arguments of npm run start:prod. */
export const COMPILED_SERVER_ARGS = ['--enable-source-maps', COMPILED_SERVER];

/** The compiled server in its own process with `env`, as a journey's site (see useJourney). */
export async function startCompiledServer(env: Record<string, string>) {
  const server = await startServerProcess(env, { args: COMPILED_SERVER_ARGS });
  return { url: server.url, output: server.output, close: () => server.stop() };
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
