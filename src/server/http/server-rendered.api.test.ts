import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArticleBody } from '#domain/articles';
import { PAGE_STATE_ID } from '#domain/page-render';
import { articleTexts, testimonials, testimonialTexts } from '#server/db/schema';
import { ARTICLES } from '#server/db/seed/data/articles';
import { FAQ_TRANSLATIONS } from '#server/db/seed/data/faq-translations';
import { FAQS } from '#server/db/seed/data/faqs';
import { HOME_SLIDES, TESTIMONIALS } from '#server/db/seed/data/home';
import type { TestApp, TestContext } from '#server/testing/test-app';
import { createTestApp } from '#server/testing/test-app';
import buildWebIfStale from '#tests/support/build-web';

// Decision 057: the content pages come as HTML rendered from the web app's components, with the data they
// show embedded for the browser to hydrate; the other pages stay the app's empty shell.

let app: TestApp;
let database: TestContext['database'];
beforeAll(async () => {
  await buildWebIfStale();
  ({ app, database } = await createTestApp({}, { web: true }));
}, 300_000);
afterAll(() => app.close());

const page = (url: string, lang = 'en') => app.inject({ url, headers: { 'accept-language': lang } });

/** The markup inside #root and the embedded data of a page. */
function parts(html: string) {
  const root =
    /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="([^"]+)">([^<]*)<\/script>/.exec(
      html,
    );
  expect(root, 'a rendered page with its data').not.toBeNull();
  expect(root![2]).toBe(PAGE_STATE_ID);
  return { markup: root![1]!, state: JSON.parse(root![3]!) as { queries: { state: { data: unknown } }[] } };
}

const article = ARTICLES[0]!;
const firstParagraph = parseArticleBody(article.body).find((block) => block.type === 'paragraph')!;

describe('a server-rendered content page', () => {
  it('holds the FAQ questions and answers in its markup, its title and its data', async () => {
    const response = await page('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const { markup, state } = parts(response.body);
    for (const faq of FAQS) expect(markup).toContain(faq.question.replaceAll("'", '&#39;'));
    expect(markup).toContain('<h1');
    expect(markup).toContain('Skip to content');
    expect(response.body).toContain('<title>Frequently Asked Questions | Kavacha</title>');
    expect(JSON.stringify(state)).toContain(FAQS[0]!.answer);
  });

  it("is in the page's language", async () => {
    const response = await page('/faq', 'si');
    const translated = FAQ_TRANSLATIONS[FAQS[0]!.code]!.si!;
    expect(response.body).toContain('<html lang="si">');
    expect(parts(response.body).markup).toContain(translated.question);
  });

  it("holds an article's title and body, and the article as data", async () => {
    const response = await page(`/blog-post/${article.slug}`);
    expect(response.statusCode).toBe(200);
    const { markup, state } = parts(response.body);
    expect(markup).toContain(article.title);
    expect(firstParagraph.type === 'paragraph' && markup).toContain(firstParagraph.text.slice(0, 40));
    expect(response.body).toContain(`<title>${article.title} | Kavacha</title>`);
    expect(state.queries.map((query) => query.state.data)).toContainEqual(
      expect.objectContaining({ slug: article.slug, title: article.title }),
    );
  });

  it('keeps an article that holds markup from ending its script or running one', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const { id } = (await database.db.query.articles.findFirst({
      where: (table, { eq }) => eq(table.slug, ARTICLES[1]!.slug),
    }))!;
    await database.db
      .update(articleTexts)
      .set({ title: hostile, summary: hostile, body: hostile })
      .where(and(eq(articleTexts.articleId, id), eq(articleTexts.locale, 'ta')));
    const response = await page(`/blog-post/${ARTICLES[1]!.slug}`, 'ta');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    // The page's only scripts: the app's own module and the data.
    expect(response.body.match(/<script/g)).toHaveLength(2);
    const { state } = parts(response.body);
    expect(state.queries.map((query) => query.state.data)).toContainEqual(
      expect.objectContaining({ title: hostile, body: hostile }),
    );
  });

  it('answers an unknown article with 404 and the page saying it is not there', async () => {
    const response = await page('/blog-post/no-such-article');
    expect(response.statusCode).toBe(404);
    expect(parts(response.body).markup).toContain('Article not found');
  });

  it.each([
    '/blog-post/%00',
    '/blog-post/a%00b',
    `/blog-post/${'x'.repeat(101)}`,
    `/blog-post/${'x'.repeat(5000)}`,
  ])('answers %s, which names no article, with 404 and the page saying so, never the shell', async (url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root"></div>');
    expect(parts(response.body).markup).toContain('Article not found');
  });

  it('renders the blog and the search results from their data', async () => {
    const blog = parts((await page('/blog')).body).markup;
    for (const { title } of ARTICLES) expect(blog).toContain(title);
    const results = await page('/SearchResultsFAQ?q=stamp%20duty');
    expect(results.statusCode).toBe(200);
    expect(parts(results.body).markup).toContain(FAQS[1]!.question);
  });

  it('shows the home rows in the page\'s language, English standing in marked lang="en"', async () => {
    const [first, second] = TESTIMONIALS;
    const [row] = await database.db
      .select({ id: testimonials.id })
      .from(testimonials)
      .where(eq(testimonials.userImgUrl, first!.userImgUrl));
    await database.db
      .delete(testimonialTexts)
      .where(and(eq(testimonialTexts.ownerId, row!.id), eq(testimonialTexts.locale, 'ta')));
    const { markup } = parts((await page('/', 'ta')).body);
    expect(markup).toContain(HOME_SLIDES[0]!.texts.ta!.header);
    expect(markup).toContain(second!.texts.ta!.comment);
    expect(markup).toMatch(
      new RegExp(`<figure[^>]* lang="en"[^>]*>[\\s\\S]*?${first!.texts.en.comment.slice(0, 30)}`),
    );
  });

  it('leaves the journey pages to the browser', async () => {
    const response = await page('/motor/Car/full-insurance/Quotation');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain(PAGE_STATE_ID);
  });
});

