import { describe, expect, it } from 'vitest';
import { fieldErrors, parsed } from '#tests/support/test-helpers';
import { CONSUMER_MESSAGES, consumerLookupSchema, consumerUpdateSchema } from './consumer';

describe('consumerLookupSchema', () => {
  it('looks up by mobile number or customer id, in mode 3', () => {
    expect(parsed(consumerLookupSchema, { mobile_number: '771234567', mode: '3' })).toEqual({
      mode: '3',
      mobile_number: '94771234567',
    });
    expect(parsed(consumerLookupSchema, { customer_id: '42' })).toEqual({ mode: '3', customer_id: 42 });
  });

  it('wants one of the two, and a customer id that is a positive whole number', () => {
    expect(fieldErrors(consumerLookupSchema, { mode: '3' })).toEqual({
      mobile_number: [CONSUMER_MESSAGES.lookupBy],
    });
    expect(fieldErrors(consumerLookupSchema, { customer_id: '0' })).toEqual({
      customer_id: [CONSUMER_MESSAGES.customerId],
    });
    expect(fieldErrors(consumerLookupSchema, { customer_id: '4x', mode: '2' })).toEqual({
      customer_id: [CONSUMER_MESSAGES.customerId],
      mode: ["mode must be '3'"],
    });
  });
});

describe('consumerUpdateSchema', () => {
  const update = {
    customer_id: 7,
    name_initials: 'K A Perera',
    email: 'kamal@example.lk',
    nic_number: '851234567V',
    street_one: 'Galle Road',
    city: 'Colombo',
  };

  it('takes the fields the spec lists, with the personal form rules', () => {
    expect(parsed(consumerUpdateSchema, update)).toMatchObject({
      customer_id: 7,
      title: 'Mr',
      identify_type: 'nic_number',
    });
    expect(fieldErrors(consumerUpdateSchema, { ...update, nic_number: '85123456V', city: '' })).toEqual({
      nic_number: ['NIC is not valid '],
      city: ['required'],
    });
  });

  it('wants the passport number when that is the identity', () => {
    expect(fieldErrors(consumerUpdateSchema, { ...update, identify_type: 'passport_number' })).toEqual({
      passport_number: ['required'],
    });
  });
});
