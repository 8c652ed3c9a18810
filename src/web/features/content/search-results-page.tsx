import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { SearchKind } from '#domain/articles';
import { FAQ_GROUPS, SEARCH_KINDS } from '#domain/articles';
import type { SearchResult } from '#domain/content';
import { SITE_ROUTES } from '#domain/site-routes';
import { Loaded } from '#web/components/ui/loaded';
import { pageTitle, usePageTitle } from '#web/components/use-page-title';
import { useSearch } from './api/search';
import { ArticleCard } from './components/article-card';
import { FaqList } from './components/faq-list';
import { SearchBox } from '#web/components/layout/search-box';

// The search results page (content sections 2 and 4): one page at three paths, the tab taken from the
// path; choosing a tab goes to its path with the same words (?q=).

const TABS: Record<SearchKind, { path: string; label: MessageDescriptor }> = {
  products: { path: SITE_ROUTES.searchProducts, label: msg`Products` },
  blogs: { path: SITE_ROUTES.searchBlogs, label: msg`Blogs` },
  faqs: { path: SITE_ROUTES.searchFaqs, label: msg`FAQs` },
};

export function Component() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const kind = SEARCH_KINDS.find((each) => TABS[each].path === pathname) ?? 'products';
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageTitle(pageTitle(q ? t`Search results for ${q}` : t`Search`));
  const searches = useSearch(q);
  const shown = searches[SEARCH_KINDS.indexOf(kind)]!;
  const query = q ? `?${new URLSearchParams({ q })}` : '';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {q ? <Trans>Search results for “{q}”</Trans> : <Trans>Search</Trans>}
      </h1>
      <SearchBox key={q} initial={q} action={TABS[kind].path} className="mt-4 max-w-xl" />
      <nav aria-label={t`Kinds of results`} className="mt-6 border-b border-slate-200">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {SEARCH_KINDS.map((each, index) => {
            const count = searches[index]!.data?.length;
            return (
              <li key={each}>
                <Link
                  to={`${TABS[each].path}${query}`}
                  aria-current={each === kind ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center gap-1.5 border-b-2 border-transparent px-3 font-semibold sm:px-4 whitespace-nowrap text-slate-700 hover:text-brand-800 aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800"
                >
                  {i18n._(TABS[each].label)}
                  {count !== undefined && (
                    <span className="rounded-full bg-slate-100 px-2 text-sm text-slate-700">{count}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-6">
        {!q ? (
          <p className="text-slate-700">
            <Trans>Type a word above to search our insurance products, articles and questions.</Trans>
          </p>
        ) : (
          <Loaded query={shown} loading={t`Searching…`} failed={t`We couldn't search just now.`}>
            {(results) =>
              results.length === 0 ? (
                <p
                  role="status"
                  className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700"
                >
                  <Trans>Nothing found for “{q}” here. Try another word, or another tab.</Trans>
                </p>
              ) : (
                <>
                  <h2 className="sr-only">{i18n._(TABS[kind].label)}</h2>
                  <Results kind={kind} results={results} />
                </>
              )
            }
          </Loaded>
        )}
      </div>
    </div>
  );
}

function Results({ kind, results }: { kind: SearchKind; results: SearchResult[] }) {
  if (kind === 'faqs') {
    return (
      <div className="max-w-3xl space-y-8">
        {FAQ_GROUPS.map((group) => {
          const items = results.filter((result) => result.group === group);
          return items.length === 0 ? null : (
            <FaqList
              key={group}
              group={group}
              level="h3"
              items={items.map((result) => ({
                id: result.url.split('#')[1] ?? result.url,
                lang: result.lang,
                question: result.title,
                answer: result.text ?? '',
              }))}
            />
          );
        })}
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {results.map((result) => (
        <li key={result.url}>
          {kind === 'blogs' ? (
            <ArticleCard
              url={result.url}
              lang={result.lang}
              title={result.title}
              summary={result.text ?? ''}
              imageUrl={result.image_url ?? ''}
            />
          ) : (
            <ProductCard product={result} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A product the site sells, as its home tile shows it: the picture and a way to its quotation. */
function ProductCard({ product }: { product: SearchResult }) {
  return (
    <article className="relative flex h-full items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:shadow-md">
      {product.image_url && (
        <img
          src={product.image_url}
          alt=""
          width={96}
          height={72}
          className="h-18 w-24 shrink-0 object-contain"
        />
      )}
      <div>
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            to={product.url}
            className="after:absolute after:inset-0 hover:text-brand-800 hover:underline"
          >
            {product.title}
          </Link>
        </h3>
        <p className="mt-1 font-medium text-brand-800">
          <Trans>Compare & Buy</Trans>
        </p>
      </div>
    </article>
  );
}
