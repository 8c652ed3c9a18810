import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStore } from '#web/browser-storage';
import {
  MOTOR_VALUES_KEY,
  clearPartnerCustomer,
  PARTNER_CUSTOMER_KEY,
  STORED_FORM_DEFAULTS,
  readStoredForm,
  readPartnerCustomer,
  rememberQuote,
  saveStoredForm,
  savePartnerCustomer,
  storedInquiryId,
} from './stored-quote-form';

const CUSTOMER = {
  title: 'Mrs',
  name: 'Dilani Fernando',
  mobile_number: '712345678',
  email: 'dilani@example.com',
};

// The browser's day, for entries written by hand below.
const TODAY = '2026-11-21';
beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 21, 12, 0) }));
afterEach(() => vi.useRealTimers());

function memoryStore(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  const store: KeyValueStore = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
  return { store, map };
}

const refusingStore: KeyValueStore = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('stored quote form', () => {
  it("starts from the spec's defaults", () => {
    const form = readStoredForm(memoryStore().store);
    expect(form).toEqual(STORED_FORM_DEFAULTS);
    expect(form).toMatchObject({
      sum_insured: '',
      vehicle_type: 'Car',
      insurance_type: 'full-insurance',
      purpose_of_use: 'Private',
      // Price-affecting answers start unselected (decision 031).
      hire_purchase: '',
      is_registered: '',
      seating_capacity: '0',
      ncb: '',
      bank_name: 'ONLINE',
      customer_name: 'ONLINE',
      inquiry_type: 'comparison_request',
      inquiry_media: 'web',
      inquiry_code: 'webonline',
      veh_reg_format: 'WP ABC-1234',
      cx_surname: 'Mr',
    });
  });

  it('keeps what was saved and merges later changes into it', () => {
    const { store, map } = memoryStore();
    saveStoredForm({ vehicle_make: 'Toyota', sum_insured: '6,500,000' }, store);
    saveStoredForm({ vehicle_model: 'Axio' }, store);
    expect(readStoredForm(store)).toMatchObject({
      vehicle_make: 'Toyota',
      vehicle_model: 'Axio',
      sum_insured: '6,500,000',
    });
    expect(JSON.parse(map.get(MOTOR_VALUES_KEY)!)).toMatchObject({ vehicle_model: 'Axio' });
  });

  it('drops unknown keys and values of another kind, reads numbers as text', () => {
    const { store } = memoryStore({
      [MOTOR_VALUES_KEY]: JSON.stringify({
        ncb: 3,
        vehicle_make: { bad: true },
        extra: 'x',
        saved_on: TODAY,
      }),
    });
    const form = readStoredForm(store);
    expect(form.ncb).toBe('3');
    expect(form.vehicle_make).toBe('');
    expect(form).not.toHaveProperty('extra');
  });

  it.each(['not json', '"text"', 'null', '[1,2]'])('reads a damaged entry %j as the defaults', (raw) => {
    expect(readStoredForm(memoryStore({ [MOTOR_VALUES_KEY]: raw }).store)).toEqual(STORED_FORM_DEFAULTS);
  });

  it('works, without keeping anything, when storage refuses', () => {
    expect(readStoredForm(refusingStore)).toEqual(STORED_FORM_DEFAULTS);
    expect(saveStoredForm({ vehicle_make: 'Toyota' }, refusingStore).vehicle_make).toBe('Toyota');
    expect(readPartnerCustomer(refusingStore)).toBeUndefined();
    expect(() => clearPartnerCustomer(refusingStore)).not.toThrow();
  });
});

describe('the daily clearing (section 9)', () => {
  it('forgets what was stored on an earlier day, and keeps what was stored today', () => {
    const { store, map } = memoryStore();
    vi.setSystemTime(new Date(2026, 10, 21, 23, 59));
    saveStoredForm({ vehicle_make: 'Toyota' }, store);
    savePartnerCustomer({ token: 'frimi-token-0000000001', customer: { ...CUSTOMER } }, store);
    expect(readStoredForm(store).vehicle_make).toBe('Toyota');

    vi.setSystemTime(new Date(2026, 10, 22, 0, 1));
    expect(readStoredForm(store)).toEqual(STORED_FORM_DEFAULTS);
    expect(readPartnerCustomer(store)).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('reads an entry without its day, from before this rule, as absent', () => {
    const { store } = memoryStore({ [MOTOR_VALUES_KEY]: JSON.stringify({ vehicle_make: 'Toyota' }) });
    expect(readStoredForm(store)).toEqual(STORED_FORM_DEFAULTS);
  });
});

describe('the inquiry of the visitor', () => {
  it('is remembered across the quotes made after it, so it is posted once', () => {
    const { store } = memoryStore();
    rememberQuote('hash-a', store);
    const withInquiry = saveStoredForm({ inquiry_id: '41' }, store);
    expect(storedInquiryId(withInquiry)).toBe('41');

    expect(rememberQuote('hash-a', store).inquiry_id).toBe('41');
    const next = rememberQuote('hash-b', store);
    expect(next).toMatchObject({ unq_hash_code: 'hash-b', inquiry_id: '41' });
    expect(storedInquiryId(next)).toBe('41');
  });
});

describe('partner launch data', () => {
  const customer = CUSTOMER;

  it('is kept until cleared', () => {
    const { store, map } = memoryStore();
    savePartnerCustomer({ token: 'frimi-token-0000000001', customer }, store);
    expect(readPartnerCustomer(store)).toEqual(customer);
    expect(readPartnerCustomer(store)).toEqual(customer);
    clearPartnerCustomer(store);
    expect(map.has(PARTNER_CUSTOMER_KEY)).toBe(false);
    expect(readPartnerCustomer(store)).toBeUndefined();
  });

  it('ignores an entry without a name and mobile number', () => {
    const { store } = memoryStore({
      [PARTNER_CUSTOMER_KEY]: JSON.stringify({ token: 't', customer: { name: 'X' }, saved_on: TODAY }),
    });
    expect(readPartnerCustomer(store)).toBeUndefined();
  });
});
