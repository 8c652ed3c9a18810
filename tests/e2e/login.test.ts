import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';
import { chooseLanguage, say, speak } from './journey-language';
import { freshMobile, lastCode } from './one-time-codes';

// Login on the web (issue 23, decision 047): the header's Login links to 'Login or Register With OTP';
// a new number gets its code by SMS, signs up and lands on / logged in ('Go to Profile', the avatar menu
// with Logout); a known number logs in straight away; a used /auth link fails cleanly. Anonymous visitors
// ask nothing of the session.

const SESSION_PATH = '/api/v2/customer/session';

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

describe('login', () => {
  const journey = useJourney();

  /** Requests and types the code for `mobile` (9 digits) on the open login page. */
  async function verifyCode(page: Page, mobile: string) {
    await field(page, 'mobileNumber').fill(`0${mobile}`);
    await page.getByRole('button', { name: say('Request OTP') }).click();
    await field(page, 'OTPcode').fill(await lastCode(journey.url(), mobile));
    await page.getByRole('button', { name: say('Verify OTP') }).click();
  }

  /**
   * Follows the header's Login to its page, as a new tab would: a plain click opens the modal instead
   * (decision 051, tests/e2e/account-profile.test.ts).
   */
  async function followLogin(page: Page) {
    const href = await page.getByRole('link', { name: say('Login') }).getAttribute('href');
    expect(href).toBe('/v1/public_login');
    await page.goto(`${journey.url()}${href}`);
  }

  /** Waits for /auth's 'login success' and the home page after it; answers the /auth address. */
  async function landLoggedIn(page: Page) {
    await page.waitForURL(/\/auth\?token=/);
    const authUrl = page.url();
    await page.getByRole('heading', { name: say('login success') }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: say('Go to Profile') }).waitFor();
    return authUrl;
  }

  it('asks nothing of the session for a visitor who never logged in', async () => {
    const asked: string[] = [];
    const { page } = await journey.open('/', 360, async (page) =>
      page.on('request', (request) => asked.push(new URL(request.url()).pathname)),
    );
    await page.getByText(say('Please login !')).waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).not.toContain(SESSION_PATH);
  });

  atEachWidth((width) => {
    it('signs up a new number by code, logs out, and a used /auth link fails cleanly', async () => {
      const opened = await journey.open('/', width);
      const { page } = opened;
      await followLogin(page);
      await page.getByRole('heading', { level: 1, name: say('Login or Register With OTP') }).waitFor();
      expect(await page.getByRole('button', { name: say('Request OTP') }).isDisabled()).toBe(true);
      await checkPage(opened, `login-request-${width}`);

      const mobile = freshMobile();
      await verifyCode(page, mobile);
      await field(page, 'fullName').waitFor();
      await field(page, 'fullName').fill('Nimal Perera');
      await field(page, 'nicOrPassportNumber').fill('199012345678');
      await field(page, 'address').fill('12, Galle Road, Colombo 3');
      await checkPage(opened, `login-signup-${width}`);
      await page.getByRole('button', { name: say('Sign Up') }).click();
      const authUrl = await landLoggedIn(page);
      await checkPage(opened, `login-home-signed-in-${width}`);

      // The avatar's menu: a menu button that opens onto Logout.
      const avatar = page.getByRole('button', { name: say('Account menu of {0}', { 0: 'Nimal Perera' }) });
      // By keyboard: Enter opens the menu onto Logout, Escape closes it back onto the button.
      await avatar.focus();
      await page.keyboard.press('Enter');
      const logout = page.getByRole('menuitem', { name: say('Logout') });
      await expect.poll(() => logout.evaluate((item) => item === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await logout.isVisible()).toBe(false);
      expect(await avatar.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await logout.click();
      await page.getByText(say('Please login !')).waitFor();
      expect(page.url()).toBe(`${journey.url()}/`);
      expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('kavacha_signed_in');

      // The same /auth link again: used up.
      await page.goto(authUrl);
      await page.getByRole('heading', { name: say('This login link does not work') }).waitFor();
      await page.getByRole('link', { name: say('Log in again') }).waitFor();
      await checkPage(opened, `login-auth-used-${width}`);

      // The number now has an account: the code alone logs in.
      await page.getByRole('link', { name: say('Log in again') }).click();
      await verifyCode(page, mobile);
      await landLoggedIn(page);
      expect(await page.getByText(say('Please login !')).count()).toBe(0);
    });
  });

  it('works in Sinhala at 360 px', async () => {
    const opened = await journey.open('/', 360);
    const { page } = opened;
    await chooseLanguage(page, 'si');
    speak('si');
    try {
      await followLogin(page);
      await page.getByRole('heading', { level: 1, name: say('Login or Register With OTP') }).waitFor();
      await field(page, 'mobileNumber').fill('0812345678');
      await field(page, 'mobileNumber').blur();
      await page.getByText(say('Mobile number should start with 07')).waitFor();
      await checkPage(opened, 'login-request-si-360');
      const mobile = freshMobile();
      await field(page, 'mobileNumber').fill(`0${mobile}`);
      await page.getByRole('button', { name: say('Request OTP') }).click();
      await field(page, 'OTPcode').fill('12345');
      await field(page, 'OTPcode').blur();
      await page.getByText(say('OTP code must have 6 numbers')).waitFor();
      await field(page, 'OTPcode').fill(await lastCode(journey.url(), mobile));
      await page.getByRole('button', { name: say('Verify OTP') }).click();
      await field(page, 'fullName').fill('Ka');
      await field(page, 'fullName').blur();
      await page.getByText(say('Full name must have at least 5 characters')).waitFor();
      await checkPage(opened, 'login-signup-si-360');
    } finally {
      speak('en');
    }
  });
});
