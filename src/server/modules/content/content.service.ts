import type { SearchKind } from '#domain/articles';
import { FAQ_GROUPS } from '#domain/articles';
import type { Article, ArticleCard, FaqGroups, SearchResult } from '#domain/content';
import type { Locale } from '#domain/i18n';
import { SITE_ROUTES } from '#domain/site-routes';
import type { Db } from '#server/db/client';
import { notFound } from '#server/http/envelope';
import { contentRepository } from './content.repository';

// The blog, the FAQ and the search (issue 24, decision 052).

const articlePath = (slug: string) => SITE_ROUTES.blogPost.replace(':slug', encodeURIComponent(slug));
const faqPath = (code: string) => `${SITE_ROUTES.faq}#${code}`;

export function contentService(db: Db) {
  const repository = contentRepository(db);
  return {
    homeTiles: repository.homeTiles,

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
        return (await repository.searchProducts(words)).map((product) => ({
          ...product,
          text: null,
          group: null,
          lang: 'en',
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
