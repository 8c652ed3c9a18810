import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { failedPaymentPath, payPath } from '#domain/motor/purchase-paths';
import { atEachWidth, checkPage, useJourney } from './journey';
import { quoteApi } from './motor-quotes';
import { ALL_FILES } from './purchase-pages';
import { purchaseApi } from './purchases';

// The generic result page (motor section 2.7) opened from links as an SMS could carry them: it says only
// Kavacha's words, from the application's state on the server, and its button never leaves the site.

const result = (query: Record<string, string>, key = 'h4sh-c0de-1234') =>
  `/payment/${key}?${new URLSearchParams(query)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainText = (page: Page) => page.getByRole('main').textContent();

const PHISHING = {
  title: 'Policy cancelled',
  description: 'Call 0771234567 within 24 hours to restore your cover',
  buttonText: 'Restore my policy',
  dynamicLink: 'https://evil.example',
};

describe('result page', () => {
  // The declined payment is prepared through the API: more writes than one visitor's.
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });

  atEachWidth((width) => {
    it("shows none of a phishing link's words, and its button stays on the site", async () => {
      const opened = await journey.open(`/payment/abc?${new URLSearchParams(PHISHING)}`, width);
      const { page, response } = opened;
      expect(response?.status()).toBe(200);
      expect(await heading(page).textContent()).toBe('Nothing to show here');
      expect(await page.title()).toBe('Nothing to show here | Kavacha');
      const text = await page.locator('body').textContent();
      for (const words of ['Policy cancelled', '0771234567', 'Restore my policy', 'evil.example'])
        expect(text).not.toContain(words);
      expect(await page.locator('a[href*="evil"]').count()).toBe(0);
      await checkPage(opened, `result-neutral-${width}`);

      await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: "Sri Lanka's first insurance comparison website" }).waitFor();
    });

    it('leads the button of a link to one of our own pages there (lower-case parameter names)', async () => {
      const { page } = await journey.open(
        result({ title: 'Done', status: 'success', buttontext: 'Go on', dynamiclink: '/page404' }),
        width,
      );
      expect(await mainText(page)).not.toContain('Go on');
      await page.getByRole('main').getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL((url) => url.pathname === '/page404');
    });

    it('shows the 404 variant for status 404 and for a bare link', async () => {
      const opened = await journey.open(result({ status: '404', title: 'Payment received' }), width);
      const { page } = opened;
      expect(await heading(page).textContent()).toBe('Something went wrong');
      expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      await checkPage(opened, `result-404-${width}`);

      const bare = await journey.open('/payment/h4sh-c0de-1234', width);
      expect(await heading(bare.page).textContent()).toBe('Something went wrong');
    });

    it('never renders a javascript: or protocol-relative link', async () => {
      for (const dynamicLink of ['javascript:alert(document.cookie)', '//evil.example', '/\\evil.example']) {
        const { page } = await journey.open(
          result({ status: 'success', title: 'Done', buttonText: 'Claim prize', dynamicLink }),
          width,
        );
        await heading(page).waitFor();
        expect(await page.getByRole('link', { name: 'Claim prize' }).count()).toBe(0);
        expect(await page.getByRole('main').getByRole('link').getAttribute('href')).toBe('/');
      }
    });
  });

  it("tells a real declined payment in the gateway's words, whatever the link adds", async () => {
    const origin = journey.url();
    const [api, car] = await Promise.all([purchaseApi(origin), quoteApi(origin).then((q) => q.full())]);
    const hash = await api.buy(car);
    await api.upload(hash, ALL_FILES);
    await api.submit(hash);
    await api.payAtGateway(await api.checkout(hash), '4000000000000002');

    const crafted = `${failedPaymentPath(hash, false)}&${new URLSearchParams(PHISHING)}`;
    const opened = await journey.open(crafted, 360);
    const { page } = opened;
    await page.getByText('Card declined by the issuing bank').waitFor();
    expect(await heading(page).textContent()).toBe('Payment failed');
    expect(await mainText(page)).not.toContain('0771234567');
    expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(payPath(hash));
    await checkPage(opened, 'result-payment-failed-360');

    // The cover note's result for a key that names no proposal: the 404 variant, not the link's words.
    const wrong = await journey.open(
      result({ ...PHISHING, title: 'completed', status: 'success' }, hash),
      360,
    );
    await heading(wrong.page).filter({ hasText: 'Something went wrong' }).waitFor();
    expect(await mainText(wrong.page)).not.toContain('0771234567');
  });
});
