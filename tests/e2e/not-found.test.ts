import { describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';

describe('not-found page', () => {
  const journey = useJourney();

  atEachWidth((width) => {
    it('answers an unknown path with HTTP 404 and a page that leads home', async () => {
      const opened = await journey.open('/no/such/page', width);
      const { page, response } = opened;
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
      expect(await page.title()).toBe('Page not found | Kavacha');
      const quote = page.getByRole('link', { name: 'Get a car insurance quote' });
      expect(await quote.getAttribute('href')).toBe('/motor/Car/full-insurance/Quotation');
      await checkPage(opened, `not-found-${width}`);

      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: "Sri Lanka's first insurance comparison website" }).waitFor();
      expect(await page.title()).toBe("Kavacha | Sri Lanka's First Insurance Comparison Website");
    });
  });

  it('is the page of /page404 too, which exists (HTTP 200)', async () => {
    const { page, response } = await journey.open('/page404', 360);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
  });
});
