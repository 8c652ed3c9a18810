// Graceful shutdown of the server as operators run it (docs/decisions/026): its own process on a
// PostgreSQL database, sent SIGTERM while a request is still being received and while the SMS gateway
// holds the outbox's deliveries. It must say 'not ready' while draining, refuse new connections once
// closing, finish the request in flight, record the deliveries in progress, give back the messages it
// claimed but had not started, and exit 0. Started again, it sends those at once; a second signal during
// a drain ends it at once.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { CAR } from '#server/testing/quote-requests';
import { createPostgresDatabase } from '#server/testing/postgres';
import type { TestSmsGateway } from '#server/testing/sms-gateway';
import { startSmsGateway } from '#server/testing/sms-gateway';
import type { ServerProcess } from '../support/server-process';
import { startServerProcess } from '../support/server-process';

const DRAIN_MS = 1_500;
// More one-time codes than the worker delivers at once (4), fewer than it claims at once (8).
const CODES = 6;

let gateway: TestSmsGateway;
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let dataDir: string;
let server: ServerProcess;
beforeAll(async () => {
  gateway = await startSmsGateway();
  database = await createPostgresDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-shutdown-'));
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
    OTP_SENDS_PER_ADDRESS_PER_HOUR: '100',
    ...gateway.env,
  });
});
afterAll(async () => {
  server.child.kill('SIGKILL');
  await gateway.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: object, headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

/** A POST whose body is sent in two halves: the request is in flight until `finish()`. */
function slowRequest(url: string, body: object, headers: Record<string, string>) {
  const bytes = Buffer.from(JSON.stringify(body));
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`${server.url}${url}`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  request.write(bytes.subarray(0, bytes.length / 2));
  return {
    finish() {
      request.end(bytes.subarray(bytes.length / 2));
      return answer.finally(() => agent.destroy());
    },
  };
}

const connects = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
  });

const logged = (text: string) =>
  vi.waitFor(() => expect(server.output()).toContain(text), { timeout: 15_000 });

it('drains, finishes the request in flight and the deliveries in progress, releases the rest, exits 0', async () => {
  const token = await post(
    '/v2/token',
    { user_name: 'web', password: 'web-public' },
    { 'api-key': 'kavacha-web' },
  );
  const auth = { auth_key: token.body.data.auth_key as string };
  expect((await fetch(`${server.url}/ready`)).status).toBe(200);

  gateway.hold();
  for (let n = 0; n < CODES; n++) {
    const sent = await post(
      '/otp-auth-api/v2/otp/generate',
      { mobile_number: `77000010${n}`, email: 'k@example.lk' },
      auth,
    );
    expect(sent.status).toBe(200);
  }
  // Four deliveries in progress at the gateway, and no more however long they take.
  await vi.waitFor(() => expect(gateway.held()).toBe(4));
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(gateway.held()).toBe(4);

  const inFlight = slowRequest('/v2/quote/full', CAR, auth);
  const exited = server.stop('SIGTERM');

  const ready = await vi.waitFor(
    async () => {
      const response = await fetch(`${server.url}/ready`);
      expect(response.status).toBe(503);
      return response.json();
    },
    { timeout: DRAIN_MS },
  );
  expect(ready).toMatchObject({ success: false, data: null });
  expect(ready.error.message).toBe('Not ready: this instance is shutting down; send requests to another.');
  // Draining is not closing: the instance still serves what reaches it.
  expect((await fetch(`${server.url}/health`)).status).toBe(200);

  await logged('shutdown: closing');
  gateway.release();
  await logged('outbox: released claims not started');
  await vi.waitFor(async () => expect(await connects(server.url)).toBe(false), { timeout: 5_000 });

  const answered = await inFlight.finish();
  expect(answered.status).toBe(200);
  expect(JSON.parse(answered.body)).toMatchObject({ success: true, data: { unq_hash: expect.any(String) } });
  expect(await exited).toBe(0);

  const steps = [
    'shutdown: draining',
    'shutdown: closing',
    'outbox: released',
    'shutdown: requests finished',
    'shutdown: done',
  ];
  const positions = steps.map((step) => server.output().indexOf(step));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a - b));

  // The four in progress were recorded sent; the two claimed but not started are due again at once.
  expect(gateway.messages).toHaveLength(4);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query<{ reference: string; status: string; due: boolean; locked: boolean }>(
    `select id::text as reference, status, next_attempt_at <= now() as due, locked_until is not null as locked
       from outbox where kind = 'sms' order by id`,
  );
  await client.end();
  expect(rows).toHaveLength(CODES);
  const delivered = new Set(gateway.messages.map((message) => message.reference));
  for (const row of rows) {
    expect(row).toEqual(
      delivered.has(row.reference)
        ? { reference: row.reference, status: 'sent', due: true, locked: false }
        : { reference: row.reference, status: 'pending', due: true, locked: false },
    );
  }
});

it('sends at the next start what it released, and exits at once on a second signal', async () => {
  server = await startServerProcess({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    SHUTDOWN_DRAIN_MS: '30000',
    ...gateway.env,
  });
  // Released, not leased for 5 minutes: sent as soon as a worker looks.
  await gateway.waitForMessages(CODES, 5_000);
  expect(new Set(gateway.messages.map((message) => message.reference)).size).toBe(CODES);

  const exited = server.stop('SIGTERM');
  await logged('shutdown: draining');
  const started = Date.now();
  server.child.kill('SIGTERM');
  expect(await exited).toBe(1);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(server.output()).toContain('shutdown: second signal; exiting now');
});
