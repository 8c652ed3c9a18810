// `npm run console:admin -- --email ... --name ...` on the configured database: DATABASE_URL, else the
// embedded one under DATA_DIR (stop a server using the embedded database first: only one process opens it).
import { loadConfig } from '#server/config';
import { openDatabase } from '#server/db/client';
import { consoleAdmin } from '#server/modules/staff/console-admin';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pg` });
try {
  console.log(await consoleAdmin(process.argv.slice(2), database.db, config));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await database.close();
}
