import { subDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIsoDate } from '#domain/dates';
import { LINK_MESSAGES } from '#domain/motor/link-expiry';
import { payPath, uploaderPath } from '#domain/motor/purchase-paths';
import { applications, quotes } from '#server/db/schema';
import { createTestApp } from '#server/testing/test-app';
import type { OpenedPage } from '../support/browser';
import { launchBrowser, openPage } from '../support/browser';
import { checkPage } from './journey';
import { CAR_PATH, field } from './motor-form';
import type { Quote } from './motor-quotes';
import { quoteApi } from './motor-quotes';
import { fillContact, freshMobile, verifyMobile } from './one-time-codes';
import {
  NIC_BACK,
  NIC_FRONT,
  REGISTRATION,
  nicBackPng,
  nicFrontPdf,
  declareAnswers,
  payWith,
  premiumOf,
  registrationPng,
  submitButton,
  upload,
  waitForTiles,
} from './purchase-pages';
import { purchaseApi } from './purchases';

// No buyer is stranded (docs/decisions/027): a buyer closes the tab after buying and after paying, and
// goes on from the links in the SMS we sent, each opened in a browser context of its own (no cookie, no
// storage: another device); and a link whose application has expired shows what to do instead. The site
// runs in this process, so a test moves the application's dates in its database rather than waiting.

const WIDTH = 360;
const HOTLINE = '+94 11 230 0300';

interface OutboxMessage {
  kind: string;
  subject: string | null;
  text: string;
}

describe('links back', () => {
  let site: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  let browser: Browser;
  let car: Quote;
  const pages: OpenedPage[] = [];

  beforeAll(async () => {
    // The tests buy through the API too: more writes than one visitor's.
    [site, browser] = await Promise.all([
      createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' }, { web: true }),
      launchBrowser(),
    ]);
    origin = await site.app.listen({ host: '127.0.0.1', port: 0 });
    car = await (await quoteApi(origin)).full();
  });
  afterAll(async () => {
    await Promise.all(pages.map(({ page }) => page.context().close()));
    await browser?.close();
    await site?.app.close();
  });

  /** Opens `url` as if on another device: a browser context of its own. */
  async function openElsewhere(url: string) {
    const opened = await openPage(browser, url.startsWith('http') ? url : origin + url, WIDTH);
    pages.push(opened);
    return opened;
  }

  /** The newest SMS to `mobile` (9 digits) that links to a page under `prefix`, and that link. */
  async function linkInSms(mobile: string, prefix: string) {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await fetch(`${origin}/dev/outbox?to=94${mobile}`, {
          headers: { accept: 'application/json' },
        });
        const { data } = (await response.json()) as { data: { messages: OutboxMessage[] } };
        link = data.messages
          .flatMap((message) => message.text.match(/https?:\/\/\S+/g) ?? [])
          .find((url) => new URL(url).pathname.startsWith(prefix));
        return link;
      })
      .toBeDefined();
    return link!;
  }

  /** The quotation's price ended yesterday: the application's unpaid links expire. */
  async function expireQuotation(paySecHash: string) {
    const { db } = site.database;
    const [application] = await db.select().from(applications).where(eq(applications.paySecHash, paySecHash));
    const yesterday = formatIsoDate(subDays(new Date(), 1));
    await db.update(quotes).set({ validUntil: yesterday }).where(eq(quotes.id, application!.quoteId));
    return yesterday;
  }

  it('continues from the SMS after closing the tab, on the uploader and again on the proposal', async () => {
    const mobile = freshMobile();
    const item = car.quotations.find((quotation) => quotation.total_premium !== null)!;
    const buying = await openElsewhere(`/account?unq_hash=${car.unqHash}&qot_number=${item.qot_number}`);
    await field(buying.page, 'name_initials').waitFor();
    await fillContact(buying.page, mobile);
    await verifyMobile(buying.page, origin, mobile);
    await field(buying.page, 'nic_number').fill('851234567V');
    await field(buying.page, 'street_one').fill('Galle Road');
    await field(buying.page, 'city').fill('Colombo');
    await buying.page.getByRole('button', { name: 'Upload Document', exact: true }).click();
    await buying.page.waitForURL((url) => url.pathname.startsWith('/user/document/uploader/'));
    const uploaderUrl = buying.page.url();
    // The buyer closes the tab before uploading anything.
    await buying.page.context().close();

    const uploaderLink = await linkInSms(mobile, '/user/document/uploader/');
    expect(uploaderLink).toBe(uploaderUrl);
    const { page } = await openElsewhere(uploaderLink);
    expect(await page.context().cookies()).toEqual([]);
    await waitForTiles(page);
    const amount = await premiumOf(page);
    await upload(page, REGISTRATION, registrationPng);
    await upload(page, NIC_FRONT, nicFrontPdf);
    await upload(page, NIC_BACK, nicBackPng);
    await submitButton(page).click();
    await declareAnswers(page);

    await field(page, 'card_number').waitFor();
    const payNext = page.getByRole('region', { name: 'What happens next' });
    expect(await payNext.innerText()).toContain(
      'We also e-mail and text you a receipt with the link to your proposal',
    );
    await checkPage(pages.at(-1)!, `links-back-pay-${WIDTH}`);
    await payWith(page, '4242 4242 4242 4242', amount);
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
    const proposalUrl = page.url();
    await page.getByRole('button', { name: 'Save Details', exact: true }).waitFor();
    const proposalNext = page.getByRole('region', { name: 'What happens next' });
    expect(await proposalNext.innerText()).toContain('your cover note is made and ready to download');
    await checkPage(pages.at(-1)!, `links-back-proposal-${WIDTH}`);
    // The buyer closes the tab again, before the proposal.
    await page.context().close();

    const proposalLink = await linkInSms(mobile, '/motor/Proposal/');
    expect(proposalLink).toBe(proposalUrl);
    const again = await openElsewhere(proposalLink);
    await again.page.getByRole('heading', { name: 'Payment received' }).waitFor();
    await again.page.getByRole('button', { name: 'Save Details', exact: true }).waitFor();
    expect(again.errors).toEqual([]);
  });

  it('says an expired link has expired and what to do, on the uploader and the payment page', async () => {
    const hash = await (await purchaseApi(origin)).buy(car);
    const lastDay = await expireQuotation(hash);

    for (const path of [uploaderPath(hash), payPath(hash)]) {
      const opened = await openElsewhere(path);
      const { page } = opened;
      const expired = page.getByRole('region', { name: 'This link has expired' });
      await expired.waitFor();
      expect(await expired.innerText()).toContain(
        LINK_MESSAGES.expired({ validUntil: lastDay, paidAt: null }),
      );
      expect(await expired.getByRole('link', { name: 'Start a new quote' }).getAttribute('href')).toBe(
        CAR_PATH,
      );
      expect(await expired.getByRole('link', { name: `Call ${HOTLINE}` }).getAttribute('href')).toBe(
        'tel:+94112300300',
      );
      await checkPage(opened, `links-back-expired-${path.startsWith('/Pay') ? 'pay' : 'uploader'}-${WIDTH}`);
    }
  });
});
