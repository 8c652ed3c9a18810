import { describe, expect, it } from 'vitest';
import { fullQuoteSchema, thirdPartyQuoteSchema } from '#domain/motor/quote';
import type { QuoteParams } from '#domain/motor/quote-answers';
import { withThousands } from '#web/components/form/whole-rupees';
import { STORED_FORM_DEFAULTS, registrationFormatOf } from '../stored-quote-form';
import {
  clearedForVehicleType,
  fuelOptions,
  partnerToken,
  pickQuoteValues,
  purposeFor,
  quoteRequest,
  saleOf,
  shownFields,
  usageOptions,
  valuesFromParams,
} from './quote-form-values';

const defaults = pickQuoteValues(STORED_FORM_DEFAULTS);
const car = {
  ...defaults,
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  fuel_type: 'Petrol',
  engine_capacity: '1500',
  manufacture_year: '2018',
  sum_insured: '6,500,000',
  // The price-affecting answers the buyer chose (decision 031).
  ncb: '0',
  hire_purchase: 'YES',
  is_registered: 'R',
};
const motorcycle = {
  ...defaults,
  vehicle_type: 'Motor-Cycle',
  insurance_type: 'third-party',
  hire_purchase: 'YES',
  vehicle_make: 'Bajaj',
  vehicle_model: 'Pulsar 150',
  engine_capacity: '149',
  veh_reg_format_1: 'WP',
  veh_reg_format_2: 'bfk',
  veh_reg_format_3: '4521',
  engine_no: 'DHZCFG12345',
  chassis_no: 'MD2A11CZ5GCA12345',
};

describe('quoteRequest', () => {
  it('posts full insurance with the stored bank fields, the sale and ncb No as 0', () => {
    const request = quoteRequest(car, STORED_FORM_DEFAULTS, { promo: 'KAVACHA5', channel: 'Web-Motor' });
    expect(request.coverType).toBe('C');
    expect(request.body).toMatchObject({
      vehicle_type: 'Car',
      sum_insured: 6_500_000,
      engine_capacity: '1500',
      ncb: '0',
      hire_purchase: 'YES',
      is_registered: 'R',
      seating_capacity: '0',
      bank_name: 'ONLINE',
      customer_name: 'ONLINE',
      promo: 'KAVACHA5',
      channel: 'Web-Motor',
    });
    expect(request.body).not.toHaveProperty('engine_no');
    expect(fullQuoteSchema.safeParse(request.body).success).toBe(true);
  });

  it.each([
    ['WP ABC-1234', 'WP', 'bfk', '4521', 'WP-BFK-4521'],
    ['WP AB-1234', 'cp', 'ab', '4521', 'CP-AB-4521'],
    ['302-1234', 'WP', '302', '1234', '302-1234'],
    ['10-SRI-1234', 'WP', '10', '1234', '10-SRI-1234'],
  ])('posts third party in format %s with the number assembled', (format, part1, part2, part3, number) => {
    const values = {
      ...motorcycle,
      veh_reg_format: format,
      veh_reg_format_1: part1,
      veh_reg_format_2: part2,
      veh_reg_format_3: part3,
    };
    const request = quoteRequest(values, STORED_FORM_DEFAULTS, {});
    expect(request.coverType).toBe('T');
    expect(request.body).toMatchObject({
      veh_registration_no: number,
      hire_purchase: 'NO',
      is_registered: 'R',
    });
    // A format without a province sends no first part.
    if (format.startsWith('WP')) expect(request.body).toMatchObject({ veh_reg_format_1: part1 });
    else expect(request.body).toMatchObject({ veh_reg_format_1: '' });
    expect(request.body).not.toHaveProperty('sum_insured');
    expect(thirdPartyQuoteSchema.safeParse(request.body).success).toBe(true);
  });

  it('sends no engine capacity for an electric vehicle, in either insurance type', () => {
    const leaf = { ...car, vehicle_model: 'Leaf', fuel_type: 'Electric' };
    const full = quoteRequest(leaf, STORED_FORM_DEFAULTS, {});
    expect(full.body).toMatchObject({ fuel_type: 'Electric', engine_capacity: '' });
    expect(fullQuoteSchema.safeParse(full.body).success).toBe(true);
    const thirdParty = quoteRequest({ ...motorcycle, fuel_type: 'Electric' }, STORED_FORM_DEFAULTS, {});
    expect(thirdParty.body).toMatchObject({ fuel_type: 'Electric', engine_capacity: '' });
    expect(thirdPartyQuoteSchema.safeParse(thirdParty.body).success).toBe(true);
    expect(quoteRequest(motorcycle, STORED_FORM_DEFAULTS, {}).body).toMatchObject({ engine_capacity: '149' });
  });

  it('reads a stored registration format that is not one as the default', () => {
    expect(registrationFormatOf('')).toBe('WP ABC-1234');
    expect(registrationFormatOf('302-1234')).toBe('302-1234');
  });
});

