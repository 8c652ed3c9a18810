import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inquiries } from '#server/db/schema';
import { dock, toggle, useDockJourney } from './dock-journey';
import { checkPage } from './journey';

// The floating dock and the callback (content sections 2 to 5; decision 053): on a desktop the dock's
// Callback and Quote toggles, the callback form's rules, the thank-you, the inquiry cookie and the lead
// filed in a server speaking vtiger's protocol; on a phone no dock, and the footer's way to the same form.

const { journey, peer, database } = useDockJourney();

const field = (page: Page, name: string) => page.locator(`dialog input[name="${name}"]`);
const THANKS = 'Thank you for submitting. We will call you back.';

/** Fills and sends the open callback form, and answers the inquiry id the cookie keeps. */
async function askForCallback(page: Page, name: string, mobile: string, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Request a callback' });
  await field(page, 'cx_name').fill(name);
  await field(page, 'cx_mobile').fill(mobile);
  await field(page, 'cx_email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await dialog.getByRole('status').getByText(THANKS).waitFor();
  expect(await dialog.locator('form').count()).toBe(0);
  const cookie = (await page.context().cookies()).find(
    ({ name: cookieName }) => cookieName === 'kavacha_inquiry',
  );
  const kept = JSON.parse(decodeURIComponent(cookie!.value));
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(59 * 60_000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThanOrEqual(60 * 60_000);
  expect(kept).toEqual({
    cx_name: name,
    cx_mobile: mobile,
    cx_email: email,
    cx_inquiry_id: expect.any(String),
  });
  return Number(kept.cx_inquiry_id);
}

/** The lead the CRM peer received for inquiry `id`. */
async function leadOf(id: number) {
  const mine = () => peer().leads.find((lead) => lead.description?.startsWith(`Callback (inquiry ${id})`));
  await expect.poll(mine, { timeout: 5_000 }).toBeDefined();
  return mine()!;
}

describe('the floating dock at 1280px', () => {
  it('toggles Callback and Quote, one at a time, on every page of the site', async () => {
    const { page } = await journey.open('/', 1280);
    expect(await dock(page).getByRole('button').allInnerTexts()).toEqual(['Chat', 'Callback', 'Quote']);
    await expect.poll(() => toggle(page, 'Quote').getAttribute('aria-expanded')).toBe('false');

    await toggle(page, 'Quote').click();
    const quote = page.getByRole('dialog', { name: 'Get a quote' });
    await quote.getByRole('link').first().waitFor();
    const tiles = await quote
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tiles).toHaveLength(5);
    expect(tiles).toContain('/motor/Car/full-insurance/Quotation');
    await expect.poll(() => toggle(page, 'Quote').getAttribute('aria-expanded')).toBe('true');

    // Escape closes the modal and sets its toggle off.
    await page.keyboard.press('Escape');
    await quote.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle(page, 'Quote').getAttribute('aria-expanded')).toBe('false');
    await toggle(page, 'Callback').click();
    await page.getByRole('dialog', { name: 'Request a callback' }).waitFor();
    await expect.poll(() => toggle(page, 'Callback').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => toggle(page, 'Quote').getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toggle(page, 'Callback').getAttribute('aria-expanded')).toBe('false');

    // A tile starts that quotation and closes the modal; the dock is on that page too.
    await toggle(page, 'Quote').click();
    await quote.locator('a[href="/motor/Car/full-insurance/Quotation"]').click();
    await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
    await quote.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle(page, 'Quote').getAttribute('aria-expanded')).toBe('false');
  });

  it('sends a callback that passes the rules, thanks, keeps the cookie and files the lead in the CRM', async () => {
    const opened = await journey.open('/', 1280);
    const { page } = opened;
    await toggle(page, 'Callback').click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('required', { exact: true }).first().waitFor();
    expect(await dialog.getByText('required', { exact: true }).count()).toBe(3);
    await checkPage(opened, 'dock-callback-1280');

    await field(page, 'cx_mobile').fill('77234567');
    await field(page, 'cx_email').click();
    await dialog.getByText('mobile is not valid. ex: 947786...').waitFor();
    // Editing the field clears its message.
    await field(page, 'cx_mobile').fill('772345678');
    await dialog.getByText('mobile is not valid. ex: 947786...').waitFor({ state: 'detached' });

    const id = await askForCallback(page, 'Chaminda Wijesinghe', '772345678', 'chaminda@example.lk');
    const lead = await leadOf(id);
    expect(lead).toMatchObject({
      firstname: 'Chaminda',
      lastname: 'Wijesinghe',
      leadsource: 'Web',
      leadstatus: 'Pending',
      phone: '+94772345678',
      email: 'chaminda@example.lk',
    });
    expect(lead.description).toContain('Call: asked for a call');
    const [row] = await database().db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ kind: 'callback', quoteId: null, callConsent: true });
    await checkPage(opened, 'dock-callback-thanks-1280');
  });
});

describe('a phone at 360px', () => {
  it('has no dock, and asks for a callback through the footer', async () => {
    const opened = await journey.open('/', 360);
    const { page } = opened;
    expect(await dock(page).isVisible()).toBe(false);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Request a callback' }).click();
    await page.getByRole('dialog', { name: 'Request a callback' }).waitFor();
    await checkPage(opened, 'footer-callback-360');

    const id = await askForCallback(page, 'Ruwani Dias', '765554433', 'ruwani@example.lk');
    expect(await leadOf(id)).toMatchObject({ lastname: 'Dias', phone: '+94765554433' });
  });
});
