import { sql } from 'drizzle-orm';
import {
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
import type { ArticleBadge, FaqGroup } from '#domain/articles';
import { ARTICLE_BADGES, FAQ_GROUPS } from '#domain/articles';
import type { Locale } from '#domain/i18n';

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
