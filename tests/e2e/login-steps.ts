import type { Page } from 'playwright-core';
import { say } from './journey-language';
import { lastCode, smsCount } from './one-time-codes';

// The login modal's steps in the browser (issue 23, decision 051), for any journey that needs a customer
// signed in on the page it is on.

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The open modal, named by its title. */
export const loginDialog = (page: Page) =>
  page.getByRole('dialog', { name: say('Login or Register With OTP') });

/** Opens the modal from the header's Login (a plain click). */
export async function openLoginModal(page: Page) {
  await page.getByRole('link', { name: say('Login') }).click();
  await field(page, 'mobileNumber').waitFor();
}

/** In the open modal: the code for `mobile` (9 digits) requested, read from the SMS and typed. */
export async function verifyInModal(page: Page, origin: string, mobile: string) {
  const before = await smsCount(origin, mobile);
  await field(page, 'mobileNumber').fill(`0${mobile}`);
  await page.getByRole('button', { name: say('Request OTP') }).click();
  await field(page, 'OTPcode').fill(await lastCode(origin, mobile, before));
  await page.getByRole('button', { name: say('Verify OTP') }).click();
}

export interface NewCustomer {
  fullName: string;
  nicOrPassportNumber: string;
  address: string;
  /** A PNG file to upload as the profile picture. */
  picture?: { name: string; mimeType: string; buffer: Buffer };
}

/**
 * Logs `mobile` in with the header's modal, signing up as `newCustomer` when the number has no account,
 * and waits until the header shows the customer signed in, on the same page.
 */
export async function logInWithModal(page: Page, origin: string, mobile: string, newCustomer?: NewCustomer) {
  await openLoginModal(page);
  await verifyInModal(page, origin, mobile);
  if (newCustomer) {
    await field(page, 'fullName').fill(newCustomer.fullName);
    await field(page, 'nicOrPassportNumber').fill(newCustomer.nicOrPassportNumber);
    await field(page, 'address').fill(newCustomer.address);
    if (newCustomer.picture) await field(page, 'profilePicture').setInputFiles(newCustomer.picture);
    await page.getByRole('button', { name: say('Sign Up') }).click();
  }
  await page.getByRole('link', { name: say('Go to Profile') }).waitFor();
}
