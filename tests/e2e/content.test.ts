import { describe, expect, it } from 'vitest';
import { ARTICLE_TRANSLATIONS } from '#server/db/seed/data/article-translations';
import { ARTICLES } from '#server/db/seed/data/articles';
import { FAQ_TRANSLATIONS } from '#server/db/seed/data/faq-translations';
import { FAQS } from '#server/db/seed/data/faqs';
import { atEachWidth, checkPage, useJourney } from './journey';
import { chooseLanguage } from './journey-language';

// The blog, the FAQ and the search (issue 24): each page at both widths with axe clean, the search
// results' tab following the path, an article found by a word only its body holds, and an unknown
// article said plainly.

const claims = ARTICLES.find((article) => article.body.includes('Suwa Seriya'))!;

describe('blog, FAQ and search', () => {
  const journey = useJourney();

  atEachWidth((width) => {
    it('shows the featured articles with their badges and tags, and a tag narrows them', async () => {
      const opened = await journey.open('/blog', width);
      const { page, response } = opened;
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Featured articles' }).waitFor();
      const cards = page.locator('main article');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(ARTICLES.length);
      expect(await page.locator('main').getByText('FEATURED', { exact: true }).count()).toBe(
        ARTICLES.filter((article) => article.badge === 'FEATURED').length,
      );
      await checkPage(opened, `content-blog-${width}`);

      await page
        .getByRole('navigation', { name: 'Categories' })
        .getByRole('link', { name: 'How Tos' })
        .click();
      await page.waitForURL((url) => url.search === '?tag=How+Tos');
      const howTos = ARTICLES.filter((article) => article.tags.includes('How Tos'));
      await expect.poll(() => cards.count()).toBe(howTos.length);
      const facebook = page.getByRole('link', { name: /Share on Facebook/ });
      expect(await facebook.getAttribute('href')).toMatch(
        /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/,
      );
    });

    it('opens an article from its card, with its body and share links', async () => {
      const opened = await journey.open('/blog', width);
      const { page } = opened;
      await page.getByRole('link', { name: claims.title }).click();
      await page.waitForURL((url) => url.pathname === `/blog-post/${claims.slug}`);
      await page.getByRole('heading', { level: 1, name: claims.title }).waitFor();
      expect(await page.locator('main article h2').allTextContents()).toContain('At the scene');
      expect(await page.title()).toBe(`${claims.title} | Kavacha`);
      await checkPage(opened, `content-article-${width}`);
    });

    it('says plainly that an unknown article does not exist', async () => {
      const opened = await journey.open('/blog-post/no-such-article', width);
      await opened.page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor();
      await checkPage(opened, `content-article-unknown-${width}`);
    });

    it('lists the General and Motor questions as accordions that open by keyboard', async () => {
      const opened = await journey.open('/faq', width);
      const { page } = opened;
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.locator('main h2').allTextContents()).toEqual(['General', 'Motor']);
      const question = FAQS.find((faq) => faq.group === 'motor')!;
      const summary = page.locator('summary', { hasText: question.question });
      const answer = page.getByText(question.answer);
      expect(await answer.isVisible()).toBe(false);
      await summary.focus();
      await page.keyboard.press('Enter');
      await answer.waitFor();
      await checkPage(opened, `content-faq-${width}`);
    });

    it("finds an article by a word in its body, and each tab's results follow the path", async () => {
      const opened = await journey.open('/SearchResultsProduct?q=seriya', width);
      const { page } = opened;
      const tabs = page.getByRole('navigation', { name: 'Kinds of results' });
      await expect.poll(() => tabs.locator('[aria-current=page]').textContent()).toBe('Products0');
      await page.getByText('Nothing found for “seriya” here.', { exact: false }).waitFor();

      await tabs.getByRole('link', { name: /Blogs/ }).click();
      await page.waitForURL((url) => url.pathname === '/SearchResultsBlog' && url.search === '?q=seriya');
      await page.getByRole('link', { name: claims.title }).waitFor();
      expect(await tabs.locator('[aria-current=page]').textContent()).toBe('Blogs1');
      await checkPage(opened, `content-search-blogs-${width}`);

      // The search box searches again on the tab it is on.
      const box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
      await box.fill('cover note');
      await box.press('Enter');
      await page.waitForURL((url) => url.search === '?q=cover+note');
      await tabs.getByRole('link', { name: /FAQs/ }).click();
      await page.waitForURL((url) => url.pathname === '/SearchResultsFAQ');
      await page.locator('summary', { hasText: 'What is a cover note?' }).waitFor();
      expect(await page.locator('main h3').allTextContents()).toContain('Motor');
      await checkPage(opened, `content-search-faqs-${width}`);
    });
  });

  it("searches from the header's box at 1280 px", async () => {
    const { page } = await journey.open('/', 1280);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await box.fill('no-claims bonus');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/SearchResultsBlog');
    await page
      .getByRole('link', { name: ARTICLES.find((a) => a.slug === 'no-claims-bonus-explained')!.title })
      .waitFor();
  });

  it('shows the FAQ and an article in Sinhala', async () => {
    const opened = await journey.open('/faq', 360);
    const { page } = opened;
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    await chooseLanguage(page, 'si');
    await page.getByRole('heading', { level: 1, name: 'නිතර අසන ප්‍රශ්න' }).waitFor();
    await page.locator('summary', { hasText: FAQ_TRANSLATIONS[FAQS[0]!.code]!.si!.question }).waitFor();
    await checkPage(opened, 'content-faq-si-360');

    await page.goto(`${journey.url()}/blog-post/${claims.slug}`);
    const inSinhala = ARTICLE_TRANSLATIONS[claims.slug]!.si!;
    await page.getByRole('heading', { level: 1, name: inSinhala.title }).waitFor();
    // The article is in the page's language: no lang of its own, the page's is Sinhala.
    expect(await page.locator('html').getAttribute('lang')).toBe('si');
    expect(await page.locator('main article').getAttribute('lang')).toBeNull();
    await page.getByRole('heading', { level: 2, name: 'පොලිසියට දැනුම් දෙන්න' }).waitFor();
    expect(await page.getByRole('link', { name: 'සියලු ලිපි' }).count()).toBe(1);
    await checkPage(opened, 'content-article-si-360');

    // The home page's Blog Features and the blog list show the articles' Sinhala words.
    const newest = ARTICLE_TRANSLATIONS[ARTICLES[0]!.slug]!.si!;
    for (const path of ['/', '/blog']) {
      await page.goto(`${journey.url()}${path}`);
      await page.locator('main').getByText(newest.summary).first().waitFor();
      await page.locator('main').getByRole('link', { name: newest.title }).first().waitFor();
    }
  });
});
