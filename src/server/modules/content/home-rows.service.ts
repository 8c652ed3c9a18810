// The console's home page rows (decision 064): the slides, testimonials and featured deals with their
// words in every language, and the Featured Deals switch. The content module owns these tables.
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ConsoleHome, HomeList, HomeRowChange, HomeSettings } from '#domain/console/home';
import { consoleHomeSchema, HOME_LIST_ROWS } from '#domain/console/home';
import type { Locale } from '#domain/i18n';
import { LOCALES } from '#domain/i18n';
import type { Db } from '#server/db/client';
import {
  featuredDeals,
  featuredDealTexts,
  homeSettings,
  homeSlides,
  homeSlideTexts,
  testimonials,
  testimonialTexts,
} from '#server/db/schema';
import { notFound } from '#server/http/envelope';

const LISTS = {
  slides: { rows: homeSlides, texts: homeSlideTexts },
  testimonials: { rows: testimonials, texts: testimonialTexts },
  deals: { rows: featuredDeals, texts: featuredDealTexts },
} as const;
type Tables = { rows: (typeof LISTS)[HomeList]['rows']; texts: (typeof LISTS)[HomeList]['texts'] };

// The console's fields are the tables' column names (snake_case); a row's keys are drizzle's (camelCase).
const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table));
/** A row of `table` under its column names, without the `left` ones. */
const fieldsOf = (table: PgTable, row: Record<string, unknown>, left: readonly string[] = []) =>
  Object.fromEntries(
    columnsOf(table)
      .filter(([, column]) => !left.includes(column.name))
      .map(([key, column]) => [column.name, row[key]]),
  );
/** The values of `fields` (by column name) under `table`'s keys, for an insert or update. */
const valuesOf = (table: PgTable, fields: Record<string, unknown>) =>
  Object.fromEntries(
    columnsOf(table)
      .filter(([, column]) => column.name in fields)
      .map(([key, column]) => [key, fields[column.name]]),
  );

export type HomeRowsService = ReturnType<typeof homeRowsService>;

export function homeRowsService(db: Db) {
  /**
   * The rows of `list` (or the one `id`), each with its words in every language (null where none), by
   * column name: the console's schemas read them.
   */
  async function rowsOf(tx: Db, list: HomeList, id?: number) {
    const { rows: table, texts: textTable }: Tables = LISTS[list];
    const rows = await tx
      .select()
      .from(table)
      .where(id === undefined ? undefined : eq(table.id, id))
      .orderBy(asc(table.sort), asc(table.id));
    const texts = await tx
      .select()
      .from(textTable)
      .where(
        inArray(
          textTable.ownerId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) => {
      const wordsIn = (locale: Locale) => {
        const words = texts.find((text) => text.ownerId === row.id && text.locale === locale);
        return words ? fieldsOf(textTable, words, ['owner_id', 'locale']) : null;
      };
      return {
        ...fieldsOf(table, row),
        texts: Object.fromEntries(LOCALES.map((locale) => [locale, wordsIn(locale)])),
      };
    });
  }

  const settingsOf = async (tx: Db): Promise<HomeSettings> => {
    const [settings] = await tx.select({ shown: homeSettings.showFeaturedDeals }).from(homeSettings);
    return { show_featured_deals: settings?.shown ?? false };
  };

  return {
    all: async (): Promise<ConsoleHome> =>
      consoleHomeSchema.parse({
        ...(await settingsOf(db)),
        slides: await rowsOf(db, 'slides'),
        testimonials: await rowsOf(db, 'testimonials'),
        deals: await rowsOf(db, 'deals'),
      }),

    /** Changes a row and its words; answers it before and after, for the audit log. */
    change: (list: HomeList, id: number, change: HomeRowChange<HomeList>) =>
      db.transaction(async (tx) => {
        const { rows: table, texts: textTable }: Tables = LISTS[list];
        await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
        const [before] = await rowsOf(tx, list, id);
        if (before === undefined) throw notFound('There is no such row.');
        const { texts, ...fields } = change;
        await tx.update(table).set(valuesOf(table, fields)).where(eq(table.id, id));
        for (const locale of LOCALES) {
          const words: Record<string, string> | null = texts[locale];
          if (words === null) {
            await tx.delete(textTable).where(and(eq(textTable.ownerId, id), eq(textTable.locale, locale)));
          } else {
            const values = valuesOf(textTable, words);
            await tx
              .insert(textTable)
              // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- the words' columns are the text table's own, named by the list's schema, which checked every one
              .values({ ownerId: id, locale, ...values } as typeof textTable.$inferInsert)
              .onConflictDoUpdate({ target: [textTable.ownerId, textTable.locale], set: values });
          }
        }
        const [after] = await rowsOf(tx, list, id);
        return { before, after: HOME_LIST_ROWS[list].parse(after) };
      }),

    /** Shows or hides the Featured Deals; answers the settings before and after. */
    changeSettings: (change: HomeSettings) =>
      db.transaction(async (tx) => {
        const before = await settingsOf(tx);
        await tx
          .insert(homeSettings)
          .values({ id: 1, showFeaturedDeals: change.show_featured_deals })
          .onConflictDoUpdate({
            target: homeSettings.id,
            set: { showFeaturedDeals: change.show_featured_deals },
          });
        return { before, after: await settingsOf(tx) };
      }),
  };
}
