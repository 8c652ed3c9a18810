import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRupees } from '#domain/money';
import { DOCUMENT_STATUS } from '#domain/motor/documents';
import { buyCarInBrowser } from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { field } from './motor-form';
import { lastCode } from './one-time-codes';
import { payWith, registrationPng } from './purchase-pages';
import { signIn } from './customer-sign-in';

// The dashboard's purchases in progress, Documents and Payments tabs (issue 23, decision 050): a buyer
// who stopped at the payment signs in, sees the purchase in progress and Continue takes them to the
// payment page; a document is rejected (the demo's review), they replace it from the Documents tab; they
// pay, and the Payments tab shows the payment. At a desktop's width and a phone's, axe clean.

const STOPPED = new Error('stopped before paying');
const REASON = 'The photo is too dark';

/** The demo's review of a document: rejects doc_id 2 (Vehicle Registration) of the hash's application. */
async function reject(origin: string, hashCode: string) {
  const key = await fetch(`${origin}/v2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-key': 'kavacha-web' },
    body: JSON.stringify({ user_name: 'web', password: 'web-public' }),
  }).then((response) => response.json() as Promise<{ data: { auth_key: string } }>);
  const response = await fetch(`${origin}/dev/documents/review`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', auth_key: key.data.auth_key },
    body: JSON.stringify({
      hash_code: hashCode,
      doc_id: 2,
      status: DOCUMENT_STATUS.rejected,
      reason: REASON,
    }),
  });
  expect(response.status).toBe(200);
}

describe("the dashboard's purchases in progress, documents and payments", () => {
  const journey = useJourney({ RATE_LIMIT_WRITES_PER_MINUTE: '5000' });

  it('brings a buyer who stopped before paying back to the payment, through a replaced document', async () => {
    const origin = journey.url();
    let mobile = '';
    let stoppedAt = '';
    let amount = 0;
    // The purchase up to the card form, where the buyer stops.
    await buyCarInBrowser(journey, 1280, {
      readCode: (number) => {
        mobile = number;
        return lastCode(origin, number);
      },
      pay: async (page: Page, price: number) => {
        await field(page, 'card_number').waitFor();
        stoppedAt = new URL(page.url()).pathname;
        amount = price;
        throw STOPPED;
      },
    }).catch((error: unknown) => {
      if (error !== STOPPED) throw error;
    });
    expect(stoppedAt).toMatch(/^\/Pay\/motor\//);
    const hashCode = stoppedAt.split('/').pop()!;

    const opened = await journey.open('/', 1280);
    const { page } = opened;
    await signIn(page, origin, mobile);
    await page.goto(`${origin}/profile`);
    const inProgress = page.getByRole('region', { name: 'Purchases in progress' });
    await inProgress.waitFor();
    expect(await inProgress.innerText()).toContain('Pay');
    await checkPage(opened, 'dashboard-in-progress-1280');
    await inProgress.getByRole('link', { name: /^Continue/ }).click();
    await page.waitForURL((url) => url.pathname === stoppedAt);

    // Rejected: replaced from the Documents tab, and under review again.
    await reject(origin, hashCode);
    await page.goto(`${origin}/profile?tab=Documents`);
    await page.getByText(`Rejected: ${REASON}`).waitFor();
    await checkPage(opened, 'dashboard-documents-rejected-1280');
    await page.getByLabel('Replace Vehicle Registration').setInputFiles(registrationPng);
    await expect.poll(() => page.getByText('Submitted for review').count()).toBe(3);
    expect(await page.getByText(`Rejected: ${REASON}`).count()).toBe(0);
    await page.setViewportSize({ width: 360, height: 800 });
    await checkPage(opened, 'dashboard-documents-360');

    // Paid from Continue; the Payments tab shows it.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/profile`);
    await page
      .getByRole('region', { name: 'Purchases in progress' })
      .getByRole('link', { name: /^Continue/ })
      .click();
    await page.waitForURL((url) => url.pathname === stoppedAt);
    await field(page, 'card_number').waitFor();
    await payWith(page, '4242 4242 4242 4242', amount);
    await page.waitForURL((url) => url.pathname.startsWith('/motor/Proposal/'));
    await page.goto(`${origin}/profile?tab=Payments`);
    await page.getByRole('columnheader', { name: 'Pay Reference' }).waitFor();
    await page.getByText(formatRupees(amount)).first().waitFor();
    await checkPage(opened, 'dashboard-payments-1280');
    await page.setViewportSize({ width: 360, height: 800 });
    await checkPage(opened, 'dashboard-payments-360');
    // Paid: what is left is the proposal.
    await page.goto(`${origin}/profile`);
    const left = page.getByRole('region', { name: 'Purchases in progress' });
    await left.waitFor();
    expect(await left.getByRole('link', { name: /^Continue/ }).getAttribute('href')).toMatch(
      /^\/motor\/Proposal\//,
    );
    await checkPage(opened, 'dashboard-in-progress-360');
  }, 300_000);
});
