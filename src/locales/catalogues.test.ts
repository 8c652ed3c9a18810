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

let collected: Collected;
let catalogues: Record<string, Catalogue>;
let catalogueFile: (locale: string) => string;

beforeAll(async () => {
  const config = getConfig({ cwd: ROOT, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts names no catalogue');
  collected = ((await catalog.collect()) ?? {}) as Collected;
  catalogues = (await catalog.readAll()) as Record<string, Catalogue>;
  catalogueFile = (locale) => catalog.path.replace('{locale}', locale);
}, 120_000);

const where = (id: string) => `${JSON.stringify(collected[id]?.message ?? id)} (${collected[id]?.origin?.[0]?.[0]})`;

describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('holds every text the code marks, and none it no longer does', () => {
    const catalogue = catalogues[locale] ?? {};
    expect(Object.keys(collected).filter((id) => !(id in catalogue)).map(where)).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !(id in collected))).toEqual([]);
  });

  it('translates every text', () => {
    const catalogue = catalogues[locale] ?? {};
    expect(Object.keys(catalogue).filter((id) => !catalogue[id]?.translation.trim())).toEqual([]);
  });

  it('is compiled as it stands', async () => {
    const catalogue = catalogues[locale] ?? {};
    // As `lingui compile` does: a text not translated yet falls back to the English.
    const english = catalogues.en ?? {};
    const messages = Object.fromEntries(
      Object.entries(catalogue).map(([id, entry]) => [id, entry.translation || english[id]?.translation || id]),
    );
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'ts' });
    expect(errors.map((error) => `${error.id}: ${error.error.message}`)).toEqual([]);
    expect(await readFile(`${catalogueFile(locale)}.ts`, 'utf8')).toBe(source);
  });
});
