import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '#domain/public-config';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, useJourney } from './journey';

const TILE_PATHS = [
  '/motor/Car/full-insurance/Quotation',
  '/motor/Motor-Cycle/third-party/Quotation',
  '/motor/Three-Wheeler/full-insurance/Quotation',
  '/motor/Dual-Purpose/full-insurance/Quotation',
  '/start-ups-&-sme',
];

const MENU = [
  ['Home', '/'],
  ['Corporate', '/'],
  ['About', '/'],
  ['Products', '/SearchResultsProduct'],
  ['Blogs', '/blog'],
  ['Contact', '#footer-contact'],
];

const tiles = (page: Page) => page.getByRole('link', { name: /Compare & Buy/ });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function pageConfig(page: Page): Promise<PublicConfig> {
  return JSON.parse((await page.locator('meta[name="kavacha-config"]').getAttribute('content')) ?? '{}');
}

describe('home page', () => {
  const journey = useJourney();

  atEachWidth((width) => {
    it('shows the title and the five product tiles, each linking to its quotation', async () => {
      const opened = await journey.open('/', width);
      const { page, response } = opened;
      expect(response?.status()).toBe(200);
      expect(await page.title()).toBe("Kavacha | Sri Lanka's First Insurance Comparison Website");
      await tiles(page).first().waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      const links = await tiles(page).evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      expect(links).toEqual(TILE_PATHS);
      const images = await page
        .locator('main img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(images).toEqual([160, 160, 160, 160, 160]);
      await checkPage(opened, `home-${width}`);
    });

    it("holds the tiles' place with a skeleton, so nothing moves when they arrive", async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = (page: Page) =>
        page.route('**/v1/home_data', (route) => held.then(() => route.continue()));
      // The home page arrives rendered with its tiles (decision 057): they load when the app goes there.
      const { page } = await journey.open('/privacy', width, hold);
      await page.getByRole('link', { name: 'Kavacha home' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Loading insurance products' })
        .waitFor({ state: 'attached' });
      const footerTop = () =>
        page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
      const before = await footerTop();
      release();
      await tiles(page).first().waitFor();
      expect(await footerTop()).toBe(before);
    });

    it('has the header menu, the hotline, the login link and the footer contacts', async () => {
      const { page } = await journey.open('/', width);
      const config = await pageConfig(page);
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      const entries = await menu(page)
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(entries).toEqual(MENU);

      await expect(page.getByText('Please login !').isVisible()).resolves.toBe(true);
      expect(await page.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/v1/public_login');
      const hotline = config.hotlines[0]!;
      const tel = page.locator('header a[href^="tel:"]');
      expect(await tel.getAttribute('href')).toBe(`tel:${hotline.number.replace(/[^\d+]/g, '')}`);
      expect(await tel.textContent()).toContain(hotline.number);

      const footer = page.getByRole('contentinfo');
      expect(await footer.textContent()).toContain(config.companyAddress);
      expect(await footer.getByRole('link', { name: config.contactEmail }).getAttribute('href')).toBe(
        `mailto:${config.contactEmail}`,
      );
    });

    it('offers a skip link that moves focus to the content', async () => {
      const { page } = await journey.open('/', width);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    });
  });

  it('opens and closes the mobile menu by keyboard at 360px', async () => {
    const opened = await journey.open('/', 360);
    const { page } = opened;
    const button = page.getByRole('button', { name: 'Menu' });
    expect(await menu(page).isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await menu(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await checkPage(opened, 'home-360-menu-open');

    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('shows the menu and no menu button at 1280px', async () => {
    const { page } = await journey.open('/', 1280);
    expect(await menu(page).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
  });

  it('says so when the tiles fail to load, and Try again loads them', async () => {
    const offline = (page: Page) =>
      page.route('**/v1/home_data', (route) => route.abort('internetdisconnected'));
    const { page } = await journey.open('/privacy', 360, offline);
    await page.getByRole('link', { name: 'Kavacha home' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Can't reach Kavacha. Check your connection and try again.");
    await screenshot(page, 'home-360-error');

    await page.unroute('**/v1/home_data');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await tiles(page).first().waitFor();
    expect(await tiles(page).count()).toBe(5);
  });
});
