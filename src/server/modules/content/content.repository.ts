import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { homeTiles } from '#server/db/schema';

export function contentRepository(db: Db) {
  return {
    /** The home page's tiles, in the operator's order. */
    homeTiles: () =>
      db
        .select({
          id: homeTiles.id,
          header: homeTiles.header,
          background_color: homeTiles.backgroundColor,
          image_url: homeTiles.imageUrl,
          bottom_text: homeTiles.bottomText,
          url: homeTiles.url,
        })
        .from(homeTiles)
        .orderBy(asc(homeTiles.sort)),
  };
}
