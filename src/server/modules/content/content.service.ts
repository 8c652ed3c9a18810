import type { SearchKind } from '#domain/articles';
import { FAQ_GROUPS, HOME_BLOG_FEATURES, PARTNER_GROUPS } from '#domain/articles';
import type { Article, ArticleCard, FaqGroups, HomeData, SearchResult } from '#domain/content';
import type { Locale } from '#domain/i18n';
import { SITE_ROUTES } from '#domain/site-routes';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { contentRepository } from './content.repository';

// The home page's content (decision 055), the blog, the FAQ and the search (issue 24, decision 052).

const articlePath = (slug: string) => SITE_ROUTES.blogPost.replace(':slug', encodeURIComponent(slug));
const faqPath = (code: string) => `${SITE_ROUTES.faq}#${code}`;

export function contentService(db: Db) {
  const repository = contentRepository(db);
  return {
    /** Everything the home page shows, its words in `locale` where they are written, else in English. */
    homeData: async (locale: Locale): Promise<HomeData> => {
      const [tiles, slides, testimonials, blog_features, partners, deals, shown] = await Promise.all([
        repository.homeTiles(locale),
        repository.homeSlides(locale),
        repository.testimonials(locale),
        repository.featuredArticles(locale, HOME_BLOG_FEATURES),
        repository.homePartners(locale),
        repository.featuredDeals(locale),
        repository.showFeaturedDeals(),
      ]);
      return {
        tiles,
        slides,
        testimonials,
        blog_features,
        partners: PARTNER_GROUPS.map((group) => ({
          group,
          partners: partners
            .filter((partner) => partner.group === group)
            .map(({ id, lang, name, img_url, img_link }) => ({ id, lang, name, img_url, img_link })),
        })),
        featured_deals: { shown, deals },
      };
    },

    articles: (locale: Locale): Promise<ArticleCard[]> => repository.articles(locale),

    article: async (slug: string, locale: Locale): Promise<Article> => {
      const article = await repository.article(slug, locale);
      if (article === undefined) throw notFound('There is no such article.');
      return article;
    },

    faqGroups: async (locale: Locale): Promise<FaqGroups> => {
      const rows = await repository.faqs(locale);
      return {
        groups: FAQ_GROUPS.map((group) => ({
          group,
          faqs: rows
            .filter((row) => row.group === group)
            .map(({ code, lang, question, answer }) => ({ code, lang, question, answer })),
        })),
      };
    },

    search: async (words: string, kind: SearchKind, locale: Locale): Promise<SearchResult[]> => {
      if (kind === 'products') {
        return (await repository.searchProducts(words, locale)).map((product) => ({
          title: product.header,
          text: null,
          url: product.url,
          image_url: product.image_url,
          group: null,
          lang: product.lang,
        }));
      }
      if (kind === 'blogs') {
        return (await repository.searchArticles(words, locale)).map((article) => ({
          title: article.title,
          text: article.summary,
          url: articlePath(article.slug),
          image_url: article.image_url,
          group: null,
          lang: article.lang,
        }));
      }
      return (await repository.searchFaqs(words, locale)).map((faq) => ({
        title: faq.question,
        text: faq.answer,
        url: faqPath(faq.code),
        image_url: null,
        group: faq.group,
        lang: faq.lang,
      }));
    },
  };
}
