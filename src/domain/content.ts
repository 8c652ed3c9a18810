// Home page content served by GET /v1/home_data (content document, sections 2 and 3). The server answers
// with this schema; the home page reads only its type, so zod stays out of the home page's chunks.
import { z } from 'zod';
import { ARTICLE_BADGES, FAQ_GROUPS, SEARCH_KINDS, SEARCH_MAX_LENGTH } from './articles';
import { text } from './fields';
import { DEFAULT_LOCALE, LOCALES } from './i18n';

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

// The blog, the FAQ and the search (issue 24, decision 052). Each text says the language it is in
// (`lang`): English stands in for a language that lacks the text, and the page marks it.
const localeSchema = z.enum(LOCALES);

export const articleCardSchema = z.object({
  slug: z.string(),
  lang: localeSchema,
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  tags: z.array(z.string()),
  badge: z.enum(ARTICLE_BADGES).nullable(),
  published_on: z.string(),
});
export const articleSchema = articleCardSchema.extend({ body: z.string() });
export const articleListSchema = z.object({ articles: z.array(articleCardSchema) });

export const faqSchema = z.object({
  code: z.string(),
  lang: localeSchema,
  question: z.string(),
  answer: z.string(),
});
export const faqGroupsSchema = z.object({
  groups: z.array(z.object({ group: z.enum(FAQ_GROUPS), faqs: z.array(faqSchema) })),
});

/** The language of the texts asked for; English when not given. */
export const contentLanguageSchema = z.object({ lang: localeSchema.default(DEFAULT_LOCALE) });

export const searchQuerySchema = contentLanguageSchema.extend({
  q: text()
    .trim()
    .min(1, /*i18n*/ 'Type a word to search for')
    .max(SEARCH_MAX_LENGTH, /*i18n*/ 'Search for at most 100 characters'),
  kind: z.enum(SEARCH_KINDS),
});

/** One search result: a product's tile, an article or a question, best match first. */
export const searchResultSchema = z.object({
  title: z.string(),
  text: z.string().nullable(),
  url: z.string(),
  image_url: z.string().nullable(),
  group: z.enum(FAQ_GROUPS).nullable(),
  lang: localeSchema,
});
export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema) });

export type ArticleCard = z.infer<typeof articleCardSchema>;
export type Article = z.infer<typeof articleSchema>;
export type FaqGroups = z.infer<typeof faqGroupsSchema>;
export type SearchResult = z.infer<typeof searchResultSchema>;
