import { pageOrigin } from '#web/config';
import { Link, generatePath } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BlogFeature } from '#domain/content';
import { SITE_ROUTES } from '#domain/site-routes';
import { secondaryButton } from '#web/components/ui/buttons';
import { safeLink } from '#web/components/ui/safe-link';
import { SmartLink } from '#web/components/ui/smart-link';

// 'Blog Features' (content section 2): the three newest articles, each with a link to read it and a
// 'Get a quote' for the product it is about.

export function BlogFeatures({ articles }: { articles: BlogFeature[] }) {
  const { i18n } = useLingui();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="blog-features-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="blog-features-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Blog Features</Trans>
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {articles.map((article) => {
            const quote = safeLink(article.quote_url, pageOrigin());
            return (
              <li key={article.slug}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                  <img
                    src={article.image_url}
                    alt=""
                    width={160}
                    height={120}
                    loading="lazy"
                    className="h-32 w-full bg-slate-50 object-contain"
                  />
                  {/* English standing in for the page's language says so, for screen readers. */}
                  <div
                    className="flex flex-1 flex-col p-4"
                    lang={article.lang === i18n.locale ? undefined : article.lang}
                  >
                    <h3 className="text-lg leading-snug font-semibold text-slate-900">
                      <Link
                        to={generatePath(SITE_ROUTES.blogPost, { slug: article.slug })}
                        className="hover:text-brand-800 hover:underline"
                      >
                        {article.title}
                      </Link>
                    </h3>
                    <p className="mt-2 flex-1 text-slate-700">{article.summary}</p>
                  </div>
                  {quote && (
                    <div className="px-4 pb-4">
                      <SmartLink link={quote} className={`${secondaryButton} w-full`}>
                        <Trans>Get a quote</Trans>
                        <ArrowRight aria-hidden="true" className="size-4" />
                      </SmartLink>
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
