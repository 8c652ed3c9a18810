import { describe, expect, it } from 'vitest';
import { daysFromToday } from '#domain/dates';
import { type Site, startSite } from '../support/site';
import { buyCarInBrowser, saveAndDownload } from './cover-note-journey';
import { checkPage, useJourney } from './journey';
import { ageCoverNote, expectFilledFromPolicy, quotesWithSaving, renewFromDashboard } from './renewal-steps';
import { signIn } from './customer-sign-in';

// Renewals that re-compare (issue 23, docs/decisions/049): a car bought in the browser, its policy then
// near its end and then ended, the reminder's link, and the dashboard's 'Renew now' to the quotation filled
// from the policy and priced by every insurer with the renewal saving.
//
// A policy runs a year, and cover may not start in the past, so no browser can buy one that has already
// ended: the test ages the cover note's row through the site's own database connection (its period moved
// back, as a year passing would leave it). The server's clock is left alone: the session, the quote's
// validity and the link's life must all read the same real day.

let site: Site | undefined;

/** The renewal reminder's SMS to `mobile` (9 digits): the link in it, once the job has sent it. */
async function reminderLink(origin: string, mobile: string) {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${origin}/dev/outbox?to=94${mobile}`, {
          headers: { accept: 'application/json' },
        });
        const { data } = (await response.json()) as { data: { messages: { kind: string; text: string }[] } };
        const sms = data.messages.find(
          (message) => message.kind === 'sms' && message.text.includes('/renew/'),
        );
        link = /https?:\/\/\S+\/renew\/[\w-]+/.exec(sms?.text ?? '')?.[0];
        return link;
      },
      { timeout: 20_000 },
    )
    .toBeDefined();
  return link!;
}

describe('renewing a policy', () => {
  const journey = useJourney(
    // The renewal job looks every second here (an hour by default).
    { RATE_LIMIT_WRITES_PER_MINUTE: '5000', RENEWAL_INTERVAL_SECONDS: '1' },
    async (env) => (site = await startSite(env)),
  );

  it('reminds, then renews an ended policy from the dashboard and from the link, at 1280 and 360 px', async () => {
    const origin = journey.url();
    const { opened, amount, mobile } = await buyCarInBrowser(journey, 1280);
    const { coverNoteNo } = await saveAndDownload(opened, origin, amount, 1280);

    // Five days before its end, the job sends the 7-day reminder with the link.
    await ageCoverNote(site!, coverNoteNo, daysFromToday(5));
    const link = await reminderLink(origin, mobile);

    // Then the cover ends: the dashboard offers the renewal.
    await ageCoverNote(site!, coverNoteNo, daysFromToday(-1));
    const { page } = opened;
    await signIn(page, origin, mobile);
    await renewFromDashboard(page, origin, coverNoteNo);
    await checkPage(opened, 'renewal-form-1280');
    expect(await quotesWithSaving(page)).toBeGreaterThan(1);
    await checkPage(opened, 'renewal-premiums-1280');

    // The link, opened on a phone that never visited (a fresh browser context), fills the same form.
    const phone = await journey.open(new URL(link).pathname, 360);
    await expectFilledFromPolicy(phone.page, coverNoteNo);
    await checkPage(phone, 'renewal-link-form-360');
    // The phone's list shows its first quotations and reveals more on scrolling: more than one is enough.
    expect(await quotesWithSaving(phone.page)).toBeGreaterThan(1);
    await checkPage(phone, 'renewal-link-premiums-360');

    // A key nobody was sent: the page says so and offers a blank quotation.
    const unknown = await journey.open(`/renew/${'x'.repeat(32)}`, 360);
    await unknown.page.getByRole('heading', { name: 'We could not open this renewal' }).waitFor();
    await unknown.page.getByText('This renewal link is not known or has expired').waitFor();
    expect(await unknown.page.getByRole('link', { name: 'Start a new quotation' }).getAttribute('href')).toBe(
      '/motor/Car/full-insurance/Quotation?from=home',
    );
    await checkPage(unknown, 'renewal-unknown-360');
  }, 300_000);
});
