import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '#domain/i18n';

// The catalogues against the code (issue 21): every text the code marks is in each language's catalogue,
// translated in Sinhala and Tamil, and the compiled catalogues the browser and the server load are those
// of the .po files. Run `npm run i18n` after changing a text, then translate what it added.
const ROOT = path.resolve(import.meta.dirname, '../..');

type Collected = Record<string, { message?: string; origin?: [string, number?][] }>;
type Catalogue = Record<string, { translation: string; message?: string }>;

interface Part {
  name: string;
  collected: Collected;
  catalogues: Record<string, Catalogue>;
  file: (locale: string) => string;
}

// Each catalogue of lingui.config.ts: the site's, the purchase's, the legal pages', the login's and the letters'.
let parts: Part[];

beforeAll(async () => {
  const config = getConfig({ cwd: ROOT, skipValidation: true });
  parts = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => ({
      name: path.relative(ROOT, catalog.path),
      collected: ((await catalog.collect()) ?? {}) as Collected,
      catalogues: (await catalog.readAll()) as Record<string, Catalogue>,
      file: (locale: string) => catalog.path.replace('{locale}', locale),
    })),
  );
}, 120_000);

const where = ({ collected }: Part, id: string) =>
  `${JSON.stringify(collected[id]?.message ?? id)} (${collected[id]?.origin?.[0]?.[0]})`;

it('lingui.config.ts names the ten catalogues', () => {
  expect(parts.map(({ name }) => name)).toEqual([
    'src/locales/{locale}',
    'src/locales/purchase/{locale}',
    'src/locales/legal/{locale}',
    'src/locales/content/{locale}',
    'src/locales/pages/{locale}',
    'src/locales/campaigns/{locale}',
    'src/locales/illness/{locale}',
    'src/locales/login/{locale}',
    'src/locales/profile/{locale}',
    'src/locales/letters/{locale}',
  ]);
});

describe.each(LOCALES)('the %s catalogues', (locale) => {
  it('hold every text the code marks, and none it no longer does', () => {
    for (const part of parts) {
      const catalogue = part.catalogues[locale] ?? {};
      const ids = Object.keys(part.collected);
      expect(
        ids.filter((id) => !(id in catalogue)).map((id) => where(part, id)),
        part.name,
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((id) => !(id in part.collected)),
        part.name,
      ).toEqual([]);
    }
  });

  it('translate every text', () => {
    for (const { name, catalogues } of parts) {
      const catalogue = catalogues[locale] ?? {};
      expect(
        Object.keys(catalogue).filter((id) => !catalogue[id]?.translation.trim()),
        name,
      ).toEqual([]);
    }
  });

  it('are compiled as they stand', async () => {
    for (const { name, catalogues, file } of parts) {
      const catalogue = catalogues[locale] ?? {};
      // As `lingui compile` does: a text not translated yet falls back to the English.
      const english = catalogues.en ?? {};
      const messages = Object.fromEntries(
        Object.entries(catalogue).map(([id, entry]) => [
          id,
          entry.translation || english[id]?.translation || id,
        ]),
      );
      const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
      expect(
        errors.map((error) => `${error.id}: ${error.error.message}`),
        name,
      ).toEqual([]);
      expect(await readFile(`${file(locale)}.ts`, 'utf8'), name).toBe(source);
    }
  });
});
