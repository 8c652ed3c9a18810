import { Link, generatePath } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ArticleBadge } from '#domain/articles';
import { SITE_ROUTES } from '#domain/site-routes';
import { BADGE_WORDS, badgeClass } from '#web/components/ui/badge-words';

export const articlePath = (slug: string) => generatePath(SITE_ROUTES.blogPost, { slug });

interface CardProps {
  url: string;
  lang: string;
  title: string;
  summary: string;
  imageUrl: string;
  badge?: ArticleBadge | null;
  publishedOn?: string;
}

/** One article on the featured-articles page or among the search results: its picture, badge and summary. */
export function ArticleCard({ url, lang, title, summary, imageUrl, badge, publishedOn }: CardProps) {
  const { i18n } = useLingui();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <img
        src={imageUrl}
        alt=""
        width={160}
        height={120}
        className="h-36 w-full bg-slate-50 object-contain"
      />
      {badge && <span className={badgeClass}>{i18n._(BADGE_WORDS[badge])}</span>}
      {/* A text in another language than the page's (English standing in) says so, for screen readers. */}
      <div className="flex flex-1 flex-col p-4" lang={lang === i18n.locale ? undefined : lang}>
        <h3 className="text-lg leading-snug font-semibold text-slate-900">
          {/* The whole card is the link's target, through the ::after that covers it. */}
          <Link to={url} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
            {title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{summary}</p>
        {publishedOn && (
          <p className="mt-3 text-sm text-slate-600">
            <time dateTime={publishedOn}>{publishedOn}</time>
          </p>
        )}
      </div>
    </article>
  );
}
