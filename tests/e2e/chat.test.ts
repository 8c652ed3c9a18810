import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dock, toggle, useDockJourney } from './dock-journey';
import { checkPage } from './journey';

// The dock's chat (issue 24, decision 056) on a desktop: a question answered from the seeded FAQ and
// articles through the full-text search, the quote offer leading to a quotation, the conversation kept
// across closing, navigating and reloading, and the hand-off to a person filed as a callback whose lead, in
// a server speaking vtiger's protocol, carries the transcript. On a phone there is no dock; the footer's
// callback serves.

const { journey, peer } = useDockJourney();

const chat = (page: Page) => page.getByRole('dialog', { name: 'Chat with us' });
const log = (page: Page) => chat(page).getByRole('log', { name: 'Conversation' });
const expanded = (page: Page, name: string) => toggle(page, name).getAttribute('aria-expanded');

async function ask(page: Page, question: string) {
  await chat(page).getByLabel('Your question').fill(question);
  await chat(page).getByRole('button', { name: 'Send' }).click();
}

describe('the chat at 1280px', () => {
  it('answers from the FAQ, offers a quote, keeps the conversation and hands over to a person', async () => {
    const opened = await journey.open('/', 1280);
    const { page } = opened;
    expect(await dock(page).getByRole('button').allInnerTexts()).toEqual(['Chat', 'Callback', 'Quote']);

    // The panel is modal, as the dock's others are: one open at a time (floating-dock.test.tsx).
    await toggle(page, 'Chat').click();
    await log(page).waitFor();
    await expect.poll(() => expanded(page, 'Chat')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(await log(page).getAttribute('aria-live')).toBe('polite');

    // A question in the visitor's own words finds the FAQ's answer, shown as text, and articles.
    await ask(page, 'What does a cover note do?');
    const answer = log(page).getByText(
      /A temporary document from the insurer that proves your vehicle is insured/,
    );
    await answer.waitFor();
    expect(await log(page).getByRole('link', { name: 'Read it in the FAQ' }).getAttribute('href')).toBe(
      '/faq#what-is-a-cover-note',
    );
    expect(await log(page).locator('a[href^="/blog-post/"]').count()).toBeGreaterThan(0);
    await checkPage(opened, 'chat-answer-1280');

    // Nothing found is said plainly.
    await ask(page, 'zxqv');
    await log(page)
      .getByText(/I found nothing about that in our questions and articles/)
      .waitFor();

    // Keyboard: Escape closes the panel and the focus is back on the toggle; opened again, it kept all.
    await page.keyboard.press('Escape');
    await chat(page).waitFor({ state: 'hidden' });
    await expect.poll(() => expanded(page, 'Chat')).toBe('false');
    expect(await toggle(page, 'Chat').evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await answer.waitFor();

    // The quote offer: the vehicles, each leading to its quotation; the panel closes as the page changes.
    await chat(page).getByRole('button', { name: 'Get a quote for my vehicle' }).click();
    const car = log(page).locator('a[href="/motor/Car/full-insurance/Quotation"]');
    await car.waitFor();
    expect(await log(page).locator('a[href="/start-ups-&-sme"]').count()).toBe(0);
    await car.click();
    await page.waitForURL((url) => url.pathname === '/motor/Car/full-insurance/Quotation');
    await chat(page).waitFor({ state: 'hidden' });

    // After a reload the conversation is still there.
    await page.reload();
    await toggle(page, 'Chat').click();
    await answer.waitFor();
    await log(page).getByText('Get a quote for my vehicle').waitFor();

    // Nobody is called who did not ask: the form appears only when the visitor chooses a person.
    expect(await chat(page).locator('input[name="cx_name"]').count()).toBe(0);
    await chat(page).getByRole('button', { name: 'Talk to a person' }).click();
    const name = chat(page).locator('input[name="cx_name"]');
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);
    await chat(page)
      .getByText(/We use your details to call you back, as you asked/)
      .waitFor();
    await chat(page).getByRole('button', { name: 'Submit' }).click();
    await chat(page).getByText('required', { exact: true }).first().waitFor();
    await chat(page).locator('input[name="cx_mobile"]').fill('7123');
    await name.fill('Kasun Jayawardena');
    await chat(page).getByText('mobile is not valid. ex: 947786...').waitFor();
    await chat(page).locator('input[name="cx_mobile"]').fill('711234567');
    await chat(page).locator('input[name="cx_email"]').fill('kasun@example.lk');
    await checkPage(opened, 'chat-hand-off-1280');
    await chat(page).getByRole('button', { name: 'Submit' }).click();
    await log(page).getByText('Thank you for submitting. We will call you back.').waitFor();
    expect(await chat(page).locator('input[name="cx_name"]').count()).toBe(0);
    await checkPage(opened, 'chat-thanks-1280');

    const cookie = (await page.context().cookies()).find((kept) => kept.name === 'kavacha_inquiry');
    const { cx_inquiry_id: id } = JSON.parse(decodeURIComponent(cookie!.value));
    const mine = () => peer().leads.find((lead) => lead.description?.startsWith(`Callback (inquiry ${id})`));
    await expect.poll(mine, { timeout: 5_000 }).toBeDefined();
    expect(mine()).toMatchObject({
      lastname: 'Jayawardena',
      phone: '+94711234567',
      email: 'kasun@example.lk',
    });
    const { description } = mine()!;
    expect(description).toContain('Call: asked for a call');
    expect(description).toContain(
      'Chat: Visitor: What does a cover note do? / Kavacha: What is a cover note?',
    );
    expect(description).toContain('Visitor: zxqv / Kavacha: Found no answer.');
    expect(description).toContain(
      'Visitor: Get a quote for my vehicle / Kavacha: Offered a quote for each kind of vehicle. / Visitor: Talk to a person',
    );
  });

  it('shows the callback’s thank-you on a page whose address names the inquiry', async () => {
    const { page } = await journey.open('/?cx_inquiry_id=12', 1280);
    await toggle(page, 'Callback').click();
    const dialog = page.getByRole('dialog', { name: 'Request a callback' });
    await dialog.getByRole('status').getByText('Thank you for submitting. We will call you back.').waitFor();
    expect(await dialog.locator('form').count()).toBe(0);
  });
});

describe('a phone at 360px', () => {
  it('has no dock, so no chat; the footer asks for a callback', async () => {
    const opened = await journey.open('/', 360);
    const { page } = opened;
    expect(await dock(page).isVisible()).toBe(false);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Request a callback' }).click();
    await page.getByRole('dialog', { name: 'Request a callback' }).locator('input[name="cx_name"]').waitFor();
    await checkPage(opened, 'chat-footer-callback-360');
  });
});
