import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTICLES } from '#server/db/seed/data/articles';
import { atEachWidth, checkPage, useJourney } from './journey';

// The blog's subscription (decision 058) as a reader meets it: the Subscribe box's presence check, the
// confirmation letter read from the demo outbox, its link opening a page that asks before it confirms, and
// the letter's other link that unsubscribes; and the featured-articles page's seven cards, three to the
// first column at 1280 px and one column at 360 px.

interface OutboxMessage {
  kind: string;
  subject: string | null;
  text: string;
}

/** The links of the newest letter to `email`, as the demo outbox shows it, waiting a little for it. */
async function letterLinks(origin: string, email: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/dev/outbox?${new URLSearchParams({ to: email })}`, {
          headers: { accept: 'application/json' },
        });
        const { data } = (await response.json()) as { data: { messages: OutboxMessage[] } };
        text = data.messages.find((message) => message.kind === 'mail')?.text ?? '';
        return text;
      },
      { timeout: 5_000 },
    )
    .toContain('/blog/confirm-subscription?token=');
  const link = (path: string) => text.split(/\s+/).find((word) => word.startsWith(`${origin}${path}?`))!;
  return { confirm: link('/blog/confirm-subscription'), unsubscribe: link('/blog/unsubscribe') };
}

const cardLefts = (page: Page) =>
  page.locator('main article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left));

describe('the blog: subscribing, and the featured articles', () => {
  const journey = useJourney();

  it('subscribes at 360 px: the address is asked for, confirmed from the letter, and can be removed', async () => {
    const opened = await journey.open('/blog', 360);
    const { page } = opened;
    const box = page.getByRole('region', { name: 'Subscribe' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    const blank = box.getByText('Please enter your e-mail address');
    await blank.waitFor();
    const email = box.getByLabel('E-mail address');
    expect(await email.getAttribute('name')).toBe('email');
    await email.fill('reader.360@example.lk');
    await blank.waitFor({ state: 'detached' });
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await box
      .getByRole('status')
      .getByText('We have sent a confirmation e-mail to reader.360@example.lk.')
      .waitFor();
    await checkPage(opened, 'subscribe-sent-360');

    const links = await letterLinks(journey.url(), 'reader.360@example.lk');
    const confirming = await journey.open(links.confirm.slice(journey.url().length), 360);
    await confirming.page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    await checkPage(confirming, 'subscribe-confirm-360');
    await confirming.page.getByRole('button', { name: 'Confirm subscription' }).click();
    await confirming.page.getByRole('status').getByText('You are subscribed.').waitFor();
    await checkPage(confirming, 'subscribe-confirmed-360');

    const leaving = await journey.open(links.unsubscribe.slice(journey.url().length), 360);
    await leaving.page.getByRole('button', { name: 'Unsubscribe' }).click();
    await leaving.page.getByRole('status').getByText('You are unsubscribed.').waitFor();
    await checkPage(leaving, 'subscribe-unsubscribed-360');
  });

  it('says plainly that a changed link is not valid', async () => {
    const opened = await journey.open('/blog/confirm-subscription?token=changed.link', 360);
    await opened.page.getByRole('button', { name: 'Confirm subscription' }).click();
    await opened.page.getByRole('alert').getByText('This link is not valid.', { exact: false }).waitFor();
    await checkPage(opened, 'subscribe-bad-link-360');
  });

  atEachWidth((width) => {
    it('shows the seven articles, three to the first column when wide, one column on a phone', async () => {
      expect(ARTICLES).toHaveLength(7);
      const opened = await journey.open('/blog', width);
      await opened.page.locator('main article').nth(6).waitFor();
      const lefts = await cardLefts(opened.page);
      expect(lefts).toHaveLength(7);
      if (width >= 1024) {
        expect(lefts.slice(0, 3).every((left) => left === lefts[0])).toBe(true);
        expect(lefts[3]).toBeGreaterThan(lefts[0]!);
      } else {
        expect(new Set(lefts).size).toBe(1);
      }
      await checkPage(opened, `subscribe-blog-${width}`);
    });
  });
});
