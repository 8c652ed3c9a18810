// The server `npm run bench` measures, in its own process: the real app on a fresh embedded database,
// plus one trivial JSON route as the yardstick. Calls are not rate-limited here (one client sends all).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { seed } from '#server/db/seed/seed';
import { ok } from '#server/http/envelope';

process.env.TZ ??= 'Asia/Colombo';
const dataDir = await mkdtemp(path.join(tmpdir(), 'kavacha-bench-'));
const config = loadConfig({
  ...process.env,
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  RATE_LIMIT_WRITES_PER_MINUTE: '100000000',
  RATE_LIMIT_READS_PER_MINUTE: '100000000',
  RATE_LIMIT_TOKENS_PER_MINUTE: '100000000',
});
const database = await openDatabase({ dataDir: path.join(dataDir, 'pg') });
await seed(database.db);
const app = await buildApp({ config, database, web: false });
app.get('/bench/trivial', async () => ok({ pong: true }));
app.addHook('onClose', async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
await app.listen({ host: config.host, port: 0 });
const address = app.server.address();
process.send!({ port: typeof address === 'object' && address ? address.port : 0 });
process.once('disconnect', () => void app.close().then(() => process.exit(0)));
