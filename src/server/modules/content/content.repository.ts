import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE } from '#domain/i18n';
import type { Db } from '#server/db/client';
import { articles, articleTexts, faqs, faqTexts, homeTiles } from '#server/db/schema';

// How many results a search answers at most: a page of them, best first.
const SEARCH_LIMIT = 20;

/**
 * The text row shown in `locale`: the one in that language, else the English one when the language has
 * none (decision 052). `owner` is the article's or question's id in the outer query.
 */
function shownIn(texts: typeof articleTexts | typeof faqTexts, owner: SQL, locale: Locale) {
  const [table, ownerColumn] =
    texts === articleTexts ? ['article_texts', 'article_id'] : ['faq_texts', 'faq_id'];
  return or(
    eq(texts.locale, locale),
    and(
      eq(texts.locale, DEFAULT_LOCALE),
      sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(table)} other WHERE other.${sql.identifier(ownerColumn)} = ${owner} AND other.locale = ${locale})`,
    ),
  );
}

/** The words searched for, as PostgreSQL's web-search syntax reads them: never a syntax error. */
const searchQuery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;

// A product is found by its tile's header and the words of its link ('third-party', 'Motor-Cycle').
const productDocument = sql`to_tsvector('english', ${homeTiles.header} || ' ' || regexp_replace(${homeTiles.url}, '[^A-Za-z]+', ' ', 'g'))`;

export function contentRepository(db: Db) {
  const articleColumns = {
    slug: articles.slug,
    lang: articleTexts.locale,
    title: articleTexts.title,
    summary: articleTexts.summary,
    image_url: articles.imageUrl,
    tags: articles.tags,
    badge: articles.badge,
    published_on: articles.publishedOn,
  };
  const articlesIn = (locale: Locale) =>
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(
        articleTexts,
        and(eq(articleTexts.articleId, articles.id), shownIn(articleTexts, sql`${articles.id}`, locale)),
      );

  /** Every question in `locale`, or in English where it has no text of its own. */
  const faqsIn = (locale: Locale) =>
    db
      .select({
        code: faqs.code,
        group: faqs.group,
        lang: faqTexts.locale,
        question: faqTexts.question,
        answer: faqTexts.answer,
      })
      .from(faqs)
      .innerJoin(faqTexts, and(eq(faqTexts.faqId, faqs.id), shownIn(faqTexts, sql`${faqs.id}`, locale)));

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

    /** Every article, newest first. */
    articles: (locale: Locale) => articlesIn(locale).orderBy(desc(articles.publishedOn), asc(articles.id)),

    article: async (slug: string, locale: Locale) => {
      const [article] = await db
        .select({ ...articleColumns, body: articleTexts.body })
        .from(articles)
        .innerJoin(
          articleTexts,
          and(eq(articleTexts.articleId, articles.id), shownIn(articleTexts, sql`${articles.id}`, locale)),
        )
        .where(eq(articles.slug, slug));
      return article;
    },

    /** Every question, in the page's order. */
    faqs: (locale: Locale) => faqsIn(locale).orderBy(asc(faqs.sort), asc(faqs.id)),

    searchProducts: (words: string) =>
      db
        .select({ title: homeTiles.header, url: homeTiles.url, image_url: homeTiles.imageUrl })
        .from(homeTiles)
        .where(sql`${productDocument} @@ ${searchQuery(words)}`)
        .orderBy(sql`ts_rank(${productDocument}, ${searchQuery(words)}) DESC`, asc(homeTiles.sort))
        .limit(SEARCH_LIMIT),

    searchArticles: (words: string, locale: Locale) =>
      articlesIn(locale)
        .where(sql`${articleTexts.search} @@ ${searchQuery(words)}`)
        .orderBy(sql`ts_rank(${articleTexts.search}, ${searchQuery(words)}) DESC`, desc(articles.publishedOn))
        .limit(SEARCH_LIMIT),

    searchFaqs: (words: string, locale: Locale) =>
      faqsIn(locale)
        .where(sql`${faqTexts.search} @@ ${searchQuery(words)}`)
        .orderBy(sql`ts_rank(${faqTexts.search}, ${searchQuery(words)}) DESC`, asc(faqs.sort))
        .limit(SEARCH_LIMIT),
  };
}
