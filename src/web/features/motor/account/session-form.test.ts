import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '#web/browser-storage';
import { STORED_FORM_DEFAULTS } from '../stored-quote-form';
import { EMPTY_PERSONAL_FORM } from './personal-request';
import {
  PERSONAL_SESSION_KEY,
  clearSession,
  readSession,
  saveSession,
  valuesFromInquiry,
} from './session-form';

function memoryStore() {
  const map = new Map<string, string>();
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { map, store };
}

const NOW = Date.parse('2026-11-21T10:00:00Z');
const LATER = '2026-11-21T10:05:00Z';
const EARLIER = '2026-11-21T09:55:00Z';
const VALUES = { ...EMPTY_PERSONAL_FORM, name_initials: 'K A Perera', mobile_number: '771234567' };
const CHALLENGE = {
  token: 'challenge-token',
  mobile_number: '94771234567',
  expires_at: LATER,
  resend_after: 30,
  sends_left: 2,
  sent_at: NOW - 1000,
};
const VERIFIED = { token: 'verified-token', mobile_number: '94771234567', expires_at: LATER };

describe('the personal form in the session', () => {
  it('keeps the values and the tokens, never the code', () => {
    const { map, store } = memoryStore();
    saveSession({ values: { ...VALUES, otp_code: '908172' }, challenge: CHALLENGE }, store);
    expect(map.get(PERSONAL_SESSION_KEY)).not.toContain('908172');
    expect(readSession(store, NOW)).toEqual({ values: VALUES, challenge: CHALLENGE, verified: undefined });
  });

  it('merges a patch, and an entry set to undefined is removed', () => {
    const { store } = memoryStore();
    saveSession({ values: VALUES, challenge: CHALLENGE }, store);
    saveSession({ challenge: undefined, verified: VERIFIED }, store);
    expect(readSession(store, NOW)).toEqual({ values: VALUES, challenge: undefined, verified: VERIFIED });
    saveSession({ values: { ...VALUES, city: 'Colombo' } }, store);
    expect(readSession(store, NOW)?.verified).toEqual(VERIFIED);
    expect(readSession(store, NOW)?.values.city).toBe('Colombo');
  });

  it('drops expired tokens, and tokens of another number than the form holds', () => {
    const { store } = memoryStore();
    saveSession({ values: VALUES, verified: { ...VERIFIED, expires_at: EARLIER } }, store);
    expect(readSession(store, NOW)?.verified).toBeUndefined();
    saveSession({ values: { ...VALUES, mobile_number: '712345678' }, verified: VERIFIED }, store);
    expect(readSession(store, NOW)?.verified).toBeUndefined();
  });

  it('reads nothing from an empty, broken or cleared entry', () => {
    const { map, store } = memoryStore();
    expect(readSession(store, NOW)).toBeUndefined();
    map.set(PERSONAL_SESSION_KEY, '{not json');
    expect(readSession(store, NOW)).toBeUndefined();
    saveSession({ values: VALUES }, store);
    clearSession(store);
    expect(readSession(store, NOW)).toBeUndefined();
  });

  it('starts a first visit from the inquiry contact details', () => {
    const values = valuesFromInquiry({
      ...STORED_FORM_DEFAULTS,
      cx_surname: 'Dr',
      cx_name: 'Kamal Silva',
      cx_mobile: '94771234567',
      cx_email: 'kamal@example.com',
    });
    expect(values).toEqual({
      ...EMPTY_PERSONAL_FORM,
      title: 'Dr',
      name_initials: 'Kamal Silva',
      mobile_number: '771234567',
      email: 'kamal@example.com',
    });
  });
});
