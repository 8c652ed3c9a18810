import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article, ArticleCard } from '#domain/content';
import { text } from '#domain/fields';
import type { Locale } from '#domain/i18n';
import { ApiError } from '#web/api/api-error';
import { apiClient } from '#web/api/client';
import { usePageLanguage } from '#web/i18n/use-page-language';

// GET {web-api}/v1/articles and /v1/articles/{slug}: the blog, in the page's language where an article
// has it (English otherwise, marked by `lang`). Public, so no auth_key is fetched first.

// Fastify's longest path parameter (maxParamLength): a longer one matches no route.
const PATH_PARAMETER_MAX = 100;

// The server lets caches keep them for five minutes; asking sooner would only fetch the same words.
const STALE = 5 * 60_000;

export const articlesQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: ['content', 'articles', lang],
    queryFn: ({ signal }) =>
      apiClient()
        .request<{ articles: ArticleCard[] }>({
          host: 'web-api',
          path: '/v1/articles',
          query: { lang },
          auth: false,
          signal,
        })
        .then((answer) => answer.articles),
    staleTime: STALE,
  });

export const articleQueryOptions = (slug: string, lang: Locale) =>
  queryOptions({
    queryKey: ['content', 'article', slug, lang],
    // A slug the server cannot read (a NUL, half a surrogate pair) or route (longer than a path parameter
    // may be) names no article: not there, as the server says of any other unknown slug, so the page is
    // 'Article not found' with HTTP 404 rather than a failure.
    queryFn: ({ signal }) =>
      text().max(PATH_PARAMETER_MAX).safeParse(slug).success
        ? apiClient().request<Article>({
            host: 'web-api',
            path: `/v1/articles/${encodeURIComponent(slug)}`,
            query: { lang },
            auth: false,
            signal,
          })
        : Promise.reject(new ApiError({ message: 'There is no such article.', httpStatus: 404 })),
    staleTime: STALE,
    // An article that is not there (404) is not asked for again when its page mounts: the server's
    // 'Article not found' then hydrates as it is (decision 057); the page's Retry asks again after a failure.
    retryOnMount: false,
  });

export const useArticles = () => useQuery(articlesQueryOptions(usePageLanguage()));
export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug, usePageLanguage()));
