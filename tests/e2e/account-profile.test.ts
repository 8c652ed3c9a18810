import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { atEachWidth, checkPage, useJourney } from './journey';
import { say } from './journey-language';
import { loginDialog, logInWithModal, openLoginModal } from './login-steps';
import { freshMobile, lastCode } from './one-time-codes';

// The customer's account in the browser (issue 23, decision 051): the header's Login opens the modal
// (Escape closes it, focus back on Login), a new number signs up with a PNG picture and stays on the page,
// the profile shows the picture, the address and e-mail are edited and the mobile number changed with a
// code sent to the new number. At a phone's width and a desktop's; axe clean at each step.

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

const picture = async () => ({
  name: 'me.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d6fa3' } })
    .png()
    .toBuffer(),
});

describe('the customer account', () => {
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });

  atEachWidth((width) => {
    it('signs up in the modal with a picture, then edits the profile and changes the mobile number', async () => {
      const origin = journey.url();
      const opened = await journey.open('/motor/Car/full-insurance/Quotation', width);
      const { page } = opened;
      const from = page.url();

      // The modal: keyboard-closable, giving the focus back to Login.
      await openLoginModal(page);
      await checkPage(opened, `account-modal-${width}`);
      await page.keyboard.press('Escape');
      await loginDialog(page).waitFor({ state: 'hidden' });
      expect(
        await page
          .getByRole('link', { name: say('Login') })
          .evaluate((link) => link === document.activeElement),
      ).toBe(true);

      const mobile = freshMobile();
      await logInWithModal(page, origin, mobile, {
        fullName: 'Nimal Perera',
        nicOrPassportNumber: '199012345678',
        address: '12, Galle Road, Colombo 3',
        picture: await picture(),
      });
      expect(page.url()).toBe(from);
      const avatarPicture = page.getByRole('button', {
        name: say('Account menu of {0}', { 0: 'Nimal Perera' }),
      });
      await expect.poll(() => avatarPicture.locator('img').count()).toBe(1);

      await page.getByRole('link', { name: say('Go to Profile') }).click();
      const profilePicture = page.locator('main img').first();
      await profilePicture.waitFor();
      expect(await profilePicture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);

      await field(page, 'address').fill('45 Lake Drive, Kandy');
      await field(page, 'email').fill('nimal@example.lk');
      await page.getByRole('button', { name: say('Save details') }).click();
      await page.getByText(say('Your details are saved.')).waitFor();
      await page.getByText('nimal@example.lk', { exact: true }).waitFor();
      await checkPage(opened, `account-profile-edited-${width}`);

      const newMobile = freshMobile();
      const changeForm = page.getByRole('form', { name: say('Request a one-time code') });
      await changeForm.locator('[name="mobileNumber"]').fill(`0${newMobile}`);
      await changeForm.getByRole('button', { name: say('Request OTP') }).click();
      await page
        .getByRole('button', {
          name: say('Send a code to {mobileNumber}', { mobileNumber: `0${newMobile}` }),
        })
        .click();
      await field(page, 'OTPcode').fill(await lastCode(origin, newMobile));
      await page.getByRole('button', { name: say('Verify OTP') }).click();
      await page.getByText(say('Your mobile number is changed.')).waitFor();
      await page.getByText(`94${newMobile}`, { exact: true }).waitFor();
      await checkPage(opened, `account-mobile-changed-${width}`);
    });
  });
});
