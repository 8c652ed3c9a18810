import type { SQL } from 'drizzle-orm';
import { and, asc, desc, eq, getTableName, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '#domain/i18n';
import { DEFAULT_LOCALE } from '#domain/i18n';
import type { Db } from '#server/db/client';
import {
  articles,
  articleTexts,
  faqs,
  faqTexts,
  featuredDeals,
  featuredDealTexts,
  homePartners,
  homePartnerTexts,
  homeSettings,
  homeSlides,
  homeSlideTexts,
  homeTiles,
  homeTileTexts,
  testimonials,
  testimonialTexts,
} from '#server/db/schema';

// How many results a search answers at most: a page of them, best first.
const SEARCH_LIMIT = 20;

/**
 * The text row shown in `locale`: the one in that language, else the English one when the language has
 * none (decision 052). `owner` is the article's or question's id in the outer query.
 */
function shownIn(
  texts: { locale: AnyPgColumn; table: string; ownerColumn: string },
  owner: SQL,
  locale: Locale,
) {
  return or(
    eq(texts.locale, locale),
    and(
      eq(texts.locale, DEFAULT_LOCALE),
      sql`NOT EXISTS (SELECT 1 FROM ${sql.identifier(texts.table)} other WHERE other.${sql.identifier(texts.ownerColumn)} = ${owner} AND other.locale = ${locale})`,
    ),
  );
}

/** A text table as `shownIn` reads it. */
const textsOf = (table: typeof articleTexts | typeof faqTexts | HomeTexts, owner: AnyPgColumn) => ({
  locale: table.locale,
  table: getTableName(table),
  ownerColumn: owner.name,
});
type HomeTexts =
  | typeof homeTileTexts
  | typeof homeSlideTexts
  | typeof testimonialTexts
  | typeof homePartnerTexts
  | typeof featuredDealTexts;

/** The join of a home row with its words in `locale`, else in English (decision 060). */
const withTexts = (texts: HomeTexts, owner: AnyPgColumn, locale: Locale) =>
  and(eq(texts.ownerId, owner), shownIn(textsOf(texts, texts.ownerId), sql`${owner}`, locale));

/** The words searched for, as PostgreSQL's web-search syntax reads them: never a syntax error. */
const searchQuery = (words: string) => sql`websearch_to_tsquery('english', ${words})`;

// A product is found by its tile's header in the page's language, its English header (many type English
// on any page) and the words of its link ('third-party', 'Motor-Cycle').
const englishHeader = sql`(SELECT english.header FROM ${homeTileTexts} english WHERE english.owner_id = ${homeTiles.id} AND english.locale = ${DEFAULT_LOCALE})`;
const productDocument = sql`to_tsvector('english', ${homeTileTexts.header} || ' ' || coalesce(${englishHeader}, '') || ' ' || regexp_replace(${homeTiles.url}, '[^A-Za-z]+', ' ', 'g'))`;

const newestFirst = [desc(articles.publishedOn), asc(articles.id)];

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
  const articlesIn = <Columns extends typeof articleColumns>(locale: Locale, columns: Columns) =>
    db
      .select(columns)
      .from(articles)
      .innerJoin(
        articleTexts,
        and(
          eq(articleTexts.articleId, articles.id),
          shownIn(textsOf(articleTexts, articleTexts.articleId), sql`${articles.id}`, locale),
        ),
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
      .innerJoin(
        faqTexts,
        and(eq(faqTexts.faqId, faqs.id), shownIn(textsOf(faqTexts, faqTexts.faqId), sql`${faqs.id}`, locale)),
      );

  /** The product tiles with their words in `locale`, else in English. */
  const tilesIn = (locale: Locale) =>
    db
      .select({
        id: homeTiles.id,
        lang: homeTileTexts.locale,
        header: homeTileTexts.header,
        background_color: homeTiles.backgroundColor,
        image_url: homeTiles.imageUrl,
        bottom_text: homeTileTexts.bottomText,
        url: homeTiles.url,
      })
      .from(homeTiles)
      .innerJoin(homeTileTexts, withTexts(homeTileTexts, homeTiles.id, locale));

  return {
    /** The home page's tiles, in the operator's order. */
    homeTiles: (locale: Locale) => tilesIn(locale).orderBy(asc(homeTiles.sort), asc(homeTiles.id)),

    /** The home page's carousel slides, in the operator's order. */
    homeSlides: (locale: Locale) =>
      db
        .select({
          id: homeSlides.id,
          lang: homeSlideTexts.locale,
          header: homeSlideTexts.header,
          description: homeSlideTexts.description,
          bottom_text: homeSlideTexts.bottomText,
          header_url: homeSlides.headerUrl,
          bottom_text_url: homeSlides.bottomTextUrl,
          web_image_url: homeSlides.webImageUrl,
          mobile_image_url: homeSlides.mobileImageUrl,
        })
        .from(homeSlides)
        .innerJoin(homeSlideTexts, withTexts(homeSlideTexts, homeSlides.id, locale))
        .orderBy(asc(homeSlides.sort), asc(homeSlides.id)),

    testimonials: (locale: Locale) =>
      db
        .select({
          id: testimonials.id,
          lang: testimonialTexts.locale,
          user_img_url: testimonials.userImgUrl,
          user_name: testimonialTexts.userName,
          comment: testimonialTexts.comment,
        })
        .from(testimonials)
        .innerJoin(testimonialTexts, withTexts(testimonialTexts, testimonials.id, locale))
        .orderBy(asc(testimonials.sort), asc(testimonials.id)),

    homePartners: (locale: Locale) =>
      db
        .select({
          id: homePartners.id,
          group: homePartners.group,
          lang: homePartnerTexts.locale,
          name: homePartnerTexts.name,
          img_url: homePartners.imgUrl,
          img_link: homePartners.imgLink,
        })
        .from(homePartners)
        .innerJoin(homePartnerTexts, withTexts(homePartnerTexts, homePartners.id, locale))
        .orderBy(asc(homePartners.sort), asc(homePartners.id)),

    featuredDeals: (locale: Locale) =>
      db
        .select({
          id: featuredDeals.id,
          lang: featuredDealTexts.locale,
          image_url: featuredDeals.imageUrl,
          header: featuredDealTexts.header,
          paragraph: featuredDealTexts.paragraph,
          quote_url: featuredDeals.quoteUrl,
          read_more_url: featuredDeals.readMoreUrl,
          badge: featuredDeals.badge,
        })
        .from(featuredDeals)
        .innerJoin(featuredDealTexts, withTexts(featuredDealTexts, featuredDeals.id, locale))
        .orderBy(asc(featuredDeals.sort), asc(featuredDeals.id)),

    /** Whether the operator shows the featured deals; hidden when the settings row is missing. */
    showFeaturedDeals: async () => {
      const [settings] = await db.select({ shown: homeSettings.showFeaturedDeals }).from(homeSettings);
      return settings?.shown ?? false;
    },

    /** Every article, newest first. */
    articles: (locale: Locale) => articlesIn(locale, articleColumns).orderBy(...newestFirst),

    /** The newest `count` articles with where each one's 'Get a quote' leads. */
    featuredArticles: (locale: Locale, count: number) =>
      articlesIn(locale, { ...articleColumns, quote_url: articles.quoteUrl })
        .orderBy(...newestFirst)
        .limit(count),

    article: async (slug: string, locale: Locale) => {
      const [article] = await articlesIn(locale, { ...articleColumns, body: articleTexts.body }).where(
        eq(articles.slug, slug),
      );
      return article;
    },

    /** Every question, in the page's order. */
    faqs: (locale: Locale) => faqsIn(locale).orderBy(asc(faqs.sort), asc(faqs.id)),

    searchProducts: (words: string, locale: Locale) =>
      tilesIn(locale)
        .where(sql`${productDocument} @@ ${searchQuery(words)}`)
        .orderBy(sql`ts_rank(${productDocument}, ${searchQuery(words)}) DESC`, asc(homeTiles.sort))
        .limit(SEARCH_LIMIT),

    searchArticles: (words: string, locale: Locale) =>
      articlesIn(locale, articleColumns)
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
