import type { Page } from 'playwright-core';
import { say } from './journey-language';
import { expect } from 'vitest';
import { codeIn } from '#server/testing/one-time-codes';
import { field } from './motor-form';

// One-time codes in the journeys: the SMS the built-in provider "sent", read from the demo outbox
// (/dev/outbox), as a customer reads it on their phone.

let next = 0;

/** A mobile number (the 9 digits after 94) no other test of the run uses: each has its own sends limit. */
export function freshMobile(): string {
  next += 1;
  return `77${String(Date.now() % 10_000).padStart(4, '0')}${String(next).padStart(3, '0')}`;
}

interface OutboxMessage {
  kind: string;
  to: string;
  text: string;
}

/** The texts of the SMS sent to `mobile` (9 digits) so far, as the demo outbox lists them. */
async function smsTo(origin: string, mobile: string): Promise<string[]> {
  const response = await fetch(`${origin}/dev/outbox?to=94${mobile}`, {
    headers: { accept: 'application/json' },
  });
  const envelope = (await response.json()) as { data: { messages: OutboxMessage[] } };
  return envelope.data.messages.filter((message) => message.kind === 'sms').map((message) => message.text);
}

/** How many SMS `mobile` has had: give it to `lastCode` to wait for a code sent after them. */
export const smsCount = async (origin: string, mobile: string) => (await smsTo(origin, mobile)).length;

/**
 * The code of the newest SMS to `mobile` (9 digits), waiting a little for it to be written, and for more
 * than `after` SMS when a number that had a code before asks for a new one.
 */
export async function lastCode(origin: string, mobile: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const sms = await smsTo(origin, mobile);
      code = sms.length > after ? codeIn(sms) : undefined;
      return code;
    })
    .toBeDefined();
  return code!;
}

/**
 * Asks for a code on the open Personal Information page, reads it (from the demo outbox unless
 * `readCode` says where) and verifies it.
 */
export async function verifyMobile(
  page: Page,
  origin: string,
  mobile: string,
  readCode: (mobile: string) => Promise<string> = (number) => lastCode(origin, number),
) {
  await page.getByRole('button', { name: say('Get OTP'), exact: true }).click();
  await field(page, 'otp_code').waitFor();
  await field(page, 'otp_code').fill(await readCode(mobile));
  await page.getByRole('button', { name: say('Verify'), exact: true }).click();
  await page.getByRole('heading', { name: say('Your details') }).waitFor();
}

/** Fills the contact details of step 1 (section 2.5). */
export async function fillContact(page: Page, mobile: string) {
  await field(page, 'title').selectOption('Dr');
  await field(page, 'name_initials').fill('K A Perera');
  await field(page, 'mobile_number').fill(mobile);
  await field(page, 'email').fill('kamal.perera@example.com');
}
