// Home page content served by GET /v1/home_data (content document, sections 2 and 3). The server answers
// with this schema; the home page reads only its type, so zod stays out of the home page's chunks.
import { z } from 'zod';
import { ARTICLE_BADGES, FAQ_GROUPS, PARTNER_GROUPS, SEARCH_KINDS, SEARCH_MAX_LENGTH } from './articles';
import { text } from './fields';
import { DEFAULT_LOCALE, LOCALES } from './i18n';

/** A product tile, its words in the page's language where written, else English (`lang`, decision 064). */
export const homeTileSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LOCALES),
  header: z.string(),
  background_color: z.string(),
  image_url: z.string(),
  bottom_text: z.string(),
  url: z.string(),
});

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

// The rest of the home page (issue 24, decision 055): the carousel's slides, the testimonials, the
// articles it features, the partners' logos and the (hidden by default) featured deals. Rows an operator
// edits in the database; the spec's camelCase fields in snake_case, as every answer is.

/** A carousel slide: its words, where they lead, and its backgrounds for wide and narrow screens. */
// The slides', testimonials' and deals' words are in the page's language where written, else English,
// with `lang` saying which (decision 060), as the articles' are.
export const homeSlideSchema = z.object({
  id: z.number().int(),
  lang: localeSchema,
  header: z.string(),
  description: z.string(),
  bottom_text: z.string(),
  header_url: z.string(),
  bottom_text_url: z.string(),
  web_image_url: z.string(),
  mobile_image_url: z.string(),
});

export const testimonialSchema = z.object({
  id: z.number().int(),
  lang: localeSchema,
  user_img_url: z.string(),
  user_name: z.string(),
  comment: z.string(),
});

/** An article the home page features, with where its 'Get a quote' leads. */
export const blogFeatureSchema = articleCardSchema.extend({ quote_url: z.string() });

/** A partner's logo; `name`, its alternative text, in the page's language where written (`lang`). */
export const partnerSchema = z.object({
  id: z.number().int(),
  lang: z.enum(LOCALES),
  name: z.string(),
  img_url: z.string(),
  img_link: z.string(),
});
export const partnerStripSchema = z.object({
  group: z.enum(PARTNER_GROUPS),
  partners: z.array(partnerSchema),
});

export const featuredDealSchema = z.object({
  id: z.number().int(),
  lang: localeSchema,
  image_url: z.string(),
  header: z.string(),
  paragraph: z.string(),
  quote_url: z.string(),
  read_more_url: z.string(),
  badge: z.enum(ARTICLE_BADGES).nullable(),
});

export const homeDataSchema = z.object({
  tiles: z.array(homeTileSchema),
  slides: z.array(homeSlideSchema),
  testimonials: z.array(testimonialSchema),
  blog_features: z.array(blogFeatureSchema),
  partners: z.array(partnerStripSchema),
  /** The operator's switch: the spec's Featured Deals carousel exists but is hidden unless shown. */
  featured_deals: z.object({ shown: z.boolean(), deals: z.array(featuredDealSchema) }),
});

export type HomeTile = z.infer<typeof homeTileSchema>;
export type HomeSlide = z.infer<typeof homeSlideSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type BlogFeature = z.infer<typeof blogFeatureSchema>;
export type PartnerStrip = z.infer<typeof partnerStripSchema>;
export type FeaturedDeal = z.infer<typeof featuredDealSchema>;
export type HomeData = z.infer<typeof homeDataSchema>;
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
