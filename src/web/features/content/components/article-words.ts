import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleTag, FaqGroup } from '#domain/articles';

// The fixed words of the blog and the FAQ: the API names tags and groups in English, the page
// shows them in its language.

export const TAG_WORDS: Record<ArticleTag, MessageDescriptor> = {
  'Most Read': msg`Most Read`,
  Featured: msg`Featured`,
  Popular: msg`Popular`,
  New: msg`New`,
  Insurance: msg`Insurance`,
  Products: msg`Products`,
  Tips: msg`Tips`,
  'How Tos': msg`How Tos`,
  News: msg`News`,
  Motor: msg`Motor`,
  Life: msg`Life`,
  Travel: msg`Travel`,
  Health: msg`Health`,
};

export const isArticleTag = (tag: string): tag is ArticleTag => tag in TAG_WORDS;

export const GROUP_WORDS: Record<FaqGroup, MessageDescriptor> = {
  general: msg`General`,
  motor: msg`Motor`,
};
