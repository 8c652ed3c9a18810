import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import type { ArticleBadge, FaqGroup, PartnerGroup } from '#domain/articles';
import { ARTICLE_BADGES, FAQ_GROUPS, PARTNER_GROUPS } from '#domain/articles';
import type { Locale } from '#domain/i18n';
import { homeTiles } from './reference';

// The blog's articles and the FAQ (issue 24, docs/decisions/052). What is shared by every language (an
// article's slug, picture, tags, badge and date; a question's group and place) is one row; the words are
// one row per language, English always present, so a page in Sinhala or Tamil falls back to English.

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** PostgreSQL's full-text document; drizzle has no type of its own for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The English configuration stems English words ('claims' finds 'claim'); Sinhala and Tamil words pass
// through it as they are written, so they are found by the whole word.
const searchable = (...weighted: [column: string, weight: 'A' | 'B' | 'C'][]) =>
  sql.raw(
    weighted
      .map(([column, weight]) => `setweight(to_tsvector('english', "${column}"), '${weight}')`)
      .join(' || '),
  );

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    /** The Specials and Categories it is listed under (featured-articles page). */
    tags: text('tags').array().notNull(),
    badge: text('badge').$type<ArticleBadge>(),
    publishedOn: date('published_on').notNull(),
    /** Where the home page's 'Get a quote' under the article leads (its product's quotation). */
    quoteUrl: text('quote_url').notNull(),
  },
  (t) => [check('articles_badge', sql`${t.badge} IN (${inList(ARTICLE_BADGES)})`)],
);

/** An article's words in one language. The body is the small markdown subset of `parseArticleBody`. */
export const articleTexts = pgTable(
  'article_texts',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id),
    locale: text('locale').$type<Locale>().notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchable(['title', 'A'], ['summary', 'B'], ['body', 'C'])),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    index('article_texts_search').using('gin', t.search),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    /** A stable name for the question, so a new seed version adds only what is new. */
    code: text('code').notNull().unique(),
    group: text('faq_group').$type<FaqGroup>().notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [check('faqs_group', sql`${t.group} IN (${inList(FAQ_GROUPS)})`)],
);

export const faqTexts = pgTable(
  'faq_texts',
  {
    faqId: integer('faq_id')
      .notNull()
      .references(() => faqs.id),
    locale: text('locale').$type<Locale>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(searchable(['question', 'A'], ['answer', 'B'])),
  },
  (t) => [primaryKey({ columns: [t.faqId, t.locale] }), index('faq_texts_search').using('gin', t.search)],
);

// The rest of the home page (issue 24, decision 055). An operator edits, reorders (`sort`) or removes
// rows and the page follows within the five minutes it is cached. The words of every list are one row per
// language as the articles' are (decisions 060 and 064: the slides, testimonials and deals, then the
// tiles and the partners' names), English always present.

/** The words of one of the home page's rows in one language: `owner` is the row's id. */
const homeTexts = <Name extends string, Columns extends Record<string, PgColumnBuilderBase>>(
  name: Name,
  owner: () => AnyPgColumn,
  words: Columns,
) =>
  pgTable(
    name,
    {
      ownerId: integer('owner_id').notNull().references(owner, { onDelete: 'cascade' }),
      locale: text('locale').$type<Locale>().notNull(),
      ...words,
    },
    (t) => [primaryKey({ columns: [t.ownerId, t.locale] })],
  );

export const homeSlides = pgTable('home_slides', {
  id: serial('id').primaryKey(),
  headerUrl: text('header_url').notNull(),
  bottomTextUrl: text('bottom_text_url').notNull(),
  webImageUrl: text('web_image_url').notNull(),
  mobileImageUrl: text('mobile_image_url').notNull(),
  sort: integer('sort').notNull(),
});

export const homeSlideTexts = homeTexts('home_slide_texts', () => homeSlides.id, {
  header: text('header').notNull(),
  description: text('description').notNull(),
  bottomText: text('bottom_text').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  userImgUrl: text('user_img_url').notNull(),
  sort: integer('sort').notNull(),
});

/** A customer's words and how they sign them ('Nimali, Kandy'), in one language. */
export const testimonialTexts = homeTexts('testimonial_texts', () => testimonials.id, {
  userName: text('user_name').notNull(),
  comment: text('comment').notNull(),
});

/** A product tile's name and its button's words ('Compare & Buy'). */
export const homeTileTexts = homeTexts('home_tile_texts', () => homeTiles.id, {
  header: text('header').notNull(),
  bottomText: text('bottom_text').notNull(),
});

/** A logo in one of the '{product} Partner' strips; its name (`homePartnerTexts`) is its alternative text. */
export const homePartners = pgTable(
  'home_partners',
  {
    id: serial('id').primaryKey(),
    group: text('partner_group').$type<PartnerGroup>().notNull(),
    imgUrl: text('img_url').notNull(),
    imgLink: text('img_link').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [check('home_partners_group', sql`${t.group} IN (${inList(PARTNER_GROUPS)})`)],
);

/** The partner's name as the page's language writes it. */
export const homePartnerTexts = homeTexts('home_partner_texts', () => homePartners.id, {
  name: text('name').notNull(),
});

export const featuredDeals = pgTable(
  'featured_deals',
  {
    id: serial('id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    quoteUrl: text('quote_url').notNull(),
    readMoreUrl: text('read_more_url').notNull(),
    badge: text('badge').$type<ArticleBadge>(),
    sort: integer('sort').notNull(),
  },
  (t) => [check('featured_deals_badge', sql`${t.badge} IN (${inList(ARTICLE_BADGES)})`)],
);

export const featuredDealTexts = homeTexts('featured_deal_texts', () => featuredDeals.id, {
  header: text('header').notNull(),
  paragraph: text('paragraph').notNull(),
});

/** The home page's settings: one row (id 1), made by the migration. */
export const homeSettings = pgTable(
  'home_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The spec's Featured Deals carousel "exists but is hidden": an operator may show it. */
    showFeaturedDeals: boolean('show_featured_deals').notNull().default(false),
  },
  (t) => [check('home_settings_one_row', sql`${t.id} = 1`)],
);
