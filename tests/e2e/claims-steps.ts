import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { ClaimCategory } from '#domain/claims/claims';
import { CONSOLE_API, CSRF_HEADER } from '#domain/console/calls';
import type { Credentials } from '../support/console-staff';
import { logInByApi } from '../support/console-staff';
import type { TestFile } from './purchases';
import { testPng } from './purchases';

// The claim's steps in the browser (issue 23), for the claims journey and the final one: a
// customer on the Motor Insurance tab opens a policy's row and intimates a claim; an insurer's staff member
// moves it on in the console; the customer's SMS is read from the dev outbox.

export const DAMAGE_PHOTO = testPng('front-bumper.png', [185, 28, 28]);

export interface ClaimDetails {
  incidentDate: string;
  category?: ClaimCategory;
  place?: string;
  description?: string;
  amount?: string;
  photos?: TestFile[];
}

/** Opens policy `policyNumber`'s row on the Motor Insurance tab of the signed-in customer's dashboard. */
export async function openMotorPolicy(page: Page, origin: string, policyNumber: string) {
  await page.goto(`${origin}/profile?tab=MI`);
  const row = page.getByRole('button', { name: policyNumber });
  await row.click();
  expect(await row.getAttribute('aria-expanded')).toBe('true');
}

/** From an open policy row, Report a claim, fill the form with a photo, send it; answers the reference shown. */
export async function intimateClaim(page: Page, policyNumber: string, claim: ClaimDetails) {
  await page.getByRole('button', { name: 'Report a claim', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Report a claim on policy ${policyNumber}` });
  await dialog.locator('[name="incident_date"]').fill(claim.incidentDate);
  await dialog.locator('[name="category"]').selectOption(claim.category ?? 'accident');
  await dialog.locator('[name="place"]').fill(claim.place ?? 'Galle Road, Colombo 03');
  await dialog
    .locator('[name="description"]')
    .fill(claim.description ?? 'A van reversed into the front of the car at a junction.');
  await dialog.locator('[name="estimated_amount"]').fill(claim.amount ?? '85000');
  await dialog.locator('[name="photos"]').setInputFiles(claim.photos ?? [DAMAGE_PHOTO]);
  await dialog.getByRole('img', { name: (claim.photos ?? [DAMAGE_PHOTO])[0]!.name }).waitFor();
  await dialog.getByRole('button', { name: 'Send the claim' }).click();
  const received = dialog.getByRole('status');
  await received.getByText('Your claim has been received.').waitFor();
  const ref = (await received.locator('strong').textContent())!.trim();
  expect(ref).toMatch(/^CL-\w{5}-\w{5}$/);
  return { dialog, ref };
}

/** The claim of `ref` as the console lists it, read by an admin through the API. */
export async function consoleClaimOf(origin: string, admin: Credentials, ref: string) {
  const { cookie } = await logInByApi(origin, admin);
  const response = await fetch(`${origin}${CONSOLE_API}/claims?q=${encodeURIComponent(ref)}`, {
    headers: { cookie },
  });
  const { data } = (await response.json()) as { data: { rows: { id: number; company_id: number }[] } };
  expect(data.rows).toHaveLength(1);
  return data.rows[0]!;
}

/** A staff member of insurer `companyId`, added by the admin as the Staff page adds one. */
export async function insurerStaff(
  origin: string,
  admin: Credentials,
  companyId: number,
): Promise<Credentials> {
  const { cookie, csrf } = await logInByApi(origin, admin);
  const member = { email: `claims${companyId}@insurer.test`, password: 'a long insurer password' };
  const response = await fetch(`${origin}${CONSOLE_API}/staff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, [CSRF_HEADER]: csrf },
    body: JSON.stringify({ ...member, name: 'Iresha Insurer', role: 'insurer', company_id: companyId }),
  });
  expect(response.status).toBe(200);
  return member;
}

/** On a claim's console page: the new status, its note (and the approved amount), saved. */
export async function changeClaimStatus(page: Page, status: string, note: string, approvedAmount?: string) {
  await page.getByLabel('New status').selectOption({ label: status });
  if (approvedAmount !== undefined) await page.getByLabel('Approved amount (Rs.)').fill(approvedAmount);
  await page.getByLabel('Note').fill(note);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`Saved: the claim is ${status.toLowerCase()}`).waitFor();
}

/** The SMS to `mobile` ('94' form) that contains `text`, once the dev outbox has it. */
export async function smsContaining(origin: string, mobile: string, text: string) {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${origin}/dev/outbox?to=${mobile}`, {
        headers: { accept: 'application/json' },
      });
      const { data } = (await response.json()) as { data: { messages: { kind: string; text: string }[] } };
      found = data.messages.find((message) => message.kind === 'sms' && message.text.includes(text))?.text;
      return found;
    })
    .toBeDefined();
  return found!;
}
