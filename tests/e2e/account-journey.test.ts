import { describe, expect, it } from 'vitest';
import { daysFromToday, today } from '#domain/dates';
import { type Site, startSite } from '../support/site';
import { intimateClaim, openMotorPolicy } from './claims-steps';
import { CUSTOMER, PLATE, buyCarInBrowser, saveAndDownload, textOf } from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { logInWithModal } from './login-steps';
import { ageCoverNote, quotesWithSaving, renewFromDashboard } from './renewal-steps';

// Issue 23's account end to end: a car bought in one browser, which is then closed; on a new browser (a
// phone, 360 px) the customer logs in by a one-time code from the header, finds the policy on the dashboard
// with its cover note, and reports a claim on it; a year later (the cover note's row aged, as in
// renewals.test.ts) the same customer, now at 1280 px, renews the ended policy to a quotation filled from
// it and priced by every insurer with the renewal saving.

let site: Site | undefined;

describe("a customer's account", () => {
  const journey = useJourney(
    { RATE_LIMIT_WRITES_PER_MINUTE: '5000' },
    async (env) => (site = await startSite(env)),
  );

  it('buys, logs in by code on a new browser, sees the policy and its cover note, claims and renews', async () => {
    const origin = journey.url();
    const { opened: bought, amount, mobile } = await buyCarInBrowser(journey, 1280);
    const { coverNoteNo } = await saveAndDownload(bought, origin, amount, 1280);
    // The buyer's browser is closed: nothing of its session is left for the next one.
    await bought.page.close();

    const phone = await journey.open('/', 360);
    const { page } = phone;
    await logInWithModal(page, origin, mobile);
    await openMotorPolicy(page, origin, coverNoteNo);
    await page.getByText('No claims').waitFor();
    const link = page.getByRole('link', { name: 'Download Cover Note' });
    const pdf = await page.request.get(new URL((await link.getAttribute('href'))!, origin).href);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const text = await textOf(await pdf.body());
    expect(text).toContain(coverNoteNo);
    expect(text).toContain(CUSTOMER.name);
    expect(text).toContain(PLATE.number);
    await checkPage(phone, 'account-policy-360');

    const { dialog, ref } = await intimateClaim(page, coverNoteNo, { incidentDate: today() });
    await checkPage(phone, 'account-claim-received-360');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const claim = page.getByRole('row', { name: new RegExp(ref) });
    await claim.getByRole('cell', { name: 'Pending' }).waitFor();

    // A year on, the cover has ended; the customer comes back on a wider screen, still signed in.
    await ageCoverNote(site!, coverNoteNo, daysFromToday(-1));
    await page.setViewportSize({ width: 1280, height: 900 });
    await openMotorPolicy(page, origin, coverNoteNo);
    await page.getByRole('row', { name: new RegExp(ref) }).waitFor();
    await checkPage(phone, 'account-policy-1280');
    await renewFromDashboard(page, origin, coverNoteNo);
    await checkPage(phone, 'account-renewal-form-1280');
    expect(await quotesWithSaving(page)).toBeGreaterThan(1);
    await checkPage(phone, 'account-renewal-premiums-1280');
  }, 300_000);
});
