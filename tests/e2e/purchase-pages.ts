import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { formatRupees } from '#domain/money';
import { DOCUMENT_MESSAGES } from '#domain/motor/documents';
import { field } from './motor-form';
import { say } from './journey-language';
import { patternOf } from '../support/say';
import type { TestFile } from './purchases';
import { testPdf, testPng } from './purchases';

// The document upload page and the sandbox gateway's card page as a customer uses them: the three
// documents' tiles, their toasts and statuses, and a card payment. Shared by the journeys that pass
// through them.

export const REGISTRATION = 'Vehicle Registration';
export const NIC_FRONT = 'NIC / Passport Front';
export const NIC_BACK = 'NIC / Passport Back';

export const registrationPng = testPng('registration.png', [11, 95, 118]);
export const nicFrontPdf = testPdf('nic-front.pdf', 'NIC front: 851234567V');
export const nicBackPng = testPng('nic-back.png', [180, 83, 9]);
export const ALL_FILES = [registrationPng, nicFrontPdf, nicBackPng];

/** A card expiry date a year ahead, as MM/YY. */
const nextYear = () => `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;

export const tile = (page: Page, title: string) =>
  page.getByRole('region', { name: say(title), exact: true });
const toasts = (page: Page) => page.getByRole('status', { name: say('Notifications') });
export const submitButton = (page: Page) =>
  page.getByRole('button', { name: say('Submit for Review'), exact: true });
export const statusOf = (page: Page, title: string) =>
  tile(page, title)
    .locator('p')
    .filter({ hasText: say('Status:') })
    .textContent();

/** Waits for a toast saying `text`, then dismisses it so it covers nothing the test clicks next. */
export async function expectToast(page: Page, text: string) {
  const message = say(text);
  const toast = toasts(page).locator('div').filter({ hasText: message });
  await toast.first().waitFor();
  await toast
    .first()
    .getByRole('button', { name: say('Dismiss: {message}', { message }) })
    .click();
}

export async function upload(page: Page, title: string, file: TestFile) {
  await tile(page, title).locator('input[name="asset"]').setInputFiles(file);
  await expectToast(page, DOCUMENT_MESSAGES.uploaded);
  await expect.poll(() => statusOf(page, title)).toBe(`${say('Status:')} ${say('Uploaded')}`);
}

/**
 * The review before payment (docs/decisions/038) as a buyer makes it: the insurer of the no-claim bonus
 * when asked (the first in the list), the declaration ticked, no consent; then the card form shows.
 */
export async function declareAnswers(page: Page, beforeConfirm?: () => Promise<void>) {
  const declaration = patternOf(
    say,
    'I declare that the answers above are true and complete. I understand that if the use of my vehicle or my no-claim bonus is not as I declared, {insurer} may refuse a claim or cancel the cover.',
    { insurer: null },
  );
  const box = page.getByRole('checkbox', { name: declaration });
  await box.waitFor();
  const previous = field(page, 'previous_insurer');
  if (await previous.isVisible()) {
    await expect.poll(() => previous.locator('option').count()).toBeGreaterThan(1);
    await previous.selectOption({ index: 1 });
  }
  await box.check();
  await beforeConfirm?.();
  await page.getByRole('button', { name: say('Confirm and continue to payment') }).click();
}

export async function payWith(page: Page, number: string, amount: number) {
  await field(page, 'card_holder_name').fill('K A Perera');
  await field(page, 'card_number').fill(number);
  await field(page, 'card_expiry').fill(nextYear());
  await field(page, 'card_cvv').fill('123');
  await page
    .getByRole('button', { name: say('Pay {price}', { price: formatRupees(amount) }), exact: true })
    .click();
}

/** The amount the policy information shows, back in cents. */
export async function premiumOf(page: Page): Promise<number> {
  const policy = page.getByRole('region', { name: say('Policy information') });
  const text = await policy
    .locator('div')
    .filter({ hasText: new RegExp(`^${say('Premium')}`) })
    .locator('dd')
    .innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

export async function waitForTiles(page: Page) {
  await tile(page, REGISTRATION).waitFor();
  await tile(page, NIC_BACK).waitFor();
}
