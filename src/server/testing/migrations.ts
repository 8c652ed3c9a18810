// A database made before a migration, for the tests of what that migration does to existing rows: the
// migrations up to the one before `tag`, in an embedded database; `migrateAll` then applies the rest.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { SERVER_FILES } from '#server/files';

export async function databaseBefore(tag: string) {
  const folder = await mkdtemp(path.join(tmpdir(), 'kavacha-migrations-'));
  await cp(SERVER_FILES.migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at <= 0) throw new Error(`no migration ${tag} after the first`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder: folder });
  return {
    client,
    migrateAll: () => migrate(drizzle({ client }), { migrationsFolder: SERVER_FILES.migrations }),
    close: async () => {
      await client.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
