// Migration 0032 (decision 064) on a database whose tiles and partners an operator has already changed:
// each tile's header and button and each partner's name become its English row, as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore } from '#server/testing/migrations';

let database: Awaited<ReturnType<typeof databaseBefore>>;
beforeAll(async () => {
  database = await databaseBefore('0032_home_tile_and_partner_texts');
});
afterAll(() => database.close());

describe('migration 0032', () => {
  it("moves the tiles' and partners' words into their English rows", async () => {
    await database.client.exec(`
      insert into home_tiles (id, header, background_color, image_url, bottom_text, url, sort)
        values (1, 'Cars and jeeps', '#0b5cab', '/images/tiles/car.svg', 'Get a price', '/motor/Car/full-insurance/Quotation', 0);
      insert into home_partners (id, partner_group, name, img_url, img_link, sort)
        values (4, 'bank', 'Our Bank', '/images/banks/boc.svg', 'https://www.boc.lk', 0);
    `);
    await database.migrateAll();
    const tiles = await database.client.query('select * from home_tile_texts');
    expect(tiles.rows).toEqual([
      { owner_id: 1, locale: 'en', header: 'Cars and jeeps', bottom_text: 'Get a price' },
    ]);
    const partners = await database.client.query('select * from home_partner_texts');
    expect(partners.rows).toEqual([{ owner_id: 4, locale: 'en', name: 'Our Bank' }]);
    const columns = await database.client.query(
      `select column_name from information_schema.columns where table_name = 'home_tiles' order by column_name`,
    );
    expect(columns.rows.map((row) => (row as { column_name: string }).column_name)).toEqual([
      'background_color',
      'id',
      'image_url',
      'sort',
      'url',
    ]);
  });
});
