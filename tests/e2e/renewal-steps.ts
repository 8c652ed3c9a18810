import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Site } from '../support/site';
import { field, loaded } from './motor-form';

// The browser steps of a renewal (issue 23, docs/decisions/049), for this journey and the lead's final
// one: from the dashboard's personal policies card, or from the reminder's link, to the quotation form
// filled from the policy, then one Submit (and the inquiry, already filled, if there is one) to every insurer's premium
// with the renewal saving.

/** The personal policies card of `coverNoteNo`: 'Renew now and save Rs. 2,500.00', to the filled form. */
export async function renewFromDashboard(page: Page, origin: string, coverNoteNo: string) {
  await page.goto(`${origin}/profile?tab=PersonalPolicies`);
  await page.getByRole('button', { name: 'Motor', exact: true }).click();
  const card = page.getByRole('article', { name: `Policy ${coverNoteNo}` });
  await card.getByRole('link', { name: 'Renew now and save Rs. 2,500.00' }).click();
  await expectFilledFromPolicy(page, coverNoteNo);
}

/** The quotation form filled from the car policy `coverNoteNo` (the Toyota Axio the journeys buy). */
export async function expectFilledFromPolicy(page: Page, coverNoteNo: string) {
  await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
  await page
    .getByRole('status')
    .filter({ hasText: `Filled in from your policy ${coverNoteNo}.` })
    .waitFor();
  await loaded(page, 'vehicle_model');
  await expect.poll(() => field(page, 'vehicle_model').inputValue()).toBe('Axio');
  expect(await field(page, 'vehicle_make').inputValue()).toBe('Toyota');
  expect(await field(page, 'manufacture_year').inputValue()).toBe('2018');
  expect(await field(page, 'sum_insured').inputValue()).toBe('6,500,000');
}

/**
 * Submit on the filled form, then (in a browser without an inquiry of the day, decision 032) the inquiry,
 * its contact filled from the policy, to the premium list: answers how many insurers' prices show the
 * renewal saving.
 */
export async function quotesWithSaving(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  // The inquiry page passes straight on to the premium list when the browser made its inquiry today.
  const inquiry = field(page, 'cx_name');
  const premiums = () => new URL(page.url()).pathname.endsWith('/Premium-Comparison');
  await expect.poll(async () => premiums() || (await inquiry.isVisible()), { timeout: 30_000 }).toBe(true);
  if (!premiums()) {
    expect(await field(page, 'cx_email').inputValue()).not.toBe('');
    expect(await field(page, 'cx_mobile').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'See your quotes' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/Premium-Comparison'));
  }
  const saved = page.getByText('FOR Renewal saving');
  await saved.first().waitFor();
  return saved.count();
}

/**
 * Moves the cover note's last day of cover to `lastDay` (its first day a year earlier, as issued), through
 * the site's own database connection: no browser can buy a policy that has already ended.
 */
export const ageCoverNote = (site: Site, coverNoteNo: string, lastDay: string) =>
  site.database.db.execute(
    sql`update cover_notes set period_to = ${lastDay}::date, period_from = ${lastDay}::date - interval '1 year' + interval '1 day' where cover_note_no = ${coverNoteNo}`,
  );
