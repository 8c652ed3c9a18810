import { STORED_QUOTE_FORM_DEFAULTS } from '#domain/motor/quote-defaults';
import type { RegistrationFormat } from '#domain/motor/registration-formats';
import { DEFAULT_REGISTRATION_FORMAT, REGISTRATION_FORMATS } from '#domain/motor/registration-formats';
import { DEFAULT_TITLE } from '#domain/people/title-list';
import type { KeyValueStore } from '#web/browser-storage';
import { localStore } from '#web/browser-storage';
import type { PartnerCustomer } from './api/get-partner-customer';

// What the motor journey keeps in the browser's local storage (motor section 3): the quote form as last
// typed, so a reload loses nothing; the quote it belongs to and the inquiry made about it; the contact
// details of the inquiry; and the partner customer found on the quotation page, for the inquiry to prefill.

export const MOTOR_VALUES_KEY = 'kavacha.motorValues';
export const PARTNER_CUSTOMER_KEY = 'kavacha.partnerCustomer';

/**
 * The spec's stored form, plus the engine capacity, the third-party fields and the title, which a reload
 * must keep too.
 */
export const STORED_FORM_DEFAULTS = {
  ...STORED_QUOTE_FORM_DEFAULTS,
  engine_capacity: '',
  veh_reg_format: DEFAULT_REGISTRATION_FORMAT as string,
  veh_reg_format_1: '',
  veh_reg_format_2: '',
  veh_reg_format_3: '',
  engine_no: '',
  chassis_no: '',
  cx_surname: DEFAULT_TITLE as string,
  /** 'yes' once the visitor's inquiry asked for a call (decision 032); the premium list promises one only then. */
  call_consent: '',
};

export type StoredForm = { [K in keyof typeof STORED_FORM_DEFAULTS]: string };

// Section 9: the earlier site cleared local storage every day at midnight. Each entry carries the day it
// was written, and an entry of an earlier day reads as absent and is removed: the same effect without a
// job, for a tab left open overnight too.
const SAVED_ON = 'saved_on';
const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;

function forget(store: KeyValueStore | undefined, key: string) {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to forget in a storage that cannot be used.
  }
}

function readJson(store: KeyValueStore | undefined, key: string): Record<string, unknown> | undefined {
  let value: unknown;
  try {
    value = JSON.parse(store?.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = value as Record<string, unknown>;
  if (entry[SAVED_ON] === localDay()) return entry;
  forget(store, key);
  return undefined;
}

function writeJson(store: KeyValueStore | undefined, key: string, value: object) {
  try {
    store?.setItem(key, JSON.stringify({ ...value, [SAVED_ON]: localDay() }));
  } catch {
    // A full or disabled storage only costs the visitor the restore after a reload.
  }
}

/** The stored form over the defaults; values of another kind (an edited entry, an old version) are dropped. */
export function readStoredForm(store = localStore()): StoredForm {
  const saved = readJson(store, MOTOR_VALUES_KEY) ?? {};
  const form: StoredForm = { ...STORED_FORM_DEFAULTS };
  for (const key of Object.keys(form) as (keyof StoredForm)[]) {
    const value = saved[key];
    if (typeof value === 'string') form[key] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) form[key] = String(value);
  }
  return form;
}

export function saveStoredForm(patch: Partial<StoredForm>, store = localStore()): StoredForm {
  const form = { ...readStoredForm(store), ...patch };
  writeJson(store, MOTOR_VALUES_KEY, form);
  return form;
}

/**
 * Marks `unqHash` as the quote the stored form belongs to. The inquiry id stays: the visitor's inquiry is
 * made once, whatever quotes follow it (section 2.2, decision 032).
 */
export function rememberQuote(unqHash: string, store = localStore()): StoredForm {
  const form = readStoredForm(store);
  return form.unq_hash_code === unqHash ? form : saveStoredForm({ unq_hash_code: unqHash }, store);
}

/**
 * The inquiry this browser has posted today, if any (section 2.2: "if no inquiry id is stored locally,
 * post the inquiry"). It stands for every quote the visitor makes after it: edited details and re-prices
 * make no second lead (decision 032).
 */
export const storedInquiryId = (form: StoredForm): string | undefined => form.inquiry_id || undefined;

export interface PartnerLaunch {
  token: string;
  customer: PartnerCustomer;
}

export function savePartnerCustomer(launch: PartnerLaunch, store = localStore()) {
  writeJson(store, PARTNER_CUSTOMER_KEY, launch);
}

/** The partner customer saved by the quotation page, if a well-formed one is there. */
export function readPartnerCustomer(store = localStore()): PartnerCustomer | undefined {
  const customer = readJson(store, PARTNER_CUSTOMER_KEY)?.customer as Record<string, unknown> | undefined;
  if (typeof customer?.name !== 'string' || typeof customer.mobile_number !== 'string') return undefined;
  return {
    title: typeof customer.title === 'string' ? customer.title : '',
    name: customer.name,
    mobile_number: customer.mobile_number,
    email: typeof customer.email === 'string' ? customer.email : '',
  };
}

/** Section 2.2: the launch data is used once, then cleared. */
export function clearPartnerCustomer(store = localStore()) {
  forget(store, PARTNER_CUSTOMER_KEY);
}

/** A form's registration format, or the default where the stored one is not a format (an old entry). */
export const registrationFormatOf = (value: string): RegistrationFormat =>
  REGISTRATION_FORMATS.find((format) => format === value) ?? DEFAULT_REGISTRATION_FORMAT;
