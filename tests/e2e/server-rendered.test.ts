import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTICLES } from '#server/db/seed/data/articles';
import { FAQS } from '#server/db/seed/data/faqs';
import { withoutScripts } from '../support/browser';
import { atEachWidth, checkPage, menuButton, menuOpen, useJourney } from './journey';

// Decision 057: the content pages arrive rendered, so they read and their links work without JavaScript;
// with it, the browser hydrates the markup it was sent (the same elements, no error) and the page is the
// app as before: effects run and links navigate without a page load.

declare global {
  interface Window {
    /** The page's first heading as the server sent it, noted before any script of the page ran. */
    sentHeading?: Element | null;
    /** Set on a page, and still there after a navigation only when no new document was loaded. */
    sameDocument?: boolean;
  }
}

const article = ARTICLES[0]!;
const named = FAQS.find((faq) => faq.group === 'motor')!;

/** Notes the heading the server sent, and collects what the page writes to the console as an error. */
function watchHydration(consoleErrors: string[]) {
  return async (page: Page) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        window.sentHeading = document.querySelector('main h1');
      }),
    );
  };
}

/** Whether the page's first heading is still the element the server sent: hydrated, not drawn anew. */
const hydratedInPlace = (page: Page) =>
  page.evaluate(
    () => window.sentHeading !== null && document.querySelector('main h1') === window.sentHeading,
  );

describe('server-rendered content pages', () => {
  const journey = useJourney();

  atEachWidth((width) => {
    it('shows the FAQ without JavaScript, its questions opening natively', async () => {
      let scriptsOn: () => Promise<unknown> = async () => undefined;
      const faq = await journey.open(
        '/faq',
        width,
        async (page) => (scriptsOn = await withoutScripts(page)),
        { scripts: false },
      );
      const { page } = faq;
      await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
      expect(await page.locator('main h2').allTextContents()).toEqual(['General', 'Motor']);
      expect(await page.locator('main summary').allTextContents()).toEqual(FAQS.map((item) => item.question));
      await page.locator('summary', { hasText: named.question }).click();
      await page.getByText(named.answer).waitFor();
      expect(await page.title()).toBe('Frequently Asked Questions | Kavacha');
      await scriptsOn();
      await checkPage(faq, `server-rendered-faq-no-script-${width}`);
    });

    it('shows the articles without JavaScript, and their links lead from one to another', async () => {
      const { page } = await journey.open(`/blog-post/${article.slug}`, width, withoutScripts, {
        scripts: false,
      });
      await page.getByRole('heading', { level: 1, name: article.title }).waitFor();
      expect(await page.locator('main article h2').count()).toBeGreaterThan(0);
      expect(await page.title()).toBe(`${article.title} | Kavacha`);
      await page.getByRole('link', { name: 'All articles' }).click();
      await page.waitForURL((url) => url.pathname === '/blog');
      await page.getByRole('link', { name: ARTICLES[1]!.title }).click();
      await page.getByRole('heading', { level: 1, name: ARTICLES[1]!.title }).waitFor();
    });

    if (width < 768)
      it('opens the mobile menu without JavaScript, and its links lead to the page they name', async () => {
        let scriptsOn: () => Promise<unknown> = async () => undefined;
        const opened = await journey.open(
          '/faq',
          width,
          async (page) => (scriptsOn = await withoutScripts(page)),
          { scripts: false },
        );
        const { page } = opened;
        const menu = page.getByRole('navigation', { name: 'Main' });
        expect(await menu.isVisible()).toBe(false);
        await menuButton(page).click();
        expect(await menuOpen(page)).toBe(true);
        await menu.getByRole('link', { name: 'Blogs' }).click();
        await page.getByRole('heading', { level: 1, name: 'Featured articles' }).waitFor();
        expect(await menu.isVisible()).toBe(false);
        await menuButton(page).focus();
        await page.keyboard.press('Enter');
        expect(await menu.isVisible()).toBe(true);
        expect(await menu.getByRole('link', { name: 'Blogs' }).getAttribute('aria-current')).toBe('page');
        await scriptsOn();
        await checkPage(opened, `server-rendered-menu-no-script-${width}`);
        await page.keyboard.press('Space');
        expect(await menu.isVisible()).toBe(false);
      });

    it('hydrates the FAQ the server sent: the same markup, its effects run, no error', async () => {
      const consoleErrors: string[] = [];
      const faq = await journey.open(`/faq#${named.code}`, width, watchHydration(consoleErrors));
      const { page } = faq;
      // The question the address names opens only by the page's script.
      await page.locator(`details#${named.code}[open]`).waitFor();
      expect(await hydratedInPlace(page)).toBe(true);
      await page.locator('summary', { hasText: FAQS[0]!.question }).click();
      await page.getByText(FAQS[0]!.answer).waitFor();
      await checkPage(faq, `server-rendered-faq-${width}`);
      expect(consoleErrors).toEqual([]);
    });

    it('hydrates an article, whose links then navigate without loading a page', async () => {
      const consoleErrors: string[] = [];
      const opened = await journey.open(`/blog-post/${article.slug}`, width, watchHydration(consoleErrors));
      const { page } = opened;
      expect(await hydratedInPlace(page)).toBe(true);
      await page.evaluate(() => (window.sameDocument = true));
      await page.getByRole('link', { name: 'All articles' }).click();
      await page.getByRole('heading', { level: 1, name: 'Featured articles' }).waitFor();
      expect(await page.evaluate(() => window.sameDocument)).toBe(true);
      expect(await page.title()).toBe('Featured articles | Kavacha');
      await checkPage(opened, `server-rendered-article-${width}`);
      expect(consoleErrors).toEqual([]);
    });
  });
});
