import { beforeAll, describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';
import { openForm } from './motor-form';
import { quoteApi } from './motor-quotes';

// The legal pages of issue 20: the footer of every page leads to them and names the broker licence the
// site is configured with; a form that collects personal data links the privacy notice.

const LICENCE =
  'Kavacha (Pvt) Ltd is an insurance broking company licensed by the Insurance Regulatory Commission of ' +
  'Sri Lanka, licence no. IB/TEST/1.';

const PAGES = [
  {
    link: 'Privacy notice',
    path: '/privacy',
    headings: [
      'What we collect',
      'Why we use it',
      'Who we share it with',
      'How long we keep it',
      'How we protect it',
      'Your rights',
      'Whom to ask',
      'Changes to this notice',
    ],
  },
  {
    link: 'Terms of use',
    path: '/terms',
    headings: [
      'What Kavacha does',
      'Quotes and prices',
      'Your answers must be true',
      'Buying and the cover note',
      'Using the site fairly',
      'Our responsibility',
      'Changes, law and disputes',
      'Contact us',
    ],
  },
  {
    link: 'How to complain',
    path: '/complaints',
    headings: [
      '1. Tell Kavacha',
      "2. Your insurer's complaints officer",
      '3. The Insurance Regulatory Commission of Sri Lanka (IRCSL)',
      '4. The Insurance Ombudsman of Sri Lanka',
      'About your personal data',
    ],
  },
] as const;

describe('legal pages', () => {
  const journey = useJourney({
    BROKER_LICENCE_STATEMENT: LICENCE,
    DATA_PROTECTION_OFFICER_EMAIL: 'dpo@kavacha.lk',
  });
  let inquiryPath: string;

  beforeAll(async () => {
    const { unqHash } = await (await quoteApi(journey.url())).full();
    inquiryPath = `/motor/Car/full-insurance/Inquiry?unq_hash=${unqHash}&promo=no-promo&channel=Web-Motor`;
  });

  it('serves each legal page with HTTP 200, the configured licence in its footer', async () => {
    for (const { path, link } of PAGES) {
      const { page, response } = await journey.open(path, 360);
      expect(response?.status(), path).toBe(200);
      await page.getByRole('heading', { level: 1, name: link }).waitFor();
      expect(await page.getByRole('contentinfo').getByText(LICENCE).isVisible()).toBe(true);
    }
  });

  atEachWidth((width) => {
    it('leads from the footer to each legal page, with its headings', async () => {
      const { page, errors } = await journey.open('/', width);
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByText(LICENCE).isVisible()).toBe(true);

      for (const { link, path, headings } of PAGES) {
        await footer.getByRole('link', { name: link, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        // The URL changes before the page's lazily loaded screen replaces the previous one.
        await page.getByRole('heading', { level: 1, name: link, exact: true }).waitFor();
        expect(await page.title()).toBe(`${link} | Kavacha`);
        expect(await page.locator('main h2').allTextContents()).toEqual(headings);
        await checkPage({ page, errors, response: null }, `legal${path.replace('/', '-')}-${width}`);
      }
      // The privacy notice names the data protection officer of the configuration.
      await footer.getByRole('link', { name: 'Privacy notice', exact: true }).click();
      const officer = page.getByRole('main').getByRole('link', { name: 'dpo@kavacha.lk' });
      expect(await officer.getAttribute('href')).toBe('mailto:dpo@kavacha.lk');
    });

    it('links the privacy notice from the inquiry form, in a new tab so the form stays filled', async () => {
      const { page } = await openForm(journey.open(inquiryPath, width));
      const notice = page.locator('main form').getByRole('link', { name: /privacy notice/ });
      expect(await notice.getAttribute('href')).toBe('/privacy');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), notice.click()]);
      await tab.getByRole('heading', { level: 1, name: 'Privacy notice' }).waitFor();
      await tab.close();
    });
  });
});
