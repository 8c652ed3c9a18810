import { ArrowLeft, FileQuestion } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseArticleBody } from '#domain/articles';
import type { Article } from '#domain/content';
import { SITE_ROUTES } from '#domain/site-routes';
import { ApiError } from '#web/api/api-error';
import { primaryButton } from '#web/components/ui/buttons';
import { HydrateInTurn } from '#web/components/layout/hydrate-in-turn';
import { ErrorPanel } from '#web/components/ui/error-panel';
import { Spinner } from '#web/components/ui/loaded';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useArticle } from './api/get-articles';
import { articlePath } from './components/article-card';
import { TAG_WORDS, isArticleTag } from './components/article-words';
import { ShareLinks } from './components/share-links';
import { SubscribeBox } from './components/subscribe-box';

// One article (/blog-post/{slug}): its body is text in a small markdown subset, drawn as React elements,
// so an article can never carry markup or script into the page.

export function Component() {
  const { t } = useLingui();
  const slug = useParams().slug ?? '';
  const article = useArticle(slug);
  usePageTitle(pageTitle(article.data?.title ?? t`Article`));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <Link
        to={SITE_ROUTES.blog}
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-brand-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>All articles</Trans>
      </Link>
      {article.isPending ? (
        <Spinner label={t`Loading the article…`} />
      ) : article.isError ? (
        article.error instanceof ApiError && article.error.httpStatus === 404 ? (
          <NoSuchArticle />
        ) : (
          <ErrorPanel
            title={t`We couldn't load this article.`}
            message={article.error.message}
            onRetry={() => void article.refetch()}
          />
        )
      ) : (
        <ArticleView article={article.data} />
      )}
    </div>
  );
}

function ArticleView({ article }: { article: Article }) {
  const { i18n } = useLingui();
  return (
    <>
      <article className="mt-4" lang={article.lang === i18n.locale ? undefined : article.lang}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{article.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={article.published_on}>{article.published_on}</time>
        </p>
        <img
          src={article.image_url}
          alt=""
          width={160}
          height={120}
          className="mt-6 h-48 w-full rounded-2xl bg-slate-50 object-contain sm:h-64"
        />
        <p className="mt-6 text-lg font-medium text-slate-800">{article.summary}</p>
        <HydrateInTurn>
          <ArticleBody body={article.body} />
        </HydrateInTurn>
      </article>
      <HydrateInTurn>
        <ArticleEnd article={article} />
      </HydrateInTurn>
    </>
  );
}

/** The article's text: headings, lists and paragraphs. */
function ArticleBody({ body }: { body: string }) {
  return (
    <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-800">
      {parseArticleBody(body).map((block, index) =>
        block.type === 'heading' ? (
          <h2 key={index} className="pt-4 text-xl font-semibold text-slate-900">
            {block.text}
          </h2>
        ) : block.type === 'list' ? (
          <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand-700">
            {block.items.map((item, at) => (
              <li key={at}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}

/** Below the article: its tags, the share links and the Subscribe box, each hydrated in turn. */
function ArticleEnd({ article }: { article: Article }) {
  const { i18n, t } = useLingui();
  return (
    <div className="below-fold">
      <ul className="mt-8 flex flex-wrap gap-2" aria-label={t`Tags`}>
        {article.tags.filter(isArticleTag).map((tag) => (
          <li key={tag}>
            <Link
              to={`${SITE_ROUTES.blog}?${new URLSearchParams({ tag })}`}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3.5 text-sm font-medium text-slate-700 hover:border-brand-600 hover:text-brand-800"
            >
              {i18n._(TAG_WORDS[tag])}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-slate-200 pt-6">
        <ShareLinks path={articlePath(article.slug)} title={article.title} />
      </div>
      <div className="mt-8">
        <HydrateInTurn>
          <SubscribeBox />
        </HydrateInTurn>
      </div>
    </div>
  );
}

/** A link to an article that does not exist (mistyped, or taken down): said plainly, with a way on. */
function NoSuchArticle() {
  return (
    <div className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center sm:p-10">
      <FileQuestion aria-hidden="true" className="mx-auto size-10 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">
        <Trans>Article not found</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>
          There is no article at this address. It may have been moved or the link may be mistyped.
        </Trans>
      </p>
      <Link to={SITE_ROUTES.blog} className={`${primaryButton} mt-6`}>
        <Trans>See all articles</Trans>
      </Link>
    </div>
  );
}
