import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#domain/i18n';
import { LOCALE_COOKIE, LOCALE_NAMES } from '#domain/i18n';
import { SITE_ROUTES } from '#domain/site-routes';
import { withoutScripts } from '../support/browser';
import { sayIn } from '../support/say';
import { buyCarInBrowser, saveAndDownload } from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { chooseLanguage, say, speak } from './journey-language';
import { CAR_PATH, field, openForm } from './motor-form';

// Sinhala, Tamil and English (issue 21, decision 040): the page's language from the browser on a first
// visit, the header's switcher, the choice remembered, nothing typed lost on a switch; then the motor
// journey from the quotation form to the cover note in Sinhala and in Tamil, at 360 px, each page axe
// clean, with screenshots.

const MOBILE = 360;
const langOf = (page: Page) => page.locator('html').getAttribute('lang');
/** Letters of each script: a page in the language shows them, and no English words in their place. */
const SCRIPT: Record<Exclude<Locale, 'en'>, RegExp> = { si: /[\u0D80-\u0DFF]/, ta: /[\u0B80-\u0BFF]/ };

describe('languages', () => {
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });

  it("starts in the browser's language, switches in place keeping what was typed, and remembers the choice", async () => {
    const opened = await openForm(
      journey.open(CAR_PATH, MOBILE, (page) =>
        page.setExtraHTTPHeaders({ 'Accept-Language': 'ta-LK,ta;q=0.9,en;q=0.5' }),
      ),
    );
    const { page } = opened;
    expect(await langOf(page)).toBe('ta');
    await page.getByRole('link', { name: sayIn('ta')('Login') }).waitFor();

    await field(page, 'sum_insured').fill('6500000');
    await chooseLanguage(page, 'si');
    await page.getByRole('link', { name: sayIn('si')('Login') }).waitFor();
    expect(await field(page, 'sum_insured').inputValue()).toBe('6,500,000');
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('si');

    // The choice outlives the browser's preference, on this page and the next.
    await page.reload();
    await page.locator('#main').waitFor();
    expect(await langOf(page)).toBe('si');
    await checkPage(opened, `languages-quotation-si-${MOBILE}`);

    await chooseLanguage(page, 'en');
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await langOf(page)).toBe('en');
  });

  it('switches the language before the app has started, through the server (decision 064)', async () => {
    let scriptsOn: () => Promise<unknown> = async () => undefined;
    const opened = await journey.open(
      '/faq',
      MOBILE,
      async (page) => (scriptsOn = await withoutScripts(page)),
      { scripts: false },
    );
    const { page } = opened;
    expect(await langOf(page)).toBe('en');
    // No app to switch in place: the button sends the form, and the server answers the page again.
    const [choice] = await Promise.all([
      page.waitForRequest((request) => new URL(request.url()).pathname === '/language'),
      page.getByRole('button', { name: LOCALE_NAMES.si, exact: true }).click(),
    ]);
    expect(new URL(choice.url()).search).toBe('?to=%2Ffaq&lang=si');
    await page.locator('html[lang="si"]').waitFor({ state: 'attached' });
    expect(new URL(page.url()).pathname).toBe('/faq');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(SCRIPT.si);
    expect(await page.getByRole('main').innerText()).toMatch(SCRIPT.si);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value).toBe('si');
    await scriptsOn();
    await checkPage(opened, `languages-no-script-si-${MOBILE}`);
  });

  it.each(['si', 'ta'] as const)('shows the home page and the legal pages in %s', async (locale) => {
    for (const path of [SITE_ROUTES.home, SITE_ROUTES.privacy, SITE_ROUTES.terms, SITE_ROUTES.complaints]) {
      const opened = await journey.open(path, MOBILE, (page) =>
        page.setExtraHTTPHeaders({ 'Accept-Language': locale }),
      );
      expect(await langOf(opened.page)).toBe(locale);
      // What a link preview or a search result shows comes in the language too.
      const description = opened.page.locator('meta[name="description"]');
      expect(await description.getAttribute('content')).toMatch(SCRIPT[locale]);
      await opened.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await opened.page.getByRole('main').innerText()).toMatch(SCRIPT[locale]);
      if (path === SITE_ROUTES.home) {
        // Every seeded row of the home page has its words in the language (decisions 060, 064): nothing in
        // the page is English standing in, the tiles and the partners' logos' names included.
        const main = opened.page.getByRole('main');
        expect(await main.locator('[lang="en"]').count()).toBe(0);
        const tiles = main.getByRole('region', { name: sayIn(locale)('What would you like to insure?') });
        expect(await tiles.getByRole('heading', { level: 3 }).first().innerText()).toMatch(SCRIPT[locale]);
        const logos = await main
          .locator('img[alt]:not([alt=""])')
          .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''));
        expect(logos.length).toBeGreaterThan(10);
        for (const name of logos) expect(name).toMatch(SCRIPT[locale]);
      }
      await checkPage(opened, `languages-${path.slice(1) || 'home'}-${locale}-${MOBILE}`);
    }
  });

  describe.each(['si', 'ta'] as const)('the motor journey in %s', (locale) => {
    it('goes from the quotation form to the cover note, every page in the language', async () => {
      speak(locale);
      try {
        const { opened, amount } = await buyCarInBrowser(journey, MOBILE, { locale, checkEach: true });
        expect(await langOf(opened.page)).toBe(locale);
        const main = await opened.page.getByRole('main').innerText();
        expect(main).toMatch(SCRIPT[locale]);
        await checkPage(opened, `languages-proposal-${locale}-${MOBILE}`);
        const { pdf } = await saveAndDownload(opened, journey.url(), amount, MOBILE);
        expect(pdf).toMatch(SCRIPT[locale]);
        expect(await opened.page.getByRole('heading', { name: say('In force') }).isVisible()).toBe(true);
      } finally {
        speak('en');
      }
    });
  });
});
