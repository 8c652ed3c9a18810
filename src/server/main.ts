import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed/seed';
import { createReadiness } from './modules/health/readiness';
import { shutDownOnSignals } from './shutdown';
import { buildApp } from './app';

// Starts the server: migrate, seed once, listen; shuts down gracefully on SIGTERM and SIGINT.
// 'Today' in the rules (renewal and lease dates, ages) is the date in Sri Lanka unless TZ says otherwise.
process.env.TZ ??= 'Asia/Colombo';
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration problem is the operator's to fix: say what it is, without a stack trace.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
const seeded = await seed(database.db);
const readiness = createReadiness();
const app = await buildApp({ config, database, readiness });
shutDownOnSignals({ app, database, readiness, drainMs: config.shutdownDrainMs });

// The address actually bound: with PORT=0 the system chooses the port (tests start servers that way).
const url = await app.listen({ host: config.host, port: config.port });
app.log.info(
  {
    mode: config.mode,
    database: database.kind,
    migrationsApplied: database.migrationsApplied,
    seed: seeded,
    url,
  },
  `Kavacha is serving ${url}`,
);
