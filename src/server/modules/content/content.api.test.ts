import { afterAll, beforeAll, expect, it } from 'vitest';
import { homeDataSchema } from '#domain/content';
import { HOME_TILES } from '#server/db/seed/data/content';
import type { TestApp } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(() => app.close());

it('answers the seeded home tiles in order, without an auth_key, cacheable for five minutes', async () => {
  const response = await app.inject({ url: '/v1/home_data' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  const { tiles } = homeDataSchema.parse(response.json().data);
  expect(tiles.map((tile) => tile.url)).toEqual(HOME_TILES.map((tile) => tile.url));
  expect(tiles[0]).toMatchObject({
    header: HOME_TILES[0]!.header,
    background_color: HOME_TILES[0]!.backgroundColor,
    image_url: HOME_TILES[0]!.imageUrl,
    bottom_text: HOME_TILES[0]!.bottomText,
  });
});
