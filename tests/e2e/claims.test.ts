import { describe, expect, it } from 'vitest';
import { today } from '#domain/dates';
import { buyCarInBrowser, saveAndDownload } from './cover-note-journey';
import { logIn, useConsoleJourney } from './console-login';
import { signIn } from './customer-sign-in';
import {
  changeClaimStatus,
  consoleClaimOf,
  insurerStaff,
  intimateClaim,
  openMotorPolicy,
  smsContaining,
} from './claims-steps';
import { checkPage } from './journey';

// A claim end to end (issue 23, docs/decisions/048): a buyer whose cover note was issued signs in on a
// 360 px phone, reports a claim with a photo from the policy's row and sees its reference and Pending at
// once; the insurer's staff member moves it to Under review in the console; the customer sees the new
// status, and the SMS saying so is in the outbox.

describe('a claim', () => {
  const made = useConsoleJourney();
  const { journey } = made;

  it('is reported by the customer at 360 px, moved on by the insurer, and the customer hears of it', async () => {
    const origin = journey.url();
    const { opened: bought, amount, mobile } = await buyCarInBrowser(journey, 1280);
    const { coverNoteNo } = await saveAndDownload(bought, origin, amount, 1280);

    const customer = await journey.open('/', 360);
    const { page } = customer;
    await signIn(page, origin, mobile);
    await openMotorPolicy(page, origin, coverNoteNo);
    await page.getByText('No claims').waitFor();
    const { dialog, ref } = await intimateClaim(page, coverNoteNo, { incidentDate: today() });
    await checkPage(customer, 'claim-received-360');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const claimRow = page.getByRole('row', { name: new RegExp(ref) });
    await claimRow.getByRole('cell', { name: 'Pending' }).waitFor();
    expect(await claimRow.textContent()).toContain('Rs. 85,000.00');
    await checkPage(customer, 'claims-table-360');
    await smsContaining(origin, `94${mobile}`, `your claim ${ref} on policy ${coverNoteNo}`);

    const claim = await consoleClaimOf(origin, made.staff.admin, ref);
    const insurer = await insurerStaff(origin, made.staff.admin, claim.company_id);
    const desk = await logIn(journey, `/console/claims/${claim.id}`, insurer);
    await desk.page.getByRole('heading', { name: `Claim ${ref}: Pending` }).waitFor();
    await desk.page.getByRole('img', { name: `Photo 1 of claim ${ref}` }).waitFor();
    // The photo is the one sent, served to the insurer's staff.
    const photo = desk.page.getByRole('img', { name: `Photo 1 of claim ${ref}` });
    await expect.poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(240);
    await checkPage(desk, 'console-claim-1280');
    await changeClaimStatus(desk.page, 'Under review', 'Our assessor will call you today.');
    await desk.page.getByRole('heading', { name: `Claim ${ref}: Under review` }).waitFor();
    await checkPage(desk, 'console-claim-changed-1280');

    await openMotorPolicy(page, origin, coverNoteNo);
    await page
      .getByRole('row', { name: new RegExp(ref) })
      .getByRole('cell', { name: 'Under review' })
      .waitFor();
    const sms = await smsContaining(origin, `94${mobile}`, `your claim ${ref} is now Under review`);
    expect(sms).toMatch(/^Kavacha: /);
  }, 300_000);
});
