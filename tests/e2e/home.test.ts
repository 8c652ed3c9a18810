import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '#domain/public-config';
import { screenshot } from '../support/browser';
import { atEachWidth, checkPage, menuButton, menuOpen, useJourney } from './journey';

const TILE_PATHS = [
  '/motor/Car/full-insurance/Quotation',
  '/motor/Motor-Cycle/third-party/Quotation',
  '/motor/Three-Wheeler/full-insurance/Quotation',
  '/motor/Dual-Purpose/full-insurance/Quotation',
  '/start-ups-&-sme',
];

/** The home data call, whatever its query (the page's language). */
const HOME_DATA = '**/v1/home_data?*';

const MENU = [
  ['Home', '/'],
  ['Corporate', '/'],
  ['About', '/'],
  ['Products', '/SearchResultsProduct'],
  ['Blogs', '/blog'],
  ['Contact', '#footer-contact'],
];

const products = (page: Page) => page.getByRole('region', { name: 'What would you like to insure?' });
const tiles = (page: Page) => products(page).getByRole('link', { name: /Compare & Buy/ });
const carousel = (page: Page) => page.getByRole('region', { name: 'Our insurance products' });
/** The carousel's current position, as its dots say it ('Slide 2 of 5'). */
const current = (page: Page) => carousel(page).locator('button[aria-current="true"]').textContent();
/** How far the slide is from the carousel's left edge: 0 once it is the one in view. */
const offset = (page: Page, name: string) =>
  carousel(page)
    .getByRole('group', { name })
    .evaluate((slide) =>
      Math.round(
        slide.getBoundingClientRect().left - slide.parentElement!.parentElement!.getBoundingClientRect().left,
      ),
    );
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
      const images = await products(page)
        .locator('img')
        .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(images).toEqual([160, 160, 160, 160, 160]);
      await carousel(page).waitFor();
      await page.getByRole('heading', { name: 'Bank Partners' }).waitFor();
      await checkPage(opened, `home-${width}`);
      await page.getByRole('heading', { name: 'Blog Features' }).scrollIntoViewIfNeeded();
      await screenshot(page, `home-${width}-blog-features`);
    });

    it("holds the carousel's and the tiles' places with skeletons, so nothing in view moves when they arrive", async () => {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const hold = (page: Page) => page.route(HOME_DATA, (route) => held.then(() => route.continue()));
      // The home page arrives rendered with its tiles (decision 057): they load when the app goes there.
      const { page } = await journey.open('/privacy', width, hold);
      await page.getByRole('link', { name: 'Kavacha home' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Loading insurance products' })
        .waitFor({ state: 'attached' });
      // The section after the tiles: below it, the testimonials and the rest arrive out of view.
      const stepsTop = () =>
        page
          .getByRole('heading', { name: 'How Kavacha works' })
          .evaluate((heading) => heading.getBoundingClientRect().top);
      const before = await stepsTop();
      release();
      await tiles(page).first().waitFor();
      await carousel(page).waitFor();
      expect(await stepsTop()).toBe(before);
    });

    it('has the header menu, the hotline, the login link and the footer contacts', async () => {
      const { page } = await journey.open('/', width);
      const config = await pageConfig(page);
      if (width < 768) await menuButton(page).click();
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

  atEachWidth((width) => {
    it('advances the carousel after 8 seconds, and wraps both ways with its buttons', async () => {
      const { page } = await journey.open('/', width, (page) => page.clock.install());
      await carousel(page).waitFor();
      expect(await carousel(page).getAttribute('aria-roledescription')).toBe('carousel');
      expect(await current(page)).toBe('Slide 1 of 5');
      const first = carousel(page).getByRole('group', { name: 'Slide 1 of 5' });
      expect(await first.getAttribute('aria-roledescription')).toBe('slide');
      expect(await first.getByRole('link', { name: /Compare & Buy/ }).getAttribute('href')).toBe(
        TILE_PATHS[0],
      );
      // The first slide's picture is the one for this width, sized and loaded.
      const picture = await first.locator('img').evaluate((img) => ({
        src: new URL((img as HTMLImageElement).currentSrc).pathname,
        loaded: (img as HTMLImageElement).naturalWidth > 0,
      }));
      expect(picture).toEqual({
        src: width < 768 ? '/images/slides/car-mobile.svg' : '/images/slides/car-web.svg',
        loaded: true,
      });

      await page.clock.fastForward(7_000);
      expect(await current(page)).toBe('Slide 1 of 5');
      await page.clock.fastForward(1_100);
      await expect.poll(() => current(page)).toBe('Slide 2 of 5');
      await expect.poll(() => offset(page, 'Slide 2 of 5')).toBe(0);
      expect(
        await carousel(page).getByRole('group', { name: 'Slide 1 of 5' }).getAttribute('inert'),
      ).not.toBeNull();

      const button = (name: string) => carousel(page).getByRole('button', { name, exact: true });
      await button('Slide 1 of 5').click();
      await expect.poll(() => current(page)).toBe('Slide 1 of 5');
      await button('Previous slide').click();
      await expect.poll(() => current(page)).toBe('Slide 5 of 5');
      await expect.poll(() => offset(page, 'Slide 5 of 5')).toBe(0);
      await screenshot(page, `home-${width}-carousel-last`);
      await button('Next slide').click();
      await expect.poll(() => current(page)).toBe('Slide 1 of 5');
      await expect.poll(() => offset(page, 'Slide 1 of 5')).toBe(0);

      // Stopped by the visitor, it stays where it is.
      await button('Stop automatic slide show').click();
      await page.mouse.move(0, 0);
      await page.clock.fastForward(20_000);
      expect(await current(page)).toBe('Slide 1 of 5');
      await button('Start automatic slide show').click();
      expect(await button('Stop automatic slide show').isVisible()).toBe(true);
    });

    it('moves the carousel by a swipe left and right', async () => {
      const { page } = await journey.open('/', width);
      // Stopped, and back on the first slide: on a slow machine 8 s may pass before the swipe.
      await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).click();
      await carousel(page).getByRole('button', { name: 'Slide 1 of 5' }).click();
      await expect.poll(() => current(page)).toBe('Slide 1 of 5');
      const box = (await carousel(page).getByRole('group', { name: 'Slide 1 of 5' }).boundingBox())!;
      // On the slide's words, away from its links.
      const y = box.y + box.height - 90;
      const from = box.x + box.width * 0.8;
      const to = box.x + box.width * 0.2;
      const swipe = width < 768 ? touchSwipe(page) : mouseSwipe(page);
      // The slide shown, once it has come to rest where the carousel starts: a swipe during the glide
      // would be a different gesture.
      const restsOn = async (name: string) => {
        await expect.poll(() => current(page)).toBe(name);
        const slide = carousel(page).getByRole('group', { name });
        await expect.poll(async () => Math.round((await slide.boundingBox())!.x)).toBe(Math.round(box.x));
      };
      await swipe(from, to, y);
      await restsOn('Slide 2 of 5');
      await swipe(to, from, y);
      await restsOn('Slide 1 of 5');
      await swipe(to, from, y);
      await restsOn('Slide 5 of 5');
    });

    it('shows the testimonials (two on a phone), the blog features with a quote link each and the partners', async () => {
      const { page } = await journey.open('/', width);
      const testimonials = page.getByRole('region', { name: 'What our clients say' });
      await testimonials.waitFor();
      const shown = await testimonials
        .locator('figure')
        .evaluateAll((figures) => figures.map((figure) => (figure as HTMLElement).checkVisibility()));
      expect(shown).toEqual(width < 768 ? [true, true, false] : [true, true, true]);

      const blog = page.getByRole('region', { name: 'Blog Features' });
      const articles = await blog
        .getByRole('heading', { level: 3 })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(articles).toHaveLength(3);
      for (const href of articles) expect(href).toMatch(/^\/blog-post\/[a-z-]+$/);
      const quotes = blog.getByRole('link', { name: 'Get a quote' });
      expect(await quotes.count()).toBe(3);
      await quotes.first().click();
      await page.waitForURL('**/motor/Car/full-insurance/Quotation');
      await page.goBack();

      for (const strip of ['Insurance Partners', 'Bank Partners']) {
        const links = page.getByRole('region', { name: strip }).getByRole('link');
        await links.first().waitFor();
        for (const link of await links.all()) {
          expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\./);
          expect(await link.getAttribute('rel')).toContain('noopener');
          expect(await link.getByRole('img').getAttribute('alt')).toBeTruthy();
        }
      }
      expect(
        await page
          .getByRole('region', { name: 'Bank Partners' })
          .getByRole('img', { name: 'Nations Trust Bank' })
          .count(),
      ).toBe(1);

      // The featured deals are on the page, hidden until an operator shows them.
      const deals = page.locator('section[aria-labelledby="deals-heading"]');
      expect(await deals.getAttribute('hidden')).not.toBeNull();
      expect(await deals.isVisible()).toBe(false);
      expect(
        await deals
          .locator('a', { hasText: 'Read more' })
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(
        ['ntb', 'ndb', 'hnb'].map((bank) => `/promotions/online-web/motor/${bank}/credit-card-offer`),
      );
    });
  });

  it('keeps the carousel still for a visitor who asked for less motion', async () => {
    const { page } = await journey.open('/', 1280, async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
    });
    await carousel(page).waitFor();
    await page.clock.fastForward(30_000);
    expect(await current(page)).toBe('Slide 1 of 5');
    expect(await carousel(page).getByRole('button', { name: 'Stop automatic slide show' }).count()).toBe(0);
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => current(page)).toBe('Slide 2 of 5');
  });

  it('opens and closes the mobile menu by keyboard at 360px', async () => {
    const opened = await journey.open('/', 360);
    const { page } = opened;
    const button = menuButton(page);
    expect(await menu(page).isVisible()).toBe(false);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await menuOpen(page)).toBe(true);
    expect(await menu(page).isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Home');
    await checkPage(opened, 'home-360-menu-open');

    await page.keyboard.press('Escape');
    expect(await menuOpen(page)).toBe(false);
    expect(await menu(page).isVisible()).toBe(false);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    expect(await menu(page).isVisible()).toBe(true);
    await page.keyboard.press('Space');
    expect(await menu(page).isVisible()).toBe(false);

    // A link followed in the app closes the menu behind it.
    await button.click();
    await menu(page).getByRole('link', { name: 'Blogs' }).click();
    await page.getByRole('heading', { level: 1, name: 'Featured articles' }).waitFor();
    expect(await menuOpen(page)).toBe(false);
  });

  it('shows the menu and no menu button at 1280px', async () => {
    const { page } = await journey.open('/', 1280);
    expect(await menu(page).isVisible()).toBe(true);
    expect(await menuButton(page).isVisible()).toBe(false);
  });

  it('says so when the tiles fail to load, and Try again loads them', async () => {
    const offline = (page: Page) => page.route(HOME_DATA, (route) => route.abort('internetdisconnected'));
    const { page } = await journey.open('/privacy', 360, offline);
    await page.getByRole('link', { name: 'Kavacha home' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Can't reach Kavacha. Check your connection and try again.");
    await screenshot(page, 'home-360-error');

    await page.unroute(HOME_DATA);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await tiles(page).first().waitFor();
    expect(await tiles(page).count()).toBe(5);
  });
});

/** A mouse drag across the carousel, as on a desktop. */
const mouseSwipe = (page: Page) => async (from: number, to: number, y: number) => {
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(to, y, { steps: 8 });
  await page.mouse.up();
  // Off the carousel again, so hovering does not hold it.
  await page.mouse.move(0, 0);
};

/**
 * A finger's swipe across the carousel: touch events from the point where it starts, as a phone's browser
 * sends them (the DevTools protocol's synthetic touches arrive uncancellable, which a carousel must ignore).
 */
const touchSwipe = (page: Page) => (from: number, to: number, y: number) =>
  page.evaluate(
    ({ from, to, y }) => {
      const target = document.elementFromPoint(from, y)!;
      const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
      const fire = (type: string, x: number, down = true) =>
        target.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            composed: true,
            touches: down ? [touch(x)] : [],
            changedTouches: [touch(x)],
          }),
        );
      const steps = 8;
      fire('touchstart', from);
      for (let step = 1; step <= steps; step++) fire('touchmove', from + ((to - from) * step) / steps);
      fire('touchend', to, false);
    },
    { from, to, y },
  );