// Decision 059: what the browser downloads before and after the first paint, as light as it can be.
describe('the weight of a page', () => {
  it('comes compressed as the browser accepts it, the same page either way', async () => {
    // The same markup (the data carries the time it was read).
    const plainPage = (await page('/faq')).body;
    const plain = parts(plainPage).markup;
    const markup = (body: Buffer) => parts(body.toString()).markup;
    const accept = (encoding: string) =>
      app.inject({ url: '/faq', headers: { 'accept-language': 'en', 'accept-encoding': encoding } });
    const brotli = await accept('gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(markup(brotliDecompressSync(brotli.rawPayload))).toBe(plain);
    expect(brotli.rawPayload.length).toBeLessThan(plainPage.length / 3);
    const gzip = await accept('gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(markup(gunzipSync(gzip.rawPayload))).toBe(plain);
  });

  it("sends a page's scripts and styles without the document's headers, cached for good", async () => {
    const html = (await page('/')).body;
    const files = [/data-app="([^"]+)"/, /<link rel="stylesheet"[^>]* href="([^"]+)"/].map(
      (pattern) => pattern.exec(html)![1]!,
    );
    for (const file of [...files, '/boot.js']) {
      const response = await app.inject({ url: file, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-security-policy']).toBeUndefined();
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['content-encoding']).toBe('br');
    }
    for (const file of files) {
      const response = await app.inject({ url: file, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toBeUndefined();
    }
    // The document keeps its policy.
    expect((await page('/')).headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('the language buttons before the app starts (decision 064)', () => {
  const choose = (query: string) => app.inject({ url: `/language?${query}` });

  it('remembers the language and goes back to the page, which comes in it', async () => {
    const answer = await choose('to=%2Ffaq%3Fq%3D1&lang=ta');
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/faq?q=1');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookie = answer.cookies.find((set) => set.name === 'kavacha_lang');
    expect(cookie).toMatchObject({ value: 'ta', path: '/', sameSite: 'Lax', maxAge: 365 * 24 * 60 * 60 });
    const faq = await app.inject({ url: '/faq', cookies: { kavacha_lang: 'ta' } });
    expect(faq.body).toContain('<html lang="ta">');
  });

  it.each([
    ['lang=fr&to=%2F', 'lang'],
    ['to=%2F', 'lang'],
    ['lang=si&to=%2F%2Fevil.example', 'to'],
    ['lang=si&to=%2F%5Cevil.example', 'to'],
    ['lang=si&to=https%3A%2F%2Fevil.example', 'to'],
    ['lang=si&to=%2Fa%0D%0ASet-Cookie%3A%20x%3D1', 'to'],
    ['lang=si&to=%2Fa%00', 'to'],
    [`lang=si&to=%2F${'a'.repeat(3000)}`, 'to'],
  ])('refuses %s at its field, remembering nothing', async (query, field) => {
    const answer = await choose(query);
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().error.errors)).toEqual([field]);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });
});
