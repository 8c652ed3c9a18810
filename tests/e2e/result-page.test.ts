import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';

const result = (query: Record<string, string>) => `/payment/h4sh-c0de-1234?${new URLSearchParams(query)}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainText = (page: Page) => page.getByRole('main').textContent();

describe('result page', () => {
  const journey = useJourney();

  atEachWidth((width) => {
    it('shows a success with its button, which leads to the given page', async () => {
      const opened = await journey.open(
        result({
          title: 'Payment received',
          status: 'success',
          description: 'Your cover note is on its way to your inbox.',
          buttonText: 'Back to home',
          dynamicLink: '/',
        }),
        width,
      );
      const { page, response } = opened;
      expect(response?.status()).toBe(200);
      expect(await heading(page).textContent()).toBe('Payment received');
      expect(await page.title()).toBe('Payment received | Kavacha');
      expect(await mainText(page)).toContain('Successful');
      expect(await mainText(page)).toContain('Your cover note is on its way to your inbox.');
      await checkPage(opened, `result-success-${width}`);

      await page.getByRole('link', { name: 'Back to home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: "Sri Lanka's first insurance comparison website" }).waitFor();
    });

    it('shows a failure, with an outside link marked as such (lower-case parameter names)', async () => {
      const opened = await journey.open(
        result({
          title: 'Payment failed',
          status: 'failed',
          buttontext: 'Try the payment again',
          dynamiclink: 'https://pay.example.com/retry?ref=42',
        }),
        width,
      );
      const { page } = opened;
      expect(await heading(page).textContent()).toBe('Payment failed');
      expect(await mainText(page)).toContain('Failed');
      const button = page.getByRole('link', { name: 'Try the payment again' });
      expect(await button.getAttribute('href')).toBe('https://pay.example.com/retry?ref=42');
      expect(await mainText(page)).toContain('Goes to pay.example.com');
      await checkPage(opened, `result-failed-${width}`);
    });

    it('shows no button when the link is missing', async () => {
      const { page } = await journey.open(
        result({ title: 'Received', status: 'pending', buttonText: 'Continue' }),
        width,
      );
      expect(await heading(page).textContent()).toBe('Received');
      expect(await mainText(page)).toContain('Pending');
      expect(await page.getByRole('main').getByRole('link').count()).toBe(0);
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

    it('never renders a javascript: link', async () => {
      const { page } = await journey.open(
        result({
          status: 'success',
          title: 'Done',
          buttonText: 'Claim prize',
          dynamicLink: 'javascript:alert(document.cookie)',
        }),
        width,
      );
      await heading(page).waitFor();
      expect(await page.getByRole('link', { name: 'Claim prize' }).count()).toBe(0);
      expect(await page.locator('a[href^="javascript" i]').count()).toBe(0);
    });
  });
});
