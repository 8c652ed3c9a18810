import type { OtpChallenge, OtpVerified } from '#domain/otp';
import { mobileForDisplay } from '#domain/people/mobile';
import { DEFAULT_TITLE } from '#domain/people/title-list';
import { sessionStore } from '#web/browser-storage';
import type { StoredForm } from '../stored-quote-form';
import type { PersonalFormValues } from './personal-request';
import { EMPTY_PERSONAL_FORM } from './personal-request';

// What the Personal Information page keeps through a reload, in the tab's session storage only: the
// typed details (never the one-time code), the code's challenge and the verified mobile's token while
// they are valid. Closing the tab forgets them all.

export const PERSONAL_SESSION_KEY = 'kavacha.personalInfo';

/** A sent code's challenge, with when it was sent (for the Resend countdown). */
export interface SentChallenge extends OtpChallenge {
  /** Epoch milliseconds. */
  sent_at: number;
}

export interface PersonalSession {
  values: PersonalFormValues;
  challenge?: SentChallenge;
  verified?: OtpVerified;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const stillValid = (expiresAt: unknown, now: number) =>
  typeof expiresAt === 'string' && Date.parse(expiresAt) > now;

function readValues(saved: unknown): PersonalFormValues | undefined {
  if (!isRecord(saved)) return undefined;
  const values = { ...EMPTY_PERSONAL_FORM };
  for (const key of Object.keys(values) as (keyof PersonalFormValues)[]) {
    const value = saved[key];
    if (typeof value === 'string' && key !== 'otp_code') Object.assign(values, { [key]: value });
  }
  return values;
}

function readChallenge(saved: unknown, now: number): SentChallenge | undefined {
  if (!isRecord(saved) || !stillValid(saved.expires_at, now)) return undefined;
  const { token, mobile_number, resend_after, sends_left, sent_at } = saved;
  if (typeof token !== 'string' || typeof mobile_number !== 'string') return undefined;
  if (typeof resend_after !== 'number' || typeof sends_left !== 'number' || typeof sent_at !== 'number')
    return undefined;
  return { token, mobile_number, expires_at: saved.expires_at as string, resend_after, sends_left, sent_at };
}

function readVerified(saved: unknown, now: number): OtpVerified | undefined {
  if (!isRecord(saved) || !stillValid(saved.expires_at, now)) return undefined;
  const { token, mobile_number } = saved;
  if (typeof token !== 'string' || typeof mobile_number !== 'string') return undefined;
  return { token, mobile_number, expires_at: saved.expires_at as string };
}

/**
 * The session as saved, with expired tokens dropped, and a code or token only for the number the form
 * holds: a number typed since belongs to no challenge.
 */
export function readSession(store = sessionStore(), now = Date.now()): PersonalSession | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(PERSONAL_SESSION_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isRecord(saved)) return undefined;
  const values = readValues(saved.values);
  if (!values) return undefined;
  const forNumber = <T extends { mobile_number: string }>(entry: T | undefined) =>
    entry && mobileForDisplay(entry.mobile_number) === values.mobile_number ? entry : undefined;
  return {
    values,
    challenge: forNumber(readChallenge(saved.challenge, now)),
    verified: forNumber(readVerified(saved.verified, now)),
  };
}

/** Merges `patch` into the saved session; an entry set to undefined is removed. The code is never kept. */
export function saveSession(patch: Partial<PersonalSession>, store = sessionStore()) {
  try {
    const saved: unknown = JSON.parse(store?.getItem(PERSONAL_SESSION_KEY) ?? 'null');
    const next: Record<string, unknown> = { ...(isRecord(saved) ? saved : {}), ...patch };
    if (patch.values) {
      const { otp_code: _code, ...values } = patch.values;
      next.values = values;
    }
    store?.setItem(PERSONAL_SESSION_KEY, JSON.stringify(next));
  } catch {
    // A full or disabled storage (or an edited entry) only costs the visitor the restore after a reload.
  }
}

export function clearSession(store = sessionStore()) {
  try {
    store?.removeItem(PERSONAL_SESSION_KEY);
  } catch {
    // Nothing to forget in a storage that cannot be used.
  }
}

/** A first visit starts from the contact details of the inquiry made in this browser (section 2.2). */
export function valuesFromInquiry(stored: StoredForm): PersonalFormValues {
  return {
    ...EMPTY_PERSONAL_FORM,
    title: stored.cx_surname || DEFAULT_TITLE,
    name_initials: stored.cx_name,
    mobile_number: mobileForDisplay(stored.cx_mobile),
    email: stored.cx_email,
  };
}
