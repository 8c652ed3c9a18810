import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleBadge } from '#domain/articles';

/** The corner badge of an article or a deal card: the API names it in English, the page in its language. */
export const BADGE_WORDS: Record<ArticleBadge, MessageDescriptor> = {
  FEATURED: msg`FEATURED`,
  POPULAR: msg`POPULAR`,
};

/** The badge's look, the same on every card. */
export const badgeClass =
  'absolute top-3 left-3 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-900';
