// The blog's articles and the FAQ (content document, section 2 "Static and sample pages"; issue 24,
// decision 052): their fixed lists and the small markdown subset an article's body is written in. No zod
// here, so the pages that only read these stay small.

/** The optional corner badge of an article card. */
export const ARTICLE_BADGES = ['FEATURED', 'POPULAR'] as const;
export type ArticleBadge = (typeof ARTICLE_BADGES)[number];

/** The featured-articles page's two tag lists, in the spec's order. */
export const SPECIAL_TAGS = ['Most Read', 'Featured', 'Popular', 'New'] as const;
export const CATEGORY_TAGS = [
  'Insurance',
  'Products',
  'Tips',
  'How Tos',
  'News',
  'Motor',
  'Life',
  'Travel',
  'Health',
] as const;
export type ArticleTag = (typeof SPECIAL_TAGS)[number] | (typeof CATEGORY_TAGS)[number];

export const FAQ_GROUPS = ['general', 'motor'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

/** The home page's partner strips ('{product} Partner'), in their order. */
export const PARTNER_GROUPS = ['insurer', 'bank'] as const;
export type PartnerGroup = (typeof PARTNER_GROUPS)[number];

/** How many of the newest articles the home page features ('Blog Features', section 9). */
export const HOME_BLOG_FEATURES = 3;

/** What the search results page searches, one tab each. */
export const SEARCH_KINDS = ['products', 'blogs', 'faqs'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The most characters a search takes; the box stops there, the server refuses more. */
export const SEARCH_MAX_LENGTH = 100;

/** A block of an article's body, rendered by React as text: the body never carries HTML. */
export type ArticleBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * An article's body: blocks separated by a blank line; a block starting '## ' is a heading, a block whose
 * lines all start '- ' is a list, anything else a paragraph (its lines joined).
 */
export function parseArticleBody(body: string): ArticleBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): ArticleBlock => {
      const lines = block.split('\n').map((line) => line.trim());
      if (block.startsWith('## ')) return { type: 'heading', text: block.slice(3).trim() };
      if (lines.every((line) => line.startsWith('- ')))
        return { type: 'list', items: lines.map((line) => line.slice(2).trim()) };
      return { type: 'paragraph', text: lines.join(' ') };
    });
}
