import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '#domain/money';
import { payPath } from '#domain/motor/purchase-paths';
import { atEachWidth, checkPage, menuButton, useJourney } from './journey';
import { quoteApi } from './motor-quotes';
import { purchaseApi } from './purchases';

// The static and sample pages of document 001, section 2 (issue 24, decision 054): the developer showcase
// and the step samples (noindex, not in the menu), the per-day product's redirect, the raffle winners'
// frame and its CSP, the header menu's Contact, and the payment page's instalment plans.

/** The step pages: the purchase step each one marks as current, none for the seventh. */
const STEPS = [
  ['/Step1', 'Step 1: Quotation', 'Quotation'],
  ['/Step2', 'Step 2: Personal Information', 'Personal Information'],
  ['/Step3', 'Step 3: Payment', 'Payment'],
  ['/Step4', 'Step 4: Complete', 'Complete'],
  ['/Step5', 'Step 5: Documents', 'Documents'],
  ['/step5', 'Step 5: Documents', 'Documents'],
  ['/Step6', 'Step 6: Vehicle details', 'Vehicle details'],
  ['/Step7', 'Step 7: Not used', null],
] as const;

const SAMPLE_PAGES = [
  ['/cmd', 'Developer showcase'],
  ['/emailtm', 'E-mail templates'],
  ['/test', 'Purchase steps'],
  ...STEPS.map(([path, heading]) => [path, heading] as const),
] as const;

