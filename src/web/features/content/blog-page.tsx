import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ArticleTag } from '#domain/articles';
import { CATEGORY_TAGS, SPECIAL_TAGS } from '#domain/articles';
import { SITE_ROUTES } from '#domain/site-routes';
import { Loaded } from '#web/components/ui/loaded';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useArticles } from './api/get-articles';
import { ArticleCard, articlePath } from './components/article-card';
import { TAG_WORDS, isArticleTag } from './components/article-words';
import { ShareLinks } from './components/share-links';
import { SubscribeBox } from './components/subscribe-box';

// The featured-articles page (content section 2, /blog): the articles as cards, three to the first
// column, with the Subscribe box (decision 058), the Specials and Categories tags that narrow them (?tag=)
// and links to share the page.

export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(pageTitle(t`Featured articles`));
  const [params] = useSearchParams();
  const chosen = params.get('tag');
  const tag = chosen !== null && isArticleTag(chosen) ? chosen : undefined;
  const tagName = tag && i18n._(TAG_WORDS[tag]);
  const articles = useArticles();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        <Trans>Featured articles</Trans>
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">
        <Trans>
          Plain answers about motor insurance in Sri Lanka: what to buy, what to carry, and how to claim.
        </Trans>
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="articles-heading">
          <h2 id="articles-heading" className="sr-only">
            {tagName ? t`Articles tagged ${tagName}` : t`All articles`}
          </h2>
          <Loaded
            query={articles}
            loading={t`Loading the articles…`}
            failed={t`We couldn't load the articles.`}
          >
            {(all) => {
              const shown = tag ? all.filter((article) => article.tags.includes(tag)) : all;
              return shown.length === 0 ? (
                <p className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
                  <Trans>No articles have this tag yet.</Trans>
                </p>
              ) : (
                // Three to a column from the widest layout, as the spec's page has them.
                <ul className="grid gap-4 sm:grid-cols-2 lg:auto-cols-fr lg:grid-flow-col lg:grid-rows-3">
                  {shown.map((article) => (
                    <li key={article.slug}>
                      <ArticleCard
                        url={articlePath(article.slug)}
                        lang={article.lang}
                        title={article.title}
                        summary={article.summary}
                        imageUrl={article.image_url}
                        badge={article.badge}
                        publishedOn={article.published_on}
                      />
                    </li>
                  ))}
                </ul>
              );
            }}
          </Loaded>
        </section>
        <aside className="space-y-6">
          <SubscribeBox />
          <TagList title={t`Specials`} tags={SPECIAL_TAGS} chosen={tag} />
          <TagList title={t`Categories`} tags={CATEGORY_TAGS} chosen={tag} />
          {tag && (
            <Link
              to={SITE_ROUTES.blog}
              className="inline-block font-medium text-brand-800 underline hover:no-underline"
            >
              <Trans>Show all articles</Trans>
            </Link>
          )}
          <ShareLinks path={SITE_ROUTES.blog} title={t`Featured articles`} />
        </aside>
      </div>
    </div>
  );
}

function TagList({
  title,
  tags,
  chosen,
}: {
  title: string;
  tags: readonly ArticleTag[];
  chosen?: ArticleTag;
}) {
  const { i18n } = useLingui();
  return (
    <nav aria-label={title}>
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={`${SITE_ROUTES.blog}?${new URLSearchParams({ tag })}`}
              aria-current={tag === chosen ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {i18n._(TAG_WORDS[tag])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
