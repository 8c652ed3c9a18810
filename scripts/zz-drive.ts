import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
const server = fork('/work/main/scripts/bench-server.ts', {
  execArgv: ['--max-semi-space-size=64', '--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: 'test' },
});
const [{ port }] = (await once(server, 'message')) as [{ port: number }];
const base = `http://127.0.0.1:${port}`;
const t = await (
  await fetch(`${base}/v2/token`, {
    method: 'POST',
    headers: { 'api-key': 'kavacha-web', 'content-type': 'application/json' },
    body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
  })
).json();
const headers = { auth_key: t.data.auth_key, 'content-type': 'application/json' };
const CAR = {
  vehicle_type: 'Car',
  purpose_of_use: 'Private',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  fuel_type: 'Petrol',
  manufacture_year: 2018,
  sum_insured: 6_500_000,
  ncb: '2',
  is_registered: 'R',
  hire_purchase: 'NO',
};
const ticks = () =>
  Object.fromEntries(
    readdirSync(`/proc/${server.pid}/task`).map((tid) => {
      const f = readFileSync(`/proc/${server.pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return [tid, Number(f[11]) + Number(f[12])];
    }),
  );
if (process.env.TRIVIAL)
  await autocannon({
    url: base,
    connections: 50,
    duration: 10,
    requests: [{ method: 'GET', path: '/bench/trivial' }],
  });
await autocannon({
  url: base,
  connections: 50,
  duration: 2,
  requests: [{ method: 'POST', path: '/v2/quote/full', headers, body: JSON.stringify(CAR) }],
});
const before = ticks();
const r = await autocannon({
  url: base,
  connections: 50,
  duration: Number(process.env.D ?? 6),
  requests: [{ method: 'POST', path: '/v2/quote/full', headers, body: JSON.stringify(CAR) }],
});
const after = ticks();
const per = Object.entries(after)
  .map(([tid, v]) => [tid, ((v - (before[tid] ?? 0)) * 10000) / r.requests.total] as const)
  .filter(([, v]) => v > 5)
  .sort((a, b) => b[1] - a[1]);
console.log(
  Math.round(r.requests.average),
  'rps p50',
  r.latency.p50,
  'p90',
  r.latency.p90,
  'p97.5',
  r.latency.p97_5,
  'p99',
  r.latency.p99,
  'max',
  r.latency.max,
  'cpu µs/req by thread',
  per
    .map(
      ([tid, v]) => readFileSync(`/proc/${server.pid}/task/${tid}/comm`, 'utf8').trim() + ':' + Math.round(v),
    )
    .join(' '),
);
server.disconnect();
