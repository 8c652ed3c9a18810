// npm run lighthouse: builds the web app, starts the real server in demo mode (as npm start serves it) on
// 127.0.0.1 and a temporary data directory, makes a quote through the API, and runs Lighthouse with its
// default mobile settings (simulated throttling) in Debian's Chromium on the content pages the server
// renders (the home page, an article, the FAQ; decision 057) and on the journey's quotation form and
// premium list, each in English, Sinhala and Tamil (the browser asking for the language). Prints each
// page's scores, LCP, CLS and JavaScript transferred (KB of 1024 bytes, compressed as sent) and the path
// of the JSON reports; exits 1 when a target is missed. Words after `--` run only the pages whose name
// holds one of them, e.g. `npm run lighthouse -- 'list (en)'` or `npm run lighthouse -- home article FAQ`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import lighthouse from 'lighthouse';
import type { Locale } from '#domain/i18n';
import { LOCALES } from '#domain/i18n';
import { ARTICLES } from '#server/db/seed/data/articles';
import { CAR } from '#server/testing/quote-requests';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium';
import { buildWeb } from './web-build';

/** A page that takes longer than this is a miss, not a hang. */
const PAGE_TIMEOUT_MS = 120_000;
const SERVER_START_TIMEOUT_MS = 60_000;
const TARGETS = { accessibility: 100, cls: 0.05 };

/** A page's own targets: its performance score, and where set its LCP and the JavaScript it loads. */
interface PageTargets {
  performance: number;
  lcpMs?: number;
  scriptKb?: number;
}
/** The content pages come rendered by the server (decision 057): they must be quick to read. */
const CONTENT: PageTargets = { performance: 98, lcpMs: 1500 };
const JOURNEY: PageTargets = { performance: 90 };
const HOME_SCRIPT_KB = 100;
const FORM_SCRIPT_KB = 150;

const root = path.resolve(import.meta.dirname, '..');

// Always built, so the figures are those of the current sources.
await buildWeb();

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  return port;
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-lighthouse-data-'));
// NODE_ENV unset is demo mode; production mode would refuse the built-in providers.
const { NODE_ENV: _, ...env } = process.env;
const server = spawn(
  process.execPath,
  [
    '--max-semi-space-size=64',
    '--single-threaded-gc',
    '--import',
    'tsx',
    path.join(root, 'src/server/main.ts'),
  ],
  {
    cwd: root,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);

async function waitForServer() {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const response = await fetch(`${base}/health`).catch(() => undefined);
    if (response?.ok) return;
    await sleep(250);
  }
  throw new Error(`the server did not answer /health within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

async function post(url: string, headers: Record<string, string>, body: object) {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function createQuote(): Promise<string> {
  const { auth_key } = await post(
    '/v2/token',
    { 'api-key': 'kavacha-web' },
    { user_name: 'web', password: 'web-public' },
  );
  return (await post('/v2/quote/full', { auth_key }, CAR)).unq_hash;
}

type NetworkRequest = { resourceType?: string; transferSize?: number; statusCode?: number };

async function audit(url: string, locale: Locale) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no result within ${PAGE_TIMEOUT_MS / 1000} s`)),
      PAGE_TIMEOUT_MS,
    );
  });
  try {
    const result = await Promise.race([
      lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance', 'accessibility'],
        output: 'json',
        logLevel: 'error',
        // A page not built yet answers 404 with the not-found page: measure it and report the status.
        ignoreStatusCode: true,
        extraHeaders: { 'Accept-Language': locale },
      }),
      timeout,
    ]);
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  } finally {
    clearTimeout(timer);
    // Ends a Lighthouse run that timed out, too.
    chrome.kill();
  }
}

/** Lighthouse's advice when its trace of a load fails now and then (NO_NAVSTART) is to run it again. */
async function auditWithRetry(url: string, locale: Locale) {
  const result = await audit(url, locale);
  return result.lhr.runtimeError ? audit(url, locale) : result;
}