/** The operator's other site, on an origin of its own: the per-day product and the raffle's winners. */
async function startExternalSite() {
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      request.url?.startsWith('/per-day-motor-insurance')
        ? '<!doctype html><title>Per-day motor insurance</title><h1>Cover by the day</h1>'
        : '<!doctype html><title>Winners</title><h1>Winners of the November draw</h1>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

describe('static and sample pages', () => {
  let external: Awaited<ReturnType<typeof startExternalSite>>;
  beforeAll(async () => {
    external = await startExternalSite();
  });
  afterAll(() => external.close());
  const journey = useJourney(() => ({
    PER_DAY_SITE_URL: external.origin,
    RAFFLE_WINNERS_URL: `${external.origin}/draws/2026-11/`,
    RATE_LIMIT_WRITES_PER_MINUTE: '5000',
  }));

  atEachWidth((width) => {
    it('serves each developer and sample page, marked noindex, axe clean', async () => {
      for (const [path, name] of SAMPLE_PAGES) {
        const opened = await journey.open(path, width);
        expect(opened.response?.status(), path).toBe(200);
        expect(opened.response?.headers()['x-robots-tag'], path).toBe('noindex');
        await heading(opened.page, name).waitFor();
        await checkPage(opened, `pages${path.replace('/', '-')}-${width}`);
        await opened.page.close();
      }
    });

    it('shows the winners page full width in a frame 1200 px high, allowed by this page alone', async () => {
      const opened = await journey.open('/raffle-draw/winners/', width);
      const { page, response } = opened;
      expect(response?.status()).toBe(200);
      const policy = response?.headers()['content-security-policy'] ?? '';
      expect(policy).toContain(`frame-src ${external.origin}`);
      expect(policy.match(/frame-src/g)).toHaveLength(1);
      const frame = page.getByTitle('The raffle draw winners list');
      await page
        .frameLocator('iframe')
        .getByRole('heading', { name: 'Winners of the November draw' })
        .waitFor();
      const box = (await frame.boundingBox())!;
      expect(box.height).toBe(1200);
      const viewport = await page.evaluate(() => document.documentElement.clientWidth);
      expect(box.width).toBe(viewport);
      expect(box.x).toBe(0);
      await checkPage(opened, `pages-raffle-winners-${width}`);
    });

    it("leads the menu's Contact to the contact details in the footer of the same page", async () => {
      const { page } = await journey.open('/cmd', width);
      if (width < 768) await menuButton(page).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL((url) => url.pathname === '/cmd' && url.hash === '#footer-contact');
      await expect
        .poll(() =>
          page
            .getByRole('heading', { name: 'Contact us' })
            .evaluate((element) => element.getBoundingClientRect().top < window.innerHeight),
        )
        .toBe(true);
    });

    it('lists the instalment plans of each bank for the premium being paid, to the cent', async () => {
      const origin = journey.url();
      const [api, car] = await Promise.all([purchaseApi(origin), (await quoteApi(origin)).full()]);
      const hash = await api.buy(car);
      const opened = await journey.open(payPath(hash), width);
      const { page } = opened;
      const summary = page.getByRole('region', { name: 'You are paying for' });
      await summary.getByText(/Rs\. /).waitFor();
      const cents = Number((await summary.locator('dd').last().innerText()).replace(/[^\d]/g, ''));
      expect(cents).toBeGreaterThan(2_500_000);

      await page.getByRole('button', { name: 'Pay in instalments' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pay in instalments' });
      await dialog.getByRole('table').first().waitFor();
      const plans = async (bank: string) =>
        dialog
          .getByRole('region', { name: bank })
          .getByRole('row')
          .evaluateAll((rows) =>
            rows.slice(1).map((row) => (row as HTMLTableRowElement).innerText.replace(/\s+/g, ' ').trim()),
          );
      // Each month the premium divided, rounded down to the cent; the first month also the cents left.
      const row = (months: number) => {
        const each = Math.floor(cents / months);
        const first = cents - each * (months - 1);
        const firstText = first === each ? '' : ` first month ${formatRupees(first)}`;
        return `${months} months ${formatRupees(each)}${firstText}`;
      };
      expect(await plans('HSBC')).toEqual([row(3), row(6), row(12)]);
      expect(await plans('Hatton National Bank')).toEqual([row(6), row(12)]);
      expect(await plans('NDB Bank')).toEqual([3, 6, 12, 24, 36, 48, 60].map(row));
      const hnb = await dialog.getByRole('region', { name: 'Hatton National Bank' }).innerText();
      expect(hnb).toContain('For payments from Rs. 10,000.00 to Rs. 1,000,000.00');
      expect(hnb).toContain('Ask Hatton National Bank to convert the payment within 5 days of paying.');
      await checkPage(opened, `pages-instalments-${width}`);

      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    });
  });

  it('marks the step of the purchase each step page stands for, and links it from /cmd and /test', async () => {
    for (const [path, name, step] of STEPS) {
      const { page } = await journey.open(path, 1280);
      await heading(page, name).waitFor();
      const current = page
        .getByRole('navigation', { name: 'Purchase steps' })
        .locator('[aria-current="step"]');
      if (step) expect(await current.innerText()).toBe(step);
      else expect(await page.getByRole('navigation', { name: 'Purchase steps' }).count()).toBe(0);
      await page.close();
    }
    const { page } = await journey.open('/cmd', 1280);
    const links = await page
      .getByRole('region', { name: 'Pages' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      '/',
      '/SearchResultsBlog',
      '/SearchResultsFAQ',
      '/SearchResultsProduct',
      '/faq',
      '/emailtm',
      ...[1, 2, 3, 4, 5, 6, 7].map((number) => `/Step${number}`),
    ]);
    // None of them is in the menu.
    const menu = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(menu.filter((href) => /cmd|emailtm|test|step/i.test(href ?? ''))).toEqual([]);
  });

  it('sends /per-day-motor-insurance to the product site at the same path before any app loads', async () => {
    const origin = journey.url();
    const answer = await fetch(`${origin}/per-day-motor-insurance?utm_source=sms`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${external.origin}/per-day-motor-insurance?utm_source=sms`);
    expect(await answer.text()).not.toContain('<html');

    const { page } = await journey.open('/', 360);
    await page.goto(`${origin}/per-day-motor-insurance`);
    expect(page.url()).toBe(`${external.origin}/per-day-motor-insurance`);
    expect(await page.title()).toBe('Per-day motor insurance');
  });

  it('lets no other page frame the winners site', async () => {
    const { response } = await journey.open('/cmd', 1280);
    expect(response?.headers()['content-security-policy']).not.toContain('frame-src');
  });
});

describe('the raffle winners page without a configured winners page', () => {
  const journey = useJourney();

  it('says that no winners have been published, with no frame', async () => {
    const opened = await journey.open('/raffle-draw/winners/', 360);
    const { page } = opened;
    await heading(page, 'Raffle draw winners').waitFor();
    await page.getByText('No raffle draw winners have been published yet.').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await checkPage(opened, 'pages-raffle-none-360');
  });
});
