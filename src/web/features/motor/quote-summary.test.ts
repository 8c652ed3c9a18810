import { describe, expect, it } from 'vitest';
import { i18n } from '#domain/i18n';
import type { QuoteParams } from '#domain/motor/quote-answers';
import { quoteDetailRows, quoteHeadline, quoteRoute } from './quote-summary';

const saved = {
  channel: 'Web-Motor',
  promo: 'no-promo',
  quoted_on: '2026-11-21',
  valid_until: '2026-12-21',
  purpose_of_use: 'Private',
};

const FULL: QuoteParams = {
  ...saved,
  cover_type: 'C',
  insurance_type: 'full-insurance',
  vehicle_type: 'Car',
  vehicle_make: 'Toyota',
  vehicle_model: 'Axio',
  engine_capacity: 1_500,
  cover_start_date: '2099-01-01',
  sum_insured: 6_500_000,
  fuel_type: 'Petrol',
  manufacture_year: 2018,
  ncb: '2',
  is_registered: 'R',
  hire_purchase: 'NO',
};

const THIRD_PARTY: QuoteParams = {
  ...saved,
  cover_type: 'T',
  insurance_type: 'third-party',
  vehicle_type: 'Motor-Cycle',
  vehicle_make: 'Bajaj',
  vehicle_model: 'Pulsar 150',
  engine_capacity: 149,
  cover_start_date: '2099-03-01',
  veh_registration_no: 'WP-BFK-4521',
  engine_no: 'DHZCFG12345',
  chassis_no: 'MD2A11CZ5GCA12345',
};

describe('quoteDetailRows', () => {
  it('describes a full-insurance quote in words, the market value in rupees', () => {
    expect(quoteDetailRows(FULL, i18n)).toEqual([
      { label: 'Vehicle type', value: 'Car / Jeep / SUV' },
      { label: 'Insurance type', value: 'Full Insurance' },
      { label: 'Make', value: 'Toyota' },
      { label: 'Model', value: 'Axio' },
      { label: 'Engine capacity', value: '1,500 cc' },
      { label: 'Period of cover', value: 'From 2099-01-01 00:00 to 2099-12-31 23:59' },
      { label: 'Year of manufacture', value: '2018' },
      { label: 'Market value', value: 'Rs. 6,500,000.00' },
      { label: 'Purpose of use', value: 'Private' },
      { label: 'Fuel type', value: 'Petrol' },
      { label: 'No-claims bonus', value: '2 years' },
      { label: 'Registration', value: 'Registered' },
      { label: 'Hire purchase', value: 'No' },
    ]);
  });

  it('describes a third-party quote by its registration, engine and chassis numbers', () => {
    expect(quoteDetailRows(THIRD_PARTY, i18n)).toEqual([
      { label: 'Vehicle type', value: 'Motorcycle' },
      { label: 'Insurance type', value: 'Third Party' },
      { label: 'Make', value: 'Bajaj' },
      { label: 'Model', value: 'Pulsar 150' },
      { label: 'Engine capacity', value: '149 cc' },
      { label: 'Period of cover', value: 'From 2099-03-01 00:00 to 2100-02-28 23:59' },
      { label: 'Registration number', value: 'WP-BFK-4521' },
      { label: 'Engine number', value: 'DHZCFG12345' },
      { label: 'Chassis number', value: 'MD2A11CZ5GCA12345' },
      { label: 'Purpose of use', value: 'Private' },
    ]);
  });

  it.each([
    ['0', 'None'],
    ['1', '1 year'],
    ['4', '4 years'],
    ['5', '5 years or more'],
  ])('words a no-claims bonus of %s as %s', (ncb, words) => {
    expect(quoteDetailRows({ ...FULL, ncb }, i18n)).toContainEqual({
      label: 'No-claims bonus',
      value: words,
    });
  });

  it('leaves out what the quote lacks or cannot be read', () => {
    const rows = quoteDetailRows(
      {
        ...FULL,
        sum_insured: 'lots',
        fuel_type: '',
        hire_purchase: undefined,
        engine_capacity: undefined,
      },
      i18n,
    );
    const labels = rows.map((row) => row.label);
    expect(labels).not.toContain('Engine capacity');
    expect(labels).not.toContain('Market value');
    expect(labels).not.toContain('Fuel type');
    expect(labels).not.toContain('Hire purchase');
  });
});

describe('quoteRoute and quoteHeadline', () => {
  it("takes the route from the quote's own types", () => {
    expect(quoteRoute(THIRD_PARTY)).toEqual({ vehicleType: 'Motor-Cycle', insuranceType: 'third-party' });
    expect(quoteRoute({ ...FULL, vehicle_type: 'Bus' })).toBeUndefined();
  });

  it('names the vehicle in one line', () => {
    expect(quoteHeadline(FULL)).toBe('Toyota Axio 2018');
    expect(quoteHeadline(THIRD_PARTY)).toBe('Bajaj Pulsar 150');
  });
});
