import { describe, expect, it } from 'vitest';
import { SANDBOX_REVERSE_PATH } from '#server/integrations/payments/sandbox';
import { logIn, useConsoleJourney } from './console-login';
import { atEachWidth, checkPage } from './journey';
import { quoteApi } from './motor-quotes';
import { ALL_FILES } from './purchase-pages';
import { purchaseApi } from './purchases';

// The console's applications and payments (issue 22): an operator opens the pipeline, filters it to the
// paid applications, opens one, reads its history and its payment's notification from the gateway, and
// finds the payment on the Payments page. axe checks each page, on a desktop and on the narrowest phone.

describe("the console's applications and payments", () => {
  const made = useConsoleJourney();
  const { journey } = made;
  // One application paid then refunded by the gateway, one paid (its proposal open), and one whose
  // documents wait for review; made in the first test that runs (expect.poll, which the purchase waits
  // with, works only inside a test).
  let prepared: Promise<void> | undefined;
  async function prepare() {
    const origin = journey.url();
    const [api, quotes] = await Promise.all([purchaseApi(origin), quoteApi(origin)]);
    const refunded = await api.submitted(await quotes.full(), ALL_FILES);
    const checkout = await api.checkout(refunded);
    await api.payAtGateway(checkout, '4242424242424242');
    // What a demo operator asks of the sandbox gateway: it notifies the shop of the refund.
    const reversed = await fetch(`${origin}${SANDBOX_REVERSE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...checkout.fields, reversal: 'refunded' }),
    });
    expect(reversed.status).toBe(200);
    await api.paidProposal(await quotes.full(), ALL_FILES);
    await api.submitted(await quotes.full(), ALL_FILES);
  }

  atEachWidth((width) => {
    it('filters the pipeline to the paid, opens one with its history and its notification', async () => {
      await (prepared ??= prepare());
      const opened = await logIn(journey, '/console/applications', made.staff.operator, width);
      const { page } = opened;
      const pipeline = page.getByRole('region', { name: 'Pipeline' });
      const paid = pipeline.getByRole('button', { name: /^Paid\s*1$/ });
      await paid.waitFor();
      expect(await pipeline.getByRole('button', { name: /^Documents\s*1/ }).innerText()).toContain(
        '0 all accepted, 0 with a rejection',
      );
      const all = page.getByRole('table', { name: 'All applications, newest first' });
      await expect.poll(() => all.locator('tbody tr').count()).toBe(3);
      expect(await pipeline.getByRole('button', { name: /^Reversed\s*1$/ }).count()).toBe(1);
      await checkPage(opened, `console-applications-${width}`);

      await paid.click();
      await page.waitForURL((url) => url.search === '?stage=paid&page=1');
      expect(await paid.getAttribute('aria-pressed')).toBe('true');
      const table = page.getByRole('table', { name: 'Applications at Paid, newest first' });
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
      await expect.poll(() => table.getAttribute('aria-busy')).toBeNull();
      expect(await table.locator('tbody tr').innerText()).toContain('Paid');

      await table.getByRole('link', { name: /^MQ/ }).click();
      await page.waitForURL((url) => /^\/console\/applications\/\d+$/.test(url.pathname));
      const history = page.getByRole('region', { name: 'History' });
      await history.getByText('Paid', { exact: true }).waitFor();
      const steps = await history.getByRole('listitem').allInnerTexts();
      expect(steps.map((step) => step.split(/\n+/)[1])).toEqual([
        'Bought',
        'Document uploaded',
        'Document uploaded',
        'Document uploaded',
        'Documents submitted',
        'Submitted for review; payment open',
        'Paid',
      ]);
      const payments = page.getByRole('region', { name: 'Payments' });
      const payment = payments.getByRole('article');
      expect(await payment.innerText()).toContain('Paid (paid the application)');
      const notification = payment.getByText(/Applied, signature valid$/);
      await notification.click();
      const body = payment.locator('pre');
      await body.waitFor();
      expect(JSON.parse(await body.innerText())).toMatchObject({ status: 'paid' });
      await checkPage(opened, `console-application-${width}`);

      await page.getByRole('link', { name: 'Payments' }).click();
      const list = page.getByRole('table', { name: 'All payments, newest first' });
      await list.getByText('Paid (applied)').waitFor();
      await checkPage(opened, `console-payments-${width}`);
      await page.getByLabel('Status').selectOption('Refunded');
      const refunds = page.getByRole('table', { name: 'Refunded payments, newest first' });
      await expect.poll(() => refunds.locator('tbody tr').count()).toBe(1);
      expect(await refunds.locator('tbody tr').innerText()).toContain('Payment refunded to the card');
      await refunds.getByRole('link', { name: /^MQ/ }).click();
      await history.getByText('Payment reversed; cover ended').waitFor();
      const notifications = page.getByRole('region', { name: 'Payments' }).getByRole('listitem');
      expect(await notifications.allInnerTexts()).toEqual([
        expect.stringMatching(/Applied, signature valid$/),
        expect.stringMatching(/Applied, signature valid$/),
      ]);
    });
  });
});
