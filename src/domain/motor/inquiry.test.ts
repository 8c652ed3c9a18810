import { describe, expect, it } from 'vitest';
import { REQUIRED } from '../text-rules';
import { EMAIL_MESSAGES } from '../people/email';
import { fieldErrors, parsed } from '#tests/support/test-helpers';
import {
  callbackSchema,
  inquireSchema,
  inquiryCallSchema,
  inquirySchema,
  promotionLeadSchema,
  smallBusinessLeadSchema,
} from './inquiry';

const contact = { cx_name: 'Kamal Perera', cx_email: 'kamal@example.lk', cx_mobile: '771234567' };
const CALLBACK_MOBILE = 'mobile is not valid. ex: 947786...';

describe('inquirySchema', () => {
  it("gives the '94' mobile and the default title", () => {
    expect(parsed(inquirySchema, { ...contact, unq_hash: 'abc' })).toMatchObject({
      cx_mobile: '94771234567',
      cx_surname: 'Mr',
      unq_hash: 'abc',
    });
  });

  it("says 'required' for each contact field", () => {
    expect(fieldErrors(inquirySchema, {})).toEqual({
      cx_name: [REQUIRED],
      cx_email: [REQUIRED],
      cx_mobile: [REQUIRED],
    });
  });

  it("allows the name rule's characters only in the name", () => {
    expect(fieldErrors(inquirySchema, { ...contact, cx_name: 'Kamal 2' })).toEqual({
      cx_name: ['Name is not valid'],
    });
  });

  it.each([
    ['77123456', [CALLBACK_MOBILE]],
    ['771234567', undefined],
    ['7712345678', [CALLBACK_MOBILE]],
  ])('mobile %j: %j', (cx_mobile, errors) => {
    expect(fieldErrors(inquirySchema, { ...contact, cx_mobile }).cx_mobile).toEqual(errors);
  });

  it('checks the e-mail', () => {
    expect(fieldErrors(inquirySchema, { ...contact, cx_email: 'kamal@' })).toEqual({
      cx_email: [EMAIL_MESSAGES.invalid],
    });
  });

  it('refuses a name longer than 100 characters', () => {
    expect(fieldErrors(inquirySchema, { ...contact, cx_name: 'a'.repeat(101) })).toEqual({
      cx_name: ['Name must have at most 100 characters'],
    });
  });

  it('accepts the e-mail fields the browser posts and drops them', () => {
    const inquiry = parsed(inquirySchema, {
      ...contact,
      email_subject_json: '{"subject":"hello"}',
      email_body_json: { body: '<a href="https://example.com">x</a>' },
    });
    expect(inquiry.email_subject_json).toBeUndefined();
    expect(inquiry.email_body_json).toBeUndefined();
  });

  it('bounds the texts posted as they are', () => {
    expect(fieldErrors(inquirySchema, { ...contact, cx_message: 'x'.repeat(201) })).toEqual({
      cx_message: ['Text is too long'],
    });
  });
});

describe('inquiryCallSchema', () => {
  it('needs the unq_hash of the quote the inquiry is about', () => {
    expect(fieldErrors(inquiryCallSchema, contact)).toEqual({ unq_hash: [REQUIRED] });
    expect(parsed(inquiryCallSchema, { ...contact, unq_hash: ' abc ' }).unq_hash).toBe('abc');
  });
});

describe('callbackSchema', () => {
  it("takes a name by the one name rule, with the inquiry's message", () => {
    expect(parsed(callbackSchema, { ...contact, cx_name: "K. A. Fernando-D'Silva" })).toEqual({
      ...contact,
      cx_name: "K. A. Fernando-D'Silva",
      cx_mobile: '94771234567',
    });
    expect(fieldErrors(callbackSchema, { ...contact, cx_name: 'Kamal 2nd' })).toEqual({
      cx_name: ['Name is not valid'],
    });
    expect(fieldErrors(callbackSchema, { ...contact, cx_name: ' ' })).toEqual({ cx_name: [REQUIRED] });
  });

  it("uses the callback's mobile message", () => {
    expect(fieldErrors(callbackSchema, { ...contact, cx_mobile: '+94 77 123' })).toEqual({
      cx_mobile: [CALLBACK_MOBILE],
    });
  });
});

describe('inquireSchema', () => {
  // The callback as the dock posts it (content section 3).
  const callback = {
    ...contact,
    cx_message: 'Callback',
    inquiry_type: 'callback',
    inquiry_media: 'web',
    inquiry_code: 'callback',
    email_subject_json: { subject: 'Callback' },
    email_body_json: { cx_name: 'Kamal Perera' },
  };

  it('takes a callback without a quote, and drops its e-mail fields', () => {
    expect(parsed(inquireSchema, callback)).toEqual({
      ...contact,
      cx_mobile: '94771234567',
      cx_message: 'Callback',
      inquiry_type: 'callback',
      inquiry_media: 'web',
      inquiry_code: 'callback',
    });
  });

  it("gives a callback's field errors by the callback's rules", () => {
    expect(fieldErrors(inquireSchema, { ...callback, cx_mobile: '07712345', cx_email: 'kamal@' })).toEqual({
      cx_mobile: [CALLBACK_MOBILE],
      cx_email: [EMAIL_MESSAGES.invalid],
    });
  });

  it('needs a quote for a comparison inquiry, named or not', () => {
    expect(fieldErrors(inquireSchema, contact)).toEqual({ unq_hash: [REQUIRED] });
    expect(fieldErrors(inquireSchema, { ...contact, inquiry_type: 'Comparison Request' })).toEqual({
      unq_hash: [REQUIRED],
    });
  });

  it('refuses an inquiry_type it does not know', () => {
    expect(fieldErrors(inquireSchema, { ...callback, inquiry_type: 'chat' })).toEqual({
      inquiry_type: ['This kind of inquiry is not known'],
    });
  });
});

describe('lead schemas', () => {
  it("promotion: mobile message 'ex: 94778621045'", () => {
    expect(fieldErrors(promotionLeadSchema, { ...contact, cx_mobile: '12', bank_type: 'ntb' })).toEqual({
      cx_mobile: ['mobile is not valid. ex: 94778621045'],
    });
    expect(fieldErrors(promotionLeadSchema, { ...contact, bank_type: 'boc' })).toEqual({
      bank_type: ['This offer is not known'],
    });
    expect(parsed(promotionLeadSchema, { ...contact, bank_type: 'ntb' }).bank_type).toBe('ntb');
  });

  it("small business: the company is required and the mobile message is 'ex: 947xxxxxxxx'", () => {
    expect(fieldErrors(smallBusinessLeadSchema, { ...contact, cx_mobile: '12' })).toEqual({
      cx_mobile: ['mobile is not valid. ex: 947xxxxxxxx'],
      cx_company: [REQUIRED],
    });
    expect(parsed(smallBusinessLeadSchema, { ...contact, cx_company: 'Lanka Foods' }).cx_company).toBe(
      'Lanka Foods',
    );
  });
});
