import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { purchaseSchema } from '#domain/motor/purchase';
import type { Consumer } from '#domain/people/consumer';
import { consumerUpdateSchema } from '#domain/people/consumer';
import { personalInfoSchema } from '#domain/people/personal-info';
import { fieldErrors } from '#tests/support/test-helpers';
import type { PersonalFormValues, PurchaseQuote } from './personal-request';
import {
  EMPTY_PERSONAL_FORM,
  consumerUpdateBody,
  personalInfoBody,
  prefillFrom,
  purchaseBody,
} from './personal-request';

// The renewal date below lies in the future of this day.
beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 21, 12, 0) }));
afterEach(() => vi.useRealTimers());

const FORM: PersonalFormValues = {
  ...EMPTY_PERSONAL_FORM,
  title: 'Dr',
  name_initials: 'K A Perera',
  mobile_number: '771234567',
  email: 'kamal@example.lk',
  otp_code: '123456',
  nic_number: '851234567V',
  passport_number: 'N1234567',
  date_of_birth: '1985-05-02',
  street_one: 'Galle Road',
  city: 'Colombo',
  existing_insurer: '7',
  renwal_date: '2026-12-10',
};

const QUOTE: PurchaseQuote = {
  unqHash: 'q-hash-0123456789abcdefghij',
  qotNumber: 'MQ0000042-HNBG',
  coverType: 'C',
  vehicleType: 'Car',
  channel: 'Web-Motor',
  promo: 'no-promo',
  inquiryId: '17',
};

describe('personalInfoBody', () => {
  it('leaves out the code, the other identity document and the renewal fields of a new policy', () => {
    const body = personalInfoBody(FORM);
    expect(body).not.toHaveProperty('otp_code');
    expect(body).toMatchObject({ nic_number: '851234567V', passport_number: undefined, is_renewal: '0' });
    expect(body.existing_insurer).toBeUndefined();
    expect(body.renwal_date).toBeUndefined();
    expect(fieldErrors(personalInfoSchema, body)).toEqual({});
  });

  it('sends the passport instead of the NIC, and a renewal with its insurer and date', () => {
    const body = personalInfoBody({ ...FORM, identify_type: 'passport_number', is_renewal: '1' });
    expect(body).toMatchObject({
      identify_type: 'passport_number',
      nic_number: undefined,
      passport_number: 'N1234567',
      is_renewal: '1',
      existing_insurer: '7',
      renwal_date: '2026-12-10',
    });
    expect(fieldErrors(personalInfoSchema, body)).toEqual({});
  });
});

describe('consumerUpdateBody', () => {
  it('holds the fields the update takes, for the known customer', () => {
    const body = consumerUpdateBody(FORM, 42);
    expect(body).toEqual({
      customer_id: 42,
      title: 'Dr',
      name_initials: 'K A Perera',
      email: 'kamal@example.lk',
      identify_type: 'nic_number',
      nic_number: '851234567V',
      passport_number: undefined,
      address_no: '',
      street_one: 'Galle Road',
      street_two: '',
      city: 'Colombo',
    });
    expect(fieldErrors(consumerUpdateSchema, body)).toEqual({});
  });
});

describe('purchaseBody', () => {
  it('adds the quote, the customer and the payment constants of section 7 to the form', () => {
    const body = purchaseBody(FORM, QUOTE, 42);
    expect(body).toMatchObject({
      name_initials: 'K A Perera',
      mobile_number: '771234567',
      unq_hash: QUOTE.unqHash,
      quote_number: 'MQ0000042-HNBG',
      customer_id: 42,
      cover_type: 'C',
      is_promo: '1',
      channel: 'Web-Motor',
      promoCode: 'no-promo',
      promo_code: 'no-promo',
      promoToken: '0',
      payment_type: 'FP',
      payment_media: 'ONLINE',
      ins_main_cat: 'MOTOR',
      ins_sub_cat: 'Car',
      bank_name: 'ONLINE',
      bank_branch: 'ONLINE',
      bank_user: 'ONLINE',
      cx_inquiry: '17',
    });
    expect(body).not.toHaveProperty('otp_code');
    expect(fieldErrors(purchaseSchema, body)).toEqual({});
  });

  it('is not a promotion for third party, and falls back to the default channel and promo', () => {
    const body = purchaseBody(
      FORM,
      { ...QUOTE, coverType: 'T', vehicleType: 'Motor-Cycle', channel: undefined, promo: undefined },
      42,
    );
    expect(body).toMatchObject({
      cover_type: 'T',
      is_promo: '0',
      channel: 'Web-Motor',
      promoCode: 'no-promo',
      ins_sub_cat: 'Motor-Cycle',
    });
  });

  it("passes the lifestyle partner's token from its promo", () => {
    const body = purchaseBody(
      FORM,
      { ...QUOTE, channel: 'FriMi', promo: 'FriMiLifeStyle?frimi-demo-0002-kavacha' },
      42,
    );
    expect(body).toMatchObject({ channel: 'FriMi', promoToken: 'frimi-demo-0002-kavacha' });
  });
});

describe('prefillFrom', () => {
  const consumer: Consumer = {
    customer_id: 42,
    title: 'Mr',
    name_initials: 'K A Perera',
    first_name: 'Kamal',
    last_name: null,
    date_of_birth: '1985-05-02',
    identify_type: 'passport_number',
    nic_number: null,
    passport_number: 'N1234567',
    mobile_number: '94771234567',
    email: 'kamal@example.lk',
    home_number: null,
    address_no: '12',
    street_one: 'Galle Road',
    street_two: null,
    street_three: null,
    city: 'Colombo',
    country: null,
    occupation: null,
    fk_company_id: null,
  };

  it('fills only the empty fields, and the identity type while no number is typed', () => {
    const typed = { ...EMPTY_PERSONAL_FORM, city: 'Kandy' };
    expect(prefillFrom(consumer, typed)).toEqual({
      first_name: 'Kamal',
      date_of_birth: '1985-05-02',
      passport_number: 'N1234567',
      address_no: '12',
      street_one: 'Galle Road',
      identify_type: 'passport_number',
    });
  });

  it('keeps the identity type the visitor chose once a number is typed', () => {
    const typed = { ...EMPTY_PERSONAL_FORM, nic_number: '851234567V' };
    expect(prefillFrom(consumer, typed)).not.toHaveProperty('identify_type');
  });
});