/** A page's row of the table; its misses of `targets` are added to `misses`. */
function figures(page: string, lhr: Result, targets: PageTargets, misses: string[]) {
  if (lhr.runtimeError) misses.push(`${page}: ${lhr.runtimeError.message}`);
  const score = (category: string) => {
    const value = lhr.categories[category]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const performance = score('performance');
  const accessibility = score('accessibility');
  const lcp = lhr.audits['largest-contentful-paint']?.numericValue;
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue;
  const details = lhr.audits['network-requests']?.details as { items: NetworkRequest[] } | undefined;
  const requests = details?.items ?? [];
  const status = requests.find((request) => request.resourceType === 'Document')?.statusCode;
  const scriptKb =
    requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024;

  if (status !== 200) misses.push(`${page}: the page answers HTTP ${status ?? 'nothing'}`);
  if (performance === null || performance < targets.performance)
    misses.push(`${page}: performance ${performance ?? '-'} < ${targets.performance}`);
  if (targets.lcpMs !== undefined && (lcp === undefined || lcp > targets.lcpMs))
    misses.push(`${page}: LCP ${lcp === undefined ? '-' : Math.round(lcp)} ms > ${targets.lcpMs} ms`);
  if (accessibility === null || accessibility < TARGETS.accessibility)
    misses.push(`${page}: accessibility ${accessibility ?? '-'} < ${TARGETS.accessibility}`);
  if (cls === undefined || cls >= TARGETS.cls)
    misses.push(`${page}: CLS ${cls?.toFixed(3) ?? '-'} >= ${TARGETS.cls}`);
  if (targets.scriptKb !== undefined && scriptKb > targets.scriptKb)
    misses.push(`${page}: JavaScript ${scriptKb.toFixed(1)} KB > ${targets.scriptKb} KB`);
  return {
    page,
    status: status ?? '-',
    performance: performance ?? '-',
    accessibility: accessibility ?? '-',
    'LCP ms': lcp === undefined ? '-' : Math.round(lcp),
    CLS: cls === undefined ? '-' : Number(cls.toFixed(3)),
    'JS KB': Number(scriptKb.toFixed(1)),
    // Simulated throttling scales the CPU work it observed, so a machine busy with other work lowers the
    // performance score; Lighthouse's benchmark of this machine during the run shows when that happened.
    'CPU index': Math.round(lhr.environment.benchmarkIndex),
  };
}

const reportDir = await mkdtemp(path.join(tmpdir(), 'kavacha-lighthouse-'));
const rows: Record<string, string | number>[] = [];
const misses: string[] = [];
try {
  await waitForServer();
  const pages: Record<string, PageTargets & { url: string }> = {
    home: { url: '/', ...CONTENT, scriptKb: HOME_SCRIPT_KB },
    article: { url: `/blog-post/${ARTICLES[0]!.slug}`, ...CONTENT },
    FAQ: { url: '/faq', ...CONTENT },
    'quotation form': { url: '/motor/Car/full-insurance/Quotation', ...JOURNEY, scriptKb: FORM_SCRIPT_KB },
    'premium list': {
      url: `/motor/Car/full-insurance/Premium-Comparison?unq_hash=${await createQuote()}`,
      ...JOURNEY,
    },
  };
  // `npm run lighthouse -- premium` runs only the pages whose name holds one of the words given.
  const only = process.argv.slice(2);
  const runs = Object.entries(pages)
    .flatMap(([name, { url, ...targets }]) =>
      LOCALES.map((locale) => ({ page: `${name} (${locale})`, url, targets, locale })),
    )
    .filter(({ page }) => only.length === 0 || only.some((word) => page.includes(word)));
  for (const { page, url, targets, locale } of runs) {
    const result = await auditWithRetry(`${base}${url}`, locale).catch((error: Error) => error);
    if (result instanceof Error) {
      misses.push(`${page}: ${result.message}`);
      rows.push({ page });
      continue;
    }
    await writeFile(path.join(reportDir, `${page.replaceAll(' ', '-')}.json`), String(result.report));
    rows.push(figures(page, result.lhr, targets, misses));
  }
} finally {
  server.kill('SIGTERM');
  if (server.exitCode === null && server.signalCode === null) await once(server, 'exit');
  await rm(dataDir, { recursive: true, force: true });
}

console.log(`\nLighthouse, mobile, simulated throttling, Chromium at ${CHROMIUM}\n`);
console.table(rows);
console.log(`JSON reports: ${reportDir}`);
console.log(
  `Targets: accessibility ${TARGETS.accessibility} and CLS < ${TARGETS.cls} everywhere; home, article and ` +
    `FAQ performance >= ${CONTENT.performance} and LCP <= ${CONTENT.lcpMs} ms, home JavaScript <= ` +
    `${HOME_SCRIPT_KB} KB; quotation form and premium list performance >= ${JOURNEY.performance}, ` +
    `quotation form JavaScript <= ${FORM_SCRIPT_KB} KB`,
);
for (const miss of misses) console.log(`MISSED ${miss}`);
process.exit(misses.length === 0 ? 0 : 1);
