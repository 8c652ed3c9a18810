// npm run bench: starts the server (scripts/bench-server.ts) in its own process on the embedded
// database and measures, with autocannon on 127.0.0.1 at 50 connections, a trivial JSON route,
// POST /v2/quote/full and GET /v2/premiums: requests per second, p50 and p99 latency, errors, and each
// route's rate as a share of the trivial route's. Exits 1 when a target is missed.
// BENCH_SECONDS (default 10) sets each route's run; a warm-up of WARM_UP_SECONDS precedes each, so the
// figures are those of a server whose code has been compiled by the JIT, as it is after a minute of traffic.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CAR } from '#server/testing/quote-requests';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
const P99_LIMIT_MS = 50;
/** Each route's rate as a share of the trivial route's, at least. */
const TARGETS = { trivial: 1, 'quote/full': 0.15, premiums: 0.4 } as const;
/** The premium lists asked for: quotes made just before, as a customer's list follows their quote. */
const PREMIUM_LISTS = 500;

const server = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), {
  // As npm start runs the server (see package.json).
  execArgv: ['--max-semi-space-size=64', '--single-threaded-gc', '--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'test' },
});
const [{ port }] = (await once(server, 'message')) as [{ port: number }];
const base = `http://127.0.0.1:${port}`;

async function call(method: string, path: string, headers: Record<string, string>, body?: object) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

const { auth_key: authKey } = await call(
  'POST',
  '/v2/token',
  { 'api-key': 'kavacha-web' },
  { user_name: 'web', password: 'web-public' },
);
const headers = { auth_key: authKey, 'content-type': 'application/json' };

type Run = Omit<autocannon.Options, 'url'>;
const runs: Record<keyof typeof TARGETS, () => Promise<Run>> = {
  trivial: async () => ({ requests: [{ method: 'GET', path: '/bench/trivial' }] }),
  'quote/full': async () => ({
    requests: [{ method: 'POST', path: '/v2/quote/full', headers, body: JSON.stringify(CAR) }],
  }),
  premiums: async () => {
    const hashes: string[] = [];
    for (let i = 0; i < PREMIUM_LISTS; i++) {
      const fields = { ...CAR, sum_insured: 1_000_000 + i * 50_000, ncb: String(i % 6) };
      hashes.push((await call('POST', '/v2/quote/full', headers, fields)).unq_hash);
    }
    return {
      requests: hashes.map((hash) => ({ method: 'GET', path: `/v2/premiums?unq_hash=${hash}`, headers })),
    };
  },
};

const measure = async (run: Run, duration: number) =>
  autocannon({ url: base, connections: CONNECTIONS, duration, ...run });

const results: Record<string, autocannon.Result> = {};
for (const [name, prepare] of Object.entries(runs)) {
  const run = await prepare();
  await measure(run, WARM_UP_SECONDS);
  results[name] = await measure(run, SECONDS);
}
server.disconnect();

const trivialRate = results.trivial!.requests.average;
let missed = 0;
const rows = Object.entries(results).map(([name, result]) => {
  const ratio = result.requests.average / trivialRate;
  const errors = result.errors + result.timeouts + result.non2xx;
  const target = TARGETS[name as keyof typeof TARGETS];
  const met = ratio >= target && result.latency.p99 < P99_LIMIT_MS && errors === 0;
  if (!met) missed++;
  return {
    route: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors,
    requests: result.requests.total,
    'ratio to trivial': ratio.toFixed(2),
    target: `>= ${target}, p99 < ${P99_LIMIT_MS} ms, 0 errors`,
    met: met ? 'yes' : 'NO',
  };
});
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per route, server on the embedded database\n`);
console.table(rows);
process.exit(missed === 0 ? 0 : 1);
