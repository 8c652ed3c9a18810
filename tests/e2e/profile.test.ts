import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '#domain/i18n';
import { buyCarInBrowser, saveAndDownload } from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { signIn } from './customer-sign-in';

// The customer's dashboard (issue 23): a buyer whose cover note was issued signs in (through the API
// here, as the login pages are another change's: code, verified token, login token, then the page's own
// token_verify so the browser holds the HttpOnly session cookie) and sees their profile, their motor
// policy and its personal policies card, at a phone's width and a desktop's.

describe('the customer dashboard', () => {
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });
  let bought: { mobile: string; coverNoteNo: string } | undefined;

  it('shows a buyer their profile, their motor policy and its card at 1280 px', async () => {
    const origin = journey.url();
    const { opened, amount, mobile } = await buyCarInBrowser(journey, 1280);
    const { coverNoteNo } = await saveAndDownload(opened, origin, amount, 1280);
    bought = { mobile, coverNoteNo };
    await viewDashboard(1280);
  }, 240_000);

  it('works the same on a 360 px phone, in Sinhala and Tamil too, and says so when signed out', async () => {
    const signedOut = await journey.open('/profile', 360);
    await signedOut.page.getByRole('heading', { name: 'Please log in to see your account' }).waitFor();
    expect(await signedOut.page.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/v1/public_login',
    );
    await checkPage(signedOut, 'profile-signed-out-360');
    // The same customer's page, read in Sinhala and Tamil (one sign-in: codes per number are limited).
    const opened = await viewDashboard(360);
    const { page } = opened;
    const origin = journey.url();
    for (const [locale, heading, motor] of [
      ['si', 'පුද්ගලික රක්ෂණ ඔප්පු', 'මෝටර් රථ'],
      ['ta', 'தனிப்பட்ட காப்புறுதிகள்', 'மோட்டார்'],
    ] as const) {
      await page.context().addCookies([{ name: LOCALE_COOKIE, value: locale, url: origin }]);
      await page.goto(`${origin}/profile?tab=PersonalPolicies`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('button', { name: motor, exact: true }).click();
      await page.getByText(bought!.coverNoteNo).first().waitFor();
      await checkPage(opened, `profile-policies-${locale}-360`);
    }
  }, 120_000);

  async function viewDashboard(width: number) {
    const origin = journey.url();
    expect(bought).toBeDefined();
    const { mobile, coverNoteNo } = bought!;
    const opened = await journey.open('/', width);
    const { page } = opened;
    await signIn(page, origin, mobile);
    await page.goto(`${origin}/profile`);

    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expect.poll(() => page.getByText(`94${mobile}`).count()).toBeGreaterThan(0);
    await checkPage(opened, `profile-${width}`);

    const menu = page.getByRole('button', { name: 'Account menu' });
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Motor Insurance', exact: true })
      .click();
    await page.waitForURL((url) => url.search === '?tab=MI');
    const row = page.getByRole('button', { name: coverNoteNo });
    await row.click();
    await page.getByText('No claims').waitFor();
    await checkPage(opened, `profile-motor-${width}`);

    // Reload keeps the tab; then the personal policies, whose panels start closed.
    await page.reload();
    await page.getByRole('heading', { name: 'Motor Insurance', level: 1 }).waitFor();
    await page.goto(`${origin}/profile?tab=PersonalPolicies`);
    const motor = page.getByRole('button', { name: 'Motor', exact: true });
    expect(await motor.getAttribute('aria-expanded')).toBe('false');
    await motor.click();
    const card = page.getByRole('article', { name: `Policy ${coverNoteNo}` });
    await card.waitFor();
    await expect.poll(() => card.getByRole('img').getAttribute('aria-label')).toMatch(/^\d+ days left$/);
    await checkPage(opened, `profile-policies-${width}`);
    return opened;
  }
});
