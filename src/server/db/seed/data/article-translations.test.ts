import { describe, expect, it } from 'vitest';
import { parseArticleBody } from '#domain/articles';
import { ARTICLE_TRANSLATIONS } from './article-translations';
import { ARTICLES } from './articles';

// A translation says what the English says: the same headings, paragraphs and list items in the same
// order, and the same figures in each of them.
const shape = (body: string) =>
  parseArticleBody(body).map((block) => (block.type === 'list' ? block.items.length : block.type));
const figures = (text: string) => text.match(/\d+(?:[.,]\d+)*%?/g) ?? [];
const figuresByBlock = (body: string) =>
  parseArticleBody(body).map((block) =>
    (block.type === 'list' ? block.items : [block.text]).flatMap(figures).sort(),
  );

describe('the articles in Sinhala and Tamil', () => {
  it('are there for every article and none other', () => {
    expect(Object.keys(ARTICLE_TRANSLATIONS).sort()).toEqual(ARTICLES.map((article) => article.slug).sort());
  });

  for (const article of ARTICLES) {
    for (const locale of ['si', 'ta'] as const) {
      it(`${article.slug} in ${locale} follows the English block by block, figures included`, () => {
        const words = ARTICLE_TRANSLATIONS[article.slug]![locale]!;
        expect(shape(words.body)).toEqual(shape(article.body));
        expect(figuresByBlock(words.body)).toEqual(figuresByBlock(article.body));
        expect(figures(words.title + words.summary).sort()).toEqual(
          figures(article.title + article.summary).sort(),
        );
        // Written in the language, not left in English.
        const script = locale === 'si' ? /[\u0D80-\u0DFF]/g : /[\u0B80-\u0BFF]/g;
        expect((words.body.match(script) ?? []).length).toBeGreaterThan(words.body.length / 3);
      });
    }
  }
});
