import { describe, expect, it } from 'vitest';
import { inquiryCallSchema } from '#domain/motor/inquiry';
import { tidyMobile } from '#web/components/form/tidy-mobile';
import { STORED_FORM_DEFAULTS } from '../stored-quote-form';
import { EMPTY_INQUIRY, inquiryBody, inquiryValuesOf } from './inquiry-request';

const values = {
  cx_surname: 'Dr',
  cx_name: 'Nimal Perera',
  cx_mobile: '771234567',
  cx_email: 'nimal@example.com',
  call_consent: false,
};
const quote = {
  route: { vehicleType: 'Three-Wheeler', insuranceType: 'third-party' } as const,
  unqHash: 'hash-123',
  promo: 'FriMiLifeStyle',
  channel: 'FriMi',
  origin: 'https://kavacha.lk',
};

describe('inquiryBody', () => {
  it('posts the form, the quote and the constants of the spec', () => {
    expect(inquiryBody(values, quote)).toEqual({
      ...values,
      cx_mobile: '94771234567',
      unq_hash: 'hash-123',
      vehicle_type: 'Three-Wheeler',
      prem_link:
        'https://kavacha.lk/motor/Three-Wheeler/third-party/Premium-Comparison?unq_hash=hash-123&promo=FriMiLifeStyle&channel=FriMi',
      insurance_type: 'Motor Insurance',
      main_category: 'Motor',
      sub_category: 'Three-Wheeler',
      product_type: 'third-party',
      cx_message: 'Comparison Request',
      promo_code: 'FriMiLifeStyle',
      media_code: 'FriMi',
      inquiry_type: 'Comparison Request',
      inquiry_code: 'Web-Motor',
      inquiry_media: 'WEB',
    });
  });

  it('names the default channel and no promo when the page has none', () => {
    const body = inquiryBody(values, { ...quote, promo: undefined, channel: '' });
    expect(body).toMatchObject({ promo_code: 'no-promo', media_code: 'Web-Motor' });
    expect(body.prem_link).toBe(
      'https://kavacha.lk/motor/Three-Wheeler/third-party/Premium-Comparison?unq_hash=hash-123',
    );
  });

  it('is a body the shared schema accepts', () => {
    expect(inquiryCallSchema.safeParse(inquiryBody(values, quote)).success).toBe(true);
  });
});

describe('the inquiry form', () => {
  it('starts from the stored contact details, title Mr when none', () => {
    expect(inquiryValuesOf(STORED_FORM_DEFAULTS)).toEqual(EMPTY_INQUIRY);
    expect(EMPTY_INQUIRY.cx_surname).toBe('Mr');
    expect(
      inquiryValuesOf({ ...STORED_FORM_DEFAULTS, cx_surname: '', cx_name: 'A', cx_mobile: '94771234567' }),
    ).toMatchObject({ cx_surname: 'Mr', cx_name: 'A', cx_mobile: '771234567' });
  });

  it.each([
    ['0771234567', '771234567'],
    ['077 123 4567', '771234567'],
    ['+94 77 123 4567', '771234567'],
    ['771234567', '771234567'],
    ['77123', '77123'],
  ])('tidies the mobile %j to %j', (typed, tidied) => {
    expect(tidyMobile(typed)).toBe(tidied);
  });
});
