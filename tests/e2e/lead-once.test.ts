import { count, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { daysFromToday, today } from '#domain/dates';
import { plannedPeriodText } from '#domain/motor/cover-period';
import { inquiries, outbox, quotes } from '#server/db/schema';
import type { Database } from '#server/db/client';
import { createTestApp } from '#server/testing/test-app';
import { atEachWidth, checkPage, useJourney } from './journey';
import { CAR_PATH, field, fillCar, openForm, pathOf } from './motor-form';

// The lead gate (issue 20, decision 032): the inquiry is posted once, across 'Edit these details' and
// Back, the call is the visitor's choice (a box, unticked, beside the privacy notice), and the premium
// list re-prices in place without a new lead. Leads are counted in the site's own database.

let database: Database;
const journey = useJourney({}, async (env) => {
  const context = await createTestApp(env, { web: true });
  database = context.database;
  const url = await context.app.listen({ host: '127.0.0.1', port: 0 });
  return { url, close: () => context.app.close() };
});

const howMany = async (table: typeof inquiries | typeof quotes) =>
  (await database.db.select({ n: count() }).from(table))[0]!.n;
const stored = async () => ({
  inquiries: await howMany(inquiries),
  leads: (await database.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'crm_lead')))[0]!.n,
});

const hashOf = (page: Page) => new URL(page.url()).searchParams.get('unq_hash');
const onPremiums = (page: Page) =>
  page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Premium-Comparison');
const prices = (page: Page) => page.locator('main ol').innerText();

async function submitQuote(page: Page) {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** The period of cover the premium list's insurance details show, opened on a phone as a visitor would. */
async function periodShown(page: Page) {
  const period = page
    .locator('main dt', { hasText: 'Period of cover' })
    .locator('xpath=following-sibling::dd[1]');
  if (!(await period.isVisible())) await page.getByRole('button', { name: 'Edit Detail' }).click();
  return period.innerText();
}

async function editDetails(page: Page) {
  const edit = page.getByRole('link', { name: 'Edit these details' });
  if (!(await edit.isVisible())) await page.getByRole('button', { name: 'Edit Detail' }).click();
  await edit.click();
  await page.locator('main select[name="ncb"]:not([disabled])').waitFor();
}

describe('the lead gate', () => {
  atEachWidth((width) => {
    it('posts the lead once across Edit and Back, the call only if ticked, and re-prices in place', async () => {
      const opened = await openForm(journey.open(CAR_PATH, width));
      const { page } = opened;
      await fillCar(page);
      await submitQuote(page);
      await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Inquiry');
      await page.locator('main form').waitFor();

      // The call is a choice: unticked, in plain words, beside the privacy notice.
      const callMe = page.getByRole('checkbox', { name: 'Call me about these quotes' });
      expect(await callMe.isChecked()).toBe(false);
      expect(await callMe.getAttribute('name')).toBe('call_consent');
      const privacy = page.getByRole('link', { name: /privacy notice/ });
      expect(await privacy.getAttribute('href')).toBe('/privacy');
      await checkPage(opened, `lead-inquiry-${width}`);

      const before = await stored();
      await field(page, 'cx_name').fill('Kamala Perera');
      await field(page, 'cx_mobile').fill('771234567');
      await field(page, 'cx_email').fill('kamala@example.lk');
      await page.getByRole('button', { name: 'Submit' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('No one will call you');
      expect(await stored()).toEqual({ inquiries: before.inquiries + 1, leads: before.leads + 1 });
      const [inquiry] = await database.db
        .select({ callConsent: inquiries.callConsent })
        .from(inquiries)
        .orderBy(inquiries.id)
        .limit(1)
        .offset(before.inquiries);
      expect(inquiry!.callConsent).toBe(false);
      const once = await stored();
      await dialog.getByRole('link', { name: 'See your quotes' }).click();
      await onPremiums(page);
      await page.locator('main ol').waitFor();

      // Back leaves the premium list for the quotation form, not for the contact form sent already.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === CAR_PATH);
      await page.locator('main select[name="ncb"]:not([disabled])').waitFor();
      await submitQuote(page);
      await onPremiums(page);
      await page.locator('main ol').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);

      // 'Edit these details', a new NCB: a new quote, straight to its premiums, still the one lead.
      await editDetails(page);
      await field(page, 'ncb').selectOption('3');
      await submitQuote(page);
      await onPremiums(page);
      await page.locator('main ol').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect(await page.locator('main [name="cx_name"]').count()).toBe(0);
      expect(await stored()).toEqual(once);

      // The re-price in place: a new NCB on the list, new prices on the same page, no new lead.
      const firstHash = hashOf(page);
      const firstPrices = await prices(page);
      const quotesBefore = await howMany(quotes);
      await page.getByText('Change NCB, market value, cover start or covers').click();
      expect(await field(page, 'ncb').inputValue()).toBe('3');
      await field(page, 'ncb').selectOption('5');
      await page.getByRole('button', { name: 'Update prices' }).click();
      await page.waitForURL((url) => url.searchParams.get('unq_hash') !== firstHash);
      await page.getByText('Prices updated for your new answers.').waitFor();
      expect(pathOf(page)).toMatch(/^\/motor\/Car\/full-insurance\/Premium-Comparison\?unq_hash=/);
      await expect.poll(() => prices(page)).not.toBe(firstPrices);
      expect(await howMany(quotes)).toBe(quotesBefore + 1);
      expect(await stored()).toEqual(once);
      await checkPage(opened, `lead-reprice-${width}`);

      // The cover start and the market value on the list: the period shown moves, still no new lead.
      const secondHash = hashOf(page);
      expect(await periodShown(page)).toBe(plannedPeriodText(today()));
      expect(await field(page, 'cover_start_date').inputValue()).toBe(today());
      await field(page, 'cover_start_date').fill(daysFromToday(10));
      await field(page, 'sum_insured').fill('');
      await field(page, 'sum_insured').pressSequentially('7000000');
      expect(await field(page, 'sum_insured').inputValue()).toBe('7,000,000');
      await page.getByRole('button', { name: 'Update prices' }).click();
      await page.waitForURL((url) => url.searchParams.get('unq_hash') !== secondHash);
      await expect.poll(() => periodShown(page)).toBe(plannedPeriodText(daysFromToday(10)));
      expect(await howMany(quotes)).toBe(quotesBefore + 2);
      expect(await stored()).toEqual(once);
      await checkPage(opened, `lead-reprice-start-${width}`);

      // BUY NOW names a quotation of the quote on show: the one bought is the one priced here.
      const buy = page.getByRole('link', { name: /BUY NOW/ }).first();
      expect(await buy.getAttribute('href')).toContain(`unq_hash=${hashOf(page)}`);
    });
  });
});
