import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articleListSchema,
  articleSchema,
  faqGroupsSchema,
  homeDataSchema,
  searchAnswerSchema,
} from '#domain/content';
import {
  articleTexts,
  faqTexts,
  homeSettings,
  homeSlides,
  featuredDealTexts,
  seedHistory,
  testimonials,
  testimonialTexts,
} from '#server/db/schema';
import { seed } from '#server/db/seed/seed';
import { ARTICLE_TRANSLATIONS } from '#server/db/seed/data/article-translations';
import { ARTICLES } from '#server/db/seed/data/articles';
import { HOME_TILES } from '#server/db/seed/data/content';
import { FEATURED_DEALS, HOME_PARTNERS, HOME_SLIDES, TESTIMONIALS } from '#server/db/seed/data/home';
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
const pick = ({ title, summary }: { title: string; summary: string }) => ({ title, summary });

describe('home data', () => {
  const homeData = async (query = '') => {
    const response = await get(`/v1/home_data${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return homeDataSchema.parse(response.json().data);
  };

  it('answers the seeded home tiles in order, without an auth_key, cacheable for five minutes', async () => {
    const response = await app.inject({ url: '/v1/home_data' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { tiles } = homeDataSchema.parse(response.json().data);
    expect(tiles.map((tile) => tile.url)).toEqual(HOME_TILES.map((tile) => tile.url));
    expect(tiles[0]).toMatchObject({
      lang: 'en',
      header: HOME_TILES[0]!.texts.en.header,
      background_color: HOME_TILES[0]!.backgroundColor,
      image_url: HOME_TILES[0]!.imageUrl,
      bottom_text: HOME_TILES[0]!.texts.en.bottomText,
    });
  });

  it("answers the tiles and the partners' names in Sinhala and Tamil", async () => {
    for (const locale of ['si', 'ta'] as const) {
      const { tiles, partners } = await homeData(`?lang=${locale}`);
      expect(tiles.map(({ lang, header, bottom_text }) => ({ lang, header, bottom_text }))).toEqual(
        HOME_TILES.map((tile) => ({
          lang: locale,
          header: tile.texts[locale]!.header,
          bottom_text: tile.texts[locale]!.bottomText,
        })),
      );
      const names = partners.flatMap((strip) => strip.partners.map(({ lang, name }) => ({ lang, name })));
      expect(names).toHaveLength(HOME_PARTNERS.length);
      expect(names.every((name) => name.lang === locale)).toBe(true);
      expect(names.map((name) => name.name)).toEqual(
        expect.arrayContaining(HOME_PARTNERS.map((partner) => partner.texts[locale]!.name)),
      );
    }
    expect((await homeData('?lang=si')).partners[1]!.partners[0]!.name).toBe('ලංකා බැංකුව');
    expect((await homeData('?lang=ta')).partners[1]!.partners[0]!.name).toBe('இலங்கை வங்கி');
  });

  it("answers the carousel's slides, one per product, with every field", async () => {
    const { slides } = await homeData();
    expect(slides.map(({ id: _id, ...slide }) => slide)).toEqual(
      HOME_SLIDES.map((slide) => ({
        lang: 'en',
        header: slide.texts.en.header,
        description: slide.texts.en.description,
        bottom_text: 'Compare & Buy',
        header_url: slide.headerUrl,
        bottom_text_url: slide.bottomTextUrl,
        web_image_url: slide.webImageUrl,
        mobile_image_url: slide.mobileImageUrl,
      })),
    );
    expect(slides.map((slide) => slide.bottom_text_url)).toEqual([
      '/motor/Car/full-insurance/Quotation',
      '/motor/Motor-Cycle/third-party/Quotation',
      '/motor/Three-Wheeler/full-insurance/Quotation',
      '/motor/Dual-Purpose/full-insurance/Quotation',
      '/start-ups-&-sme',
    ]);
  });

  it('answers the three testimonials, the newest three articles with their quote link, and both partner strips', async () => {
    const { testimonials, blog_features, partners } = await homeData();
    expect(testimonials.map(({ id: _id, ...testimonial }) => testimonial)).toEqual(
      TESTIMONIALS.map((testimonial) => ({
        lang: 'en',
        user_img_url: testimonial.userImgUrl,
        user_name: testimonial.texts.en.userName,
        comment: testimonial.texts.en.comment,
      })),
    );
    const newest = [...ARTICLES].sort((a, b) => b.publishedOn.localeCompare(a.publishedOn)).slice(0, 3);
    expect(blog_features).toEqual(
      newest.map((article) => ({
        slug: article.slug,
        lang: 'en',
        title: article.title,
        summary: article.summary,
        image_url: article.imageUrl,
        tags: article.tags,
        badge: article.badge ?? null,
        published_on: article.publishedOn,
        quote_url: '/motor/Car/full-insurance/Quotation',
      })),
    );
    expect(partners.map((strip) => strip.group)).toEqual(['insurer', 'bank']);
    const [insurers, banks] = partners;
    expect(insurers!.partners.map(({ id: _id, ...partner }) => partner)).toEqual(
      HOME_PARTNERS.filter((partner) => partner.group === 'insurer').map((partner) => ({
        lang: 'en',
        name: partner.texts.en.name,
        img_url: partner.imgUrl,
        img_link: partner.imgLink,
      })),
    );
    expect(banks!.partners.map((partner) => partner.name)).toContain('Nations Trust Bank');
    for (const partner of [...insurers!.partners, ...banks!.partners]) {
      expect(partner.img_link).toMatch(/^https:\/\/www\.[a-z.-]+$/);
      expect(partner.img_url).toMatch(/^\/images\/(insurers|banks)\/[a-z]+\.svg$/);
    }
  });

  it("answers the featured deals hidden, until an operator's setting shows them", async () => {
    const { featured_deals } = await homeData();
    expect(featured_deals.shown).toBe(false);
    expect(featured_deals.deals.map(({ id: _id, ...deal }) => deal)).toEqual(
      FEATURED_DEALS.map((deal) => ({
        lang: 'en',
        image_url: deal.imageUrl,
        header: deal.texts.en.header,
        paragraph: deal.texts.en.paragraph,
        quote_url: deal.quoteUrl,
        read_more_url: deal.readMoreUrl,
        badge: deal.badge,
      })),
    );
    expect(featured_deals.deals.map((deal) => deal.read_more_url)).toEqual([
      '/promotions/online-web/motor/ntb/credit-card-offer',
      '/promotions/online-web/motor/ndb/credit-card-offer',
      '/promotions/online-web/motor/hnb/credit-card-offer',
    ]);
    await database.db.update(homeSettings).set({ showFeaturedDeals: true });
    expect((await homeData()).featured_deals.shown).toBe(true);
    await database.db.update(homeSettings).set({ showFeaturedDeals: false });
  });

  it("follows an operator's edits and order without a deploy, and a new seed keeps them", async () => {
    const [first, second] = (await homeData()).testimonials;
    await database.db.update(testimonials).set({ sort: 10 }).where(eq(testimonials.id, first!.id));
    await database.db
      .update(testimonialTexts)
      .set({ comment: 'Quick and clear.' })
      .where(and(eq(testimonialTexts.ownerId, first!.id), eq(testimonialTexts.locale, 'en')));
    await database.db.delete(homeSlides).where(eq(homeSlides.headerUrl, '/start-ups-&-sme'));
    const edited = await homeData();
    expect(edited.testimonials[0]!.id).toBe(second!.id);
    expect(edited.testimonials.at(-1)).toMatchObject({ id: first!.id, comment: 'Quick and clear.' });
    expect(edited.slides).toHaveLength(4);

    await database.db.delete(seedHistory);
    expect(await seed(database.db)).toBe('seeded');
    const reseeded = await homeData();
    expect(reseeded.testimonials).toEqual(edited.testimonials);
    expect(reseeded.slides).toEqual(edited.slides);
  });

  it("answers the slides, testimonials and deals in the page's language", async () => {
    const si = await homeData('?lang=si');
    expect(si.slides.length).toBeGreaterThan(0);
    for (const slide of si.slides) {
      const { texts } = HOME_SLIDES.find((seeded) => seeded.headerUrl === slide.header_url)!;
      expect(slide).toMatchObject({
        lang: 'si',
        header: texts.si!.header,
        description: texts.si!.description,
        bottom_text: 'සසඳා මිලදී ගන්න',
      });
    }
    expect(si.testimonials.map(({ lang, user_name, comment }) => ({ lang, user_name, comment }))).toEqual(
      si.testimonials.map((testimonial) => {
        const { texts } = TESTIMONIALS.find((seeded) => seeded.userImgUrl === testimonial.user_img_url)!;
        return { lang: 'si', user_name: texts.si!.userName, comment: texts.si!.comment };
      }),
    );
    const ta = await homeData('?lang=ta');
    expect(ta.featured_deals.deals.map(({ lang, header }) => ({ lang, header }))).toEqual(
      FEATURED_DEALS.map(({ texts }) => ({ lang: 'ta', header: texts.ta!.header })),
    );
    // The same rows, in the same order, whatever the language.
    expect(ta.slides.map((slide) => slide.id)).toEqual((await homeData()).slides.map((slide) => slide.id));
  });

  it('answers English, marked so, where a row has no words in the language; a new seed adds them back unless the English was rewritten', async () => {
    const { testimonials: shown, featured_deals } = await homeData('?lang=ta');
    const [kept, rewritten] = shown;
    const deal = featured_deals.deals[0]!;
    await database.db
      .delete(testimonialTexts)
      .where(
        and(eq(testimonialTexts.locale, 'ta'), inArray(testimonialTexts.ownerId, [kept!.id, rewritten!.id])),
      );
    await database.db
      .delete(featuredDealTexts)
      .where(and(eq(featuredDealTexts.ownerId, deal.id), eq(featuredDealTexts.locale, 'ta')));
    await database.db
      .update(testimonialTexts)
      .set({ comment: 'Clear answers, no pressure.' })
      .where(and(eq(testimonialTexts.ownerId, rewritten!.id), eq(testimonialTexts.locale, 'en')));
    const fallback = await homeData('?lang=ta');
    const english = (id: number) => fallback.testimonials.find((testimonial) => testimonial.id === id)!;
    expect(english(rewritten!.id)).toMatchObject({ lang: 'en', comment: 'Clear answers, no pressure.' });
    expect(english(kept!.id).lang).toBe('en');
    expect(fallback.featured_deals.deals[0]).toMatchObject({
      lang: 'en',
      header: FEATURED_DEALS[0]!.texts.en.header,
    });

    await database.db.delete(seedHistory);
    expect(await seed(database.db)).toBe('seeded');
    const reseeded = await homeData('?lang=ta');
    const after = (id: number) => reseeded.testimonials.find((testimonial) => testimonial.id === id)!;
    expect(after(kept!.id)).toEqual(kept);
    expect(after(rewritten!.id)).toMatchObject({ lang: 'en', comment: 'Clear answers, no pressure.' });
    expect(reseeded.featured_deals.deals[0]).toEqual(deal);
  });

  it("features the articles in the page's language", async () => {
    const { blog_features } = await homeData('?lang=ta');
    expect(blog_features.map(({ lang, title, summary }) => ({ lang, title, summary }))).toEqual(
      ARTICLES.slice(0, 3).map(({ slug }) => ({ lang: 'ta', ...pick(ARTICLE_TRANSLATIONS[slug]!.ta!) })),
    );
  });

  it('refuses a hostile or unknown lang as a field error, never a 500', async () => {
    for (const lang of ['fr', '', 'en%00', '<script>', "en'--", 'EN', 'x'.repeat(5000), 'en&lang=si']) {
      const response = await get(`/v1/home_data?lang=${encodeURIComponent(lang)}`);
      expect(response.statusCode, lang).toBe(422);
      expect(Object.keys(response.json().error.errors), lang).toEqual(['lang']);
    }
    const twice = await get('/v1/home_data?lang=en&lang=si');
    expect(twice.statusCode).toBeLessThan(500);
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

  it('lists the articles in Sinhala, and answers one in Tamil with its body', async () => {
    const { articles } = articleListSchema.parse((await get('/v1/articles?lang=si')).json().data);
    expect(articles.map(({ slug, lang, title, summary }) => ({ slug, lang, title, summary }))).toEqual(
      ARTICLES.map(({ slug }) => ({ slug, lang: 'si', ...pick(ARTICLE_TRANSLATIONS[slug]!.si!) })),
    );
    const seeded = ARTICLES[4]!;
    const response = await get(`/v1/articles/${seeded.slug}?lang=ta`);
    expect(response.statusCode).toBe(200);
    expect(articleSchema.parse(response.json().data)).toMatchObject({
      slug: seeded.slug,
      lang: 'ta',
      ...ARTICLE_TRANSLATIONS[seeded.slug]!.ta!,
      published_on: seeded.publishedOn,
    });
  });

  it("shows an article in the page's language when it has one, else in English marked as such", async () => {
    const english = (await get(`/v1/articles/${ARTICLES[5]!.slug}`)).json().data;
    const article = await database.db.query.articles.findFirst({
      where: (table, { eq }) => eq(table.slug, ARTICLES[5]!.slug),
    });
    await database.db
      .delete(articleTexts)
      .where(and(eq(articleTexts.articleId, article!.id), eq(articleTexts.locale, 'si')));
    const inSinhala = async (slug: string) =>
      articleSchema.parse((await get(`/v1/articles/${slug}?lang=si`)).json().data);
    expect(await inSinhala(ARTICLES[0]!.slug)).toMatchObject({
      lang: 'si',
      body: ARTICLE_TRANSLATIONS[ARTICLES[0]!.slug]!.si!.body,
    });
    expect(await inSinhala(ARTICLES[5]!.slug)).toMatchObject({ lang: 'en', body: english.body });
    // English pages still read the English words.
    expect((await get(`/v1/articles/${ARTICLES[5]!.slug}`)).json().data).toEqual(english);
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

  it('finds a Sinhala and a Tamil article by a word that only its body holds', async () => {
    const claims = ARTICLES.find((article) => article.body.includes('Suwa Seriya'))!;
    // The ambulance's name, as each language writes it, is in that article's body only.
    for (const [lang, word] of [
      ['si', 'සැරිය'],
      ['ta', 'செரிய'],
    ] as const) {
      const words = ARTICLE_TRANSLATIONS[claims.slug]![lang]!;
      expect(words.body).toContain(word);
      expect(words.title + words.summary).not.toContain(word);
      expect(await search(word, 'blogs', lang)).toEqual([
        {
          title: words.title,
          text: words.summary,
          url: `/blog-post/${claims.slug}`,
          image_url: claims.imageUrl,
          group: null,
          lang,
        },
      ]);
    }
    // Two words together; a word with a zero-width joiner (ප්‍ර), which PostgreSQL's parser splits in two
    // on a UTF-8 server and PGlite's does not: the query is split the same way, so both find it.
    const certificate = await search('රක්ෂණ සහතිකය', 'blogs', 'si');
    expect(certificate.length).toBeGreaterThan(0);
    expect(certificate.every((result) => result.lang === 'si')).toBe(true);
    expect((await search('ප්‍රසාද', 'blogs', 'si'))[0]).toMatchObject({
      lang: 'si',
      url: `/blog-post/${ARTICLES[1]!.slug}`,
    });
    expect((await search('குத்தகை', 'blogs', 'ta')).map((result) => result.lang)).toContain('ta');
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

  it("finds a product by its name in the page's language, and answers it in that language", async () => {
    expect(await search('முச்சக்கர', 'products', 'ta')).toEqual([
      expect.objectContaining({ title: 'முச்சக்கர வண்டி', lang: 'ta' }),
    ]);
    expect(
      (await search('motorcycle', 'products', 'si')).map(({ title, lang }) => ({ title, lang })),
    ).toEqual([{ title: 'යතුරුපැදිය', lang: 'si' }]);
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