describe('the clearing and offering rules', () => {
  it('clears the fields a vehicle type decides, purpose back to Private', () => {
    expect(clearedForVehicleType('Dual-Purpose')).toEqual({
      vehicle_type: 'Dual-Purpose',
      purpose_of_use: 'Private',
      fuel_type: '',
      engine_capacity: '',
      vehicle_make: '',
      vehicle_model: '',
      sum_insured: '',
      manufacture_year: '',
    });
  });

  const usages = ['Private', 'Hiring', 'Rent'].map((value) => ({ label: value, value }));

  it('offers Rent only for full insurance, and leaves it on third party', () => {
    expect(usageOptions(usages, 'full-insurance')).toEqual(usages);
    expect(usageOptions(usages, 'third-party').map((usage) => usage.value)).toEqual(['Private', 'Hiring']);
    expect(purposeFor('Rent', 'third-party')).toBe('Private');
    expect(purposeFor('Rent', 'full-insurance')).toBe('Rent');
    expect(purposeFor('Hiring', 'third-party')).toBe('Hiring');
  });

  it('never offers Plug-Hybrid', () => {
    const fuels = ['Petrol', 'Plug-Hybrid', 'plug hybrid', 'Hybrid'].map((value) => ({
      label: value,
      value,
    }));
    expect(fuelOptions(fuels).map((fuel) => fuel.value)).toEqual(['Petrol', 'Hybrid']);
  });

  it('names the fields each insurance type shows', () => {
    expect(shownFields('full-insurance')).toContain('sum_insured');
    expect(shownFields('full-insurance')).not.toContain('engine_no');
    expect(shownFields('full-insurance')).toContain('engine_capacity');
    expect(shownFields('third-party')).toContain('engine_capacity');
    expect(shownFields('third-party')).toContain('fuel_type');
    expect(shownFields('third-party')).toContain('veh_reg_format_2');
    expect(shownFields('third-party')).not.toContain('ncb');
  });
});

describe('values from a saved quote', () => {
  it('takes the parameters it has, the insurance type from the cover type', () => {
    const params = {
      cover_type: 'T',
      insurance_type: 'full-insurance',
      vehicle_type: 'Motor-Cycle',
      vehicle_make: 'Bajaj',
      manufacture_year: 2018,
      sum_insured: 6_500_000,
      engine_capacity: 149,
    } as unknown as QuoteParams;
    const values = valuesFromParams(params);
    expect(values).toEqual({
      vehicle_type: 'Motor-Cycle',
      insurance_type: 'third-party',
      vehicle_make: 'Bajaj',
      manufacture_year: '2018',
      sum_insured: '6,500,000',
      engine_capacity: '149',
    });
  });
});

describe('withThousands', () => {
  it.each([
    ['1500000', '1,500,000'],
    ['1,500,000', '1,500,000'],
    [' 150000 ', '150,000'],
    ['007500000', '7,500,000'],
    ['999', '999'],
    ['12a', '12a'],
    ['', ''],
  ])('shows %j as %j', (typed, shown) => {
    expect(withThousands(typed)).toBe(shown);
  });
});

describe('the sale', () => {
  it('asks for the promo and channel of the page, or the defaults after a failed partner lookup', () => {
    const query = new URLSearchParams('promo=FriMiLifeStyle?abc&channel=FriMi');
    expect(saleOf(query, false)).toEqual({ promo: 'FriMiLifeStyle?abc', channel: 'FriMi' });
    expect(saleOf(query, true)).toEqual({ promo: 'no-promo', channel: 'Web-Motor' });
    expect(saleOf(new URLSearchParams(), false)).toEqual({ promo: undefined, channel: undefined });
  });

  it("reads the lifestyle partner's token from its promo", () => {
    expect(partnerToken('FriMiLifeStyle?frimi-demo-0001')).toBe('frimi-demo-0001');
    expect(partnerToken('FriMiLifeStyle?')).toBeUndefined();
    expect(partnerToken('KAVACHA5')).toBeUndefined();
    expect(partnerToken(null)).toBeUndefined();
  });
});
