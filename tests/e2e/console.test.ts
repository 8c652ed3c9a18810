import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uploaderPath } from '#domain/motor/purchase-paths';
import { applications, customers } from '#server/db/schema';
import { logIn, useConsoleJourney } from './console-login';
import { atEachWidth, checkPage } from './journey';
import { field } from './motor-form';
import { quoteApi } from './motor-quotes';
import {
  ALL_FILES,
  NIC_BACK,
  declareAnswers,
  payWith,
  statusOf,
  submitButton,
  tile,
  upload,
  waitForTiles,
} from './purchase-pages';
import { purchaseApi, testPng } from './purchases';

// The operator console (issue 22, 'Done when'): a customer submits documents, an operator rejects one
// with a reason, the customer is sent the reason and the link and uploads again, the operator accepts it,
// and the customer pays. axe checks every console page, on a desktop and on the narrowest phone.

interface OutboxMessage {
  kind: string;
  text: string;
}

describe('the operator console', () => {
  const made = useConsoleJourney();
  const { journey } = made;
  /** The newest SMS to the applicant of `hash` that links to their uploader. */
  async function uploaderLinkSent(hash: string) {
    const [applicant] = await made.site.database.db
      .select({ mobile: customers.mobile })
      .from(applications)
      .innerJoin(customers, eq(customers.id, applications.customerId))
      .where(eq(applications.paySecHash, hash));
    let sms: string | undefined;
    await expect
      .poll(async () => {
        const response = await fetch(`${journey.url()}/dev/outbox?to=${applicant!.mobile}`, {
          headers: { accept: 'application/json' },
        });
        const { data } = (await response.json()) as { data: { messages: OutboxMessage[] } };
        sms = data.messages.find(
          (message) => message.kind === 'sms' && message.text.includes('not accepted'),
        )?.text;
        return sms;
      })
      .toBeDefined();
    const link = new URL(sms!.match(/https?:\/\/\S+/)![0]);
    return { sms: sms!, path: `${link.pathname}${link.search}` };
  }

  /** Decides the document open in the console, and waits for the page the decision leads to. */
  async function decide(page: Page, decision: 'Accept' | 'Reject', reason?: string) {
    const from = page.url();
    if (reason) await page.getByLabel('Reason of a rejection').fill(reason);
    await page.getByRole('button', { name: decision }).click();
    await page.waitForURL((url) => url.href !== from);
    await page
      .getByRole('status')
      .filter({ hasText: decision === 'Accept' ? 'accepted.' : 'rejected.' })
      .waitFor();
  }

  it('rejects a document with a reason, the customer uploads it again, it is accepted and paid', async () => {
    const origin = journey.url();
    const [api, car] = await Promise.all([
      purchaseApi(origin),
      quoteApi(origin).then((quotes) => quotes.full()),
    ]);
    const hash = await api.submitted(car, ALL_FILES);

    // The operator asks for the queue, logs in on the way, and sees the three documents, oldest first.
    const opened = await journey.open('/console/documents', 1280);
    const { page } = opened;
    await page.waitForURL((url) => url.pathname === '/console/login');
    expect(await page.title()).toBe('Log in | Kavacha console');
    await checkPage(opened, 'console-login-1280');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('Email is not valid').waitFor();
    await page.getByLabel('Email').fill(made.staff.operator.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email or password is not correct' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(made.staff.operator.email);
    await page.getByLabel('Password').fill(made.staff.operator.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/console/documents');
    const queue = page.getByRole('table', { name: 'Submitted documents, oldest first' });
    await queue.getByRole('link', { name: NIC_BACK }).waitFor();
    expect(await queue.locator('tbody tr').count()).toBe(3);
    // An operator's console has no Staff and no Audit log.
    expect(await page.getByRole('navigation', { name: 'Console' }).innerText()).toMatch(
      /^Documents\s*Leads\s*Applications\s*Claims\s*Payments$/,
    );
    await checkPage(opened, 'console-queue-1280');

    // The NIC back, zoomed in by key; a rejection without a reason is refused before it is sent.
    await queue.getByRole('link', { name: NIC_BACK }).click();
    const image = page.getByRole('img', { name: `${NIC_BACK}: nic-back.png` });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
    await checkPage(opened, 'console-review-image-1280');
    await page.getByRole('region', { name: /\(\+ and - zoom, 0 fits\)$/ }).press('+');
    await page.getByText('150%').waitFor();
    await page.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Give the reason of a rejection').waitFor();
    await decide(page, 'Reject', 'The photo is blurred');

    // On to the next document waiting, and the one after: the registration and the NIC front (a PDF).
    for (let waiting = 2; waiting > 0; waiting -= 1) {
      await page.getByRole('button', { name: 'Accept' }).waitFor();
      if (await page.locator('main iframe').count()) await checkPage(opened, 'console-review-pdf-1280');
      await decide(page, 'Accept');
    }
    expect(new URL(page.url()).pathname).toBe('/console/documents');
    await page.getByText('No more documents wait for review.').waitFor();

    // The customer reads the reason in the SMS, follows its link and uploads the document again.
    const { sms, path } = await uploaderLinkSent(hash);
    expect(sms).toContain('The photo is blurred');
    expect(path).toBe(uploaderPath(hash));
    const customer = await journey.open(path, 360);
    await waitForTiles(customer.page);
    expect(await statusOf(customer.page, NIC_BACK)).toBe('Status: Rejected: The photo is blurred');
    await tile(customer.page, NIC_BACK)
      .getByRole('button', { name: `Remove ${NIC_BACK}` })
      .click();
    await upload(customer.page, NIC_BACK, testPng('nic-back-sharp.png', [22, 101, 52]));
    await submitButton(customer.page).click();
    await customer.page.waitForURL((url) => url.pathname.startsWith('/Pay/'));

    // The operator accepts the new one.
    await page.goto(`${origin}/console/documents`);
    await queue.getByRole('link', { name: NIC_BACK }).click();
    await page.getByRole('img', { name: `${NIC_BACK}: nic-back-sharp.png` }).waitFor();
    await decide(page, 'Accept');
    await page.getByText('No more documents wait for review.').waitFor();
    await page.getByLabel('Status').selectOption('Accepted');
    await page
      .getByRole('table', { name: 'Accepted documents, oldest first' })
      .locator('tbody tr')
      .nth(2)
      .waitFor();

    // The customer pays.
    const declaration = customer.page.getByRole('checkbox');
    await declaration.or(field(customer.page, 'card_number')).first().waitFor();
    if (await declaration.isVisible()) await declareAnswers(customer.page);
    const summary = customer.page.getByRole('region', { name: 'You are paying for' });
    await summary.getByText(/Rs\. /).waitFor();
    const amount = Number((await summary.locator('dd').last().innerText()).replace(/[^\d]/g, ''));
    await payWith(customer.page, '4242 4242 4242 4242', amount);
    await customer.page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));

    // Logging out ends the session: the console asks to log in again.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/console/login');
    await page.goto(`${origin}/console/documents`);
    await page.waitForURL((url) => url.pathname === '/console/login');
  });

  atEachWidth((width) => {
    it("shows an admin the staff and the audit log, and the queue's table scrolls in its box", async () => {
      const opened = await logIn(journey, '/console/staff', made.staff.admin, width);
      const { page } = opened;
      const table = page.getByRole('table', { name: 'Staff accounts' });
      await table.getByText(made.staff.operator.email).waitFor();
      expect(await page.getByRole('navigation', { name: 'Console' }).innerText()).toMatch(
        /Documents\s*Leads\s*Applications\s*Claims\s*Payments\s*Tariffs\s*Bank offers\s*Home page\s*Staff\s*Audit log/,
      );
      await checkPage(opened, `console-staff-${width}`);

      // An insurer's account needs its insurer, from the site's list of insurers.
      await page.getByLabel('Role').selectOption('insurer');
      await page.getByRole('button', { name: 'Add account' }).click();
      await page
        .getByText('Choose the insurer for an insurer account, and none for the other roles')
        .waitFor();
      await checkPage(opened, `console-staff-errors-${width}`);

      await page.getByRole('link', { name: 'Audit log' }).click();
      const audit = page.getByRole('table', { name: 'All actions, newest first' });
      // The table shows a 'Loading…' row until the page of actions arrives.
      await audit.getByText(made.staff.admin.email).first().waitFor();
      expect(await audit.innerText()).toContain(made.staff.admin.email);
      await checkPage(opened, `console-audit-${width}`);

      await page.getByRole('link', { name: 'Documents' }).click();
      const queue = page.getByRole('table', { name: 'Submitted documents, oldest first' });
      await queue.waitFor();
      await expect.poll(() => queue.getAttribute('aria-busy')).toBeNull();
      await checkPage(opened, `console-queue-${width}`);
    });
  });
});
