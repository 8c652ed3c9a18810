// Home page content served by GET /v1/home_data (content document, sections 2 and 3). The server answers
// with this schema; the home page reads only its type, so zod stays out of the home page's chunks.
import { z } from 'zod';

export const homeTileSchema = z.object({
  id: z.number().int(),
  header: z.string(),
  background_color: z.string(),
  image_url: z.string(),
  bottom_text: z.string(),
  url: z.string(),
});

export const homeDataSchema = z.object({ tiles: z.array(homeTileSchema) });

export type HomeTile = z.infer<typeof homeTileSchema>;
export type HomeData = z.infer<typeof homeDataSchema>;
