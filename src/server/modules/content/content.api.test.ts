import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleListSchema,
  articleSchema,
  faqGroupsSchema,
  homeDataSchema,
  searchAnswerSchema,
} from '#domain/content';
import { articleTexts, faqTexts } from '#server/db/schema';
import { ARTICLES } from '#server/db/seed/data/articles';
import { HOME_TILES } from '#server/db/seed/data/content';
import { FAQ_TRANSLATIONS } from '#server/db/seed/data/faq-translations';
import { FAQS } from '#server/db/seed/data/faqs';
import type { TestApp, TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';

let app: TestApp;
let database: TestContext['database'];
beforeAll(async () => {
  ({ app, database } = await createTestApp());
});
afterAll(() => app.close());

const get = (url: string) => app.inject({ url });
const search = async (q: string, kind: string, lang?: string) => {
  const query = new URLSearchParams({ q, kind, ...(lang ? { lang } : {}) });
  const response = await get(`/v1/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchAnswerSchema.parse(response.json().data).results;
};

it('answers the seeded home tiles in order, without an auth_key, cacheable for five minutes', async () => {
  const response = await app.inject({ url: '/v1/home_data' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  const { tiles } = homeDataSchema.parse(response.json().data);
  expect(tiles.map((tile) => tile.url)).toEqual(HOME_TILES.map((tile) => tile.url));
  expect(tiles[0]).toMatchObject({
    header: HOME_TILES[0]!.header,
    background_color: HOME_TILES[0]!.backgroundColor,
    image_url: HOME_TILES[0]!.imageUrl,
    bottom_text: HOME_TILES[0]!.bottomText,
  });
});

describe('articles', () => {
  it('lists every seeded article newest first, without an auth_key', async () => {
    const response = await get('/v1/articles');
    expect(response.statusCode).toBe(200);
    const { articles } = articleListSchema.parse(response.json().data);
    const newestFirst = [...ARTICLES].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn));
    expect(articles.map((article) => article.slug)).toEqual(newestFirst.map((article) => article.slug));
    expect(articles[0]).toMatchObject({
      lang: 'en',
      title: newestFirst[0]!.title,
      tags: newestFirst[0]!.tags,
      badge: newestFirst[0]!.badge ?? null,
    });
  });

  it('answers one article with its body by its slug', async () => {
    const seeded = ARTICLES[2]!;
    const response = await get(`/v1/articles/${seeded.slug}`);
    expect(response.statusCode).toBe(200);
    expect(articleSchema.parse(response.json().data)).toMatchObject({
      slug: seeded.slug,
      title: seeded.title,
      body: seeded.body,
      published_on: seeded.publishedOn,
    });
  });

  it('answers 404 in the envelope for an unknown slug', async () => {
    const response = await get('/v1/articles/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 800,
      success: false,
      error: { error_format: 0, message: 'There is no such article.' },
    });
  });

  it("shows an article in the page's language when it has one, else in English marked as such", async () => {
    const [first, second] = await Promise.all([
      get(`/v1/articles/${ARTICLES[0]!.slug}`),
      get(`/v1/articles/${ARTICLES[1]!.slug}`),
    ]);
    const articleId = async (slug: string) =>
      (await database.db.query.articles.findFirst({ where: (table, { eq }) => eq(table.slug, slug) }))!.id;
    await database.db.insert(articleTexts).values({
      articleId: await articleId(ARTICLES[0]!.slug),
      locale: 'si',
      title: 'තුන්වන පාර්ශ්ව හෝ සම්පූර්ණ රක්ෂණය',
      summary: 'සාරාංශය',
      body: 'රක්ෂණ ඔප්පුව',
    });
    const inSinhala = async (slug: string) =>
      articleSchema.parse((await get(`/v1/articles/${slug}?lang=si`)).json().data);
    expect(await inSinhala(ARTICLES[0]!.slug)).toMatchObject({ lang: 'si', body: 'රක්ෂණ ඔප්පුව' });
    expect(await inSinhala(ARTICLES[1]!.slug)).toMatchObject({
      lang: 'en',
      body: articleSchema.parse(second.json().data).body,
    });
    // English pages still read the English words.
    expect((await get(`/v1/articles/${ARTICLES[0]!.slug}`)).json().data).toEqual(first.json().data);
    expect(await search('ඔප්පුව', 'blogs', 'si')).toEqual([
      expect.objectContaining({ lang: 'si', url: `/blog-post/${ARTICLES[0]!.slug}` }),
    ]);
  });
});

describe('the FAQ', () => {
  it('answers the General and the Motor questions in the seeded order', async () => {
    const response = await get('/v1/faqs');
    expect(response.statusCode).toBe(200);
    const { groups } = faqGroupsSchema.parse(response.json().data);
    expect(groups.map((group) => group.group)).toEqual(['general', 'motor']);
    for (const { group, faqs } of groups) {
      const seeded = FAQS.filter((faq) => faq.group === group);
      expect(seeded.length).toBeGreaterThanOrEqual(8);
      expect(faqs.map((faq) => faq.question)).toEqual(seeded.map((faq) => faq.question));
      expect(faqs.every((faq) => faq.lang === 'en')).toBe(true);
    }
  });

  it('answers the questions in Tamil, and in English where a Tamil text is missing', async () => {
    const inTamil = async () => faqGroupsSchema.parse((await get('/v1/faqs?lang=ta')).json().data).groups;
    const seeded = (await inTamil()).flatMap((group) => group.faqs);
    expect(seeded.map((faq) => [faq.lang, faq.question])).toEqual(
      FAQS.map((faq) => ['ta', FAQ_TRANSLATIONS[faq.code]!.ta!.question]),
    );

    const second = await database.db.query.faqs.findFirst({
      where: (table, { eq }) => eq(table.code, FAQS[1]!.code),
    });
    await database.db.delete(faqTexts).where(and(eq(faqTexts.faqId, second!.id), eq(faqTexts.locale, 'ta')));
    const [first, fallback] = (await inTamil())[0]!.faqs;
    expect(first).toMatchObject({ lang: 'ta', question: FAQ_TRANSLATIONS[FAQS[0]!.code]!.ta!.question });
    expect(fallback).toMatchObject({ lang: 'en', question: FAQS[1]!.question, answer: FAQS[1]!.answer });
  });
});

describe('search', () => {
  it('finds an article by a word that only its body holds, best match first', async () => {
    // 'Suwa Seriya' (the ambulance number) is in the claims article's body, not its title or summary.
    const claims = ARTICLES.find((article) => article.body.includes('Suwa Seriya'))!;
    expect(claims.title + claims.summary).not.toMatch(/Seriya/);
    const results = await search('seriya', 'blogs');
    expect(results).toEqual([
      {
        title: claims.title,
        text: claims.summary,
        url: `/blog-post/${claims.slug}`,
        image_url: claims.imageUrl,
        group: null,
        lang: 'en',
      },
    ]);
  });

  it('ranks a title match above body mentions, and stems the words', async () => {
    const results = await search('claims', 'blogs');
    expect(results.length).toBeGreaterThan(1);
    expect(results[0]!.title).toMatch(/claim/i);
  });

  it('finds the questions, with their group and place on the FAQ page', async () => {
    const results = await search('cover note', 'faqs');
    expect(results[0]).toMatchObject({
      title: 'What is a cover note?',
      group: 'motor',
      url: '/faq#what-is-a-cover-note',
    });
  });

  it("finds the products by their name and their link's words", async () => {
    expect((await search('three wheeler', 'products')).map((result) => result.url)).toEqual([
      '/motor/Three-Wheeler/full-insurance/Quotation',
    ]);
    expect((await search('third party', 'products')).map((result) => result.title)).toEqual(['Motorcycle']);
  });

  it('answers nothing found, never an error, for words nothing holds or query syntax', async () => {
    for (const q of ['zzzqqq', '&|!:*()\'"<->', 'the', 'claim & | !', '-insurance', 'a:*']) {
      for (const kind of ['products', 'blogs', 'faqs']) {
        expect(Array.isArray(await search(q, kind)), q).toBe(true);
      }
    }
    expect(await search('&|!:*()', 'blogs')).toEqual([]);
  });

  it('refuses an empty, a too long or an unstorable query, and an unknown kind, as field errors', async () => {
    const refused = async (query: string) => {
      const response = await get(`/v1/search?${query}`);
      expect(response.statusCode, query).toBe(422);
      return response.json().error.errors as Record<string, string[]>;
    };
    expect(await refused('q=%20%20&kind=blogs')).toEqual({ q: ['Type a word to search for'] });
    expect(await refused(`q=${'a'.repeat(101)}&kind=blogs`)).toEqual({
      q: ['Search for at most 100 characters'],
    });
    expect(await refused('q=a%00b&kind=faqs')).toEqual({ q: ['Contains characters that are not allowed'] });
    expect(Object.keys(await refused('q=car&kind=people'))).toEqual(['kind']);
    expect(Object.keys(await refused('q=car&kind=blogs&lang=fr'))).toEqual(['lang']);
  });
});
