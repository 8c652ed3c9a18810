import { describe, expect, it, vi } from 'vitest';
import { REQUIRED } from '../text-rules';
import { fieldErrors, parsed, useFixedClock } from '#tests/support/test-helpers';
import { ENGINE_CAPACITY_MESSAGES } from './engine-capacity';
import { OLDEST_MANUFACTURE_YEAR } from './manufacture-years';
import { fullQuoteSchema, QUOTE_MESSAGES, thirdPartyQuoteSchema } from './quote';
import { STORED_QUOTE_FORM_DEFAULTS } from './quote-defaults';

const SUM = 'Enter the market value as a whole number of rupees above Rs. 100,000';

useFixedClock(2025, 6, 15);

const full = {
  vehicle_type: 'Car',
  vehicle_make: 'Toyota',
  vehicle_model: 'Aqua',
  fuel_type: 'Hybrid',
  engine_capacity: '1500',
  manufacture_year: '2015',
  ncb: '2',
  sum_insured: '4500000',
  is_registered: 'R',
  hire_purchase: 'YES',
};

describe('fullQuoteSchema', () => {
  it('fills the spec defaults and reads numbers', () => {
    expect(parsed(fullQuoteSchema, full)).toEqual({
      ...full,
      sum_insured: 4_500_000,
      engine_capacity: 1_500,
      manufacture_year: 2015,
      cover_type: 'C',
      purpose_of_use: 'Private',
      seating_capacity: '0',
      covers: [],
      bank_name: 'ONLINE',
      bank_branch: 'ONLINE',
      bank_user: 'ONLINE',
      customer_name: 'ONLINE',
      cover_start_date: '2025-06-15',
    });
  });

  it("says 'required' at each required field", () => {
    expect(fieldErrors(fullQuoteSchema, {})).toEqual({
      vehicle_type: [REQUIRED],
      vehicle_make: [REQUIRED],
      vehicle_model: [REQUIRED],
      fuel_type: [REQUIRED],
      engine_capacity: [REQUIRED],
      manufacture_year: [REQUIRED],
      ncb: [QUOTE_MESSAGES.ncbMissing],
      sum_insured: [QUOTE_MESSAGES.sumInsuredMissing],
      is_registered: [QUOTE_MESSAGES.registeredMissing],
      hire_purchase: [QUOTE_MESSAGES.hirePurchaseMissing],
    });
  });

  it('refuses a market value above Rs. 1,000,000,000, saying market value', () => {
    expect(fieldErrors(fullQuoteSchema, { ...full, sum_insured: '1,000,000,001' }).sum_insured).toEqual([
      QUOTE_MESSAGES.sumInsuredAbsurd,
    ]);
    expect(fieldErrors(fullQuoteSchema, { ...full, sum_insured: 1_000_000_000 })).toEqual({});
    for (const message of Object.values(QUOTE_MESSAGES).filter(
      (m) => typeof m === 'string' && /sum|market/i.test(m),
    ))
      expect(message).toMatch(/market value/);
  });

  it('does not require chassis or engine numbers but keeps them', () => {
    expect(parsed(fullQuoteSchema, { ...full, chassis_no: 'NHP10', engine_no: '' })).toMatchObject({
      chassis_no: 'NHP10',
      engine_no: undefined,
    });
  });

  it('drops unknown keys', () => {
    expect(parsed(fullQuoteSchema, { ...full, admin: true })).not.toHaveProperty('admin');
  });

  describe('sum_insured', () => {
    const sum = (sum_insured: unknown) => fieldErrors(fullQuoteSchema, { ...full, sum_insured }).sum_insured;

    it('must be above 100000', () => {
      expect(sum('100000')).toEqual([SUM]);
      expect(sum('100001')).toBeUndefined();
      expect(sum(100_000)).toEqual([SUM]);
      expect(sum(100_001)).toBeUndefined();
    });

    it('must be whole rupees', () => {
      expect(sum('150000.5')).toEqual([SUM]);
      expect(sum(150_000.5)).toEqual([SUM]);
      expect(sum('1e6')).toEqual([SUM]);
      expect(sum('-200000')).toEqual([SUM]);
      expect(sum('abc')).toEqual([SUM]);
    });

    it('reads thousand separators as the form shows them', () => {
      expect(parsed(fullQuoteSchema, { ...full, sum_insured: '1,500,000' }).sum_insured).toBe(1_500_000);
      expect(sum('1,50,000')).toEqual([SUM]);
    });

    it('asks for the market value when blank', () => {
      expect(sum('  ')).toEqual([QUOTE_MESSAGES.sumInsuredMissing]);
    });
  });

  describe('manufacture_year', () => {
    const year = (manufacture_year: unknown) =>
      fieldErrors(fullQuoteSchema, { ...full, manufacture_year }).manufacture_year;
    const message = QUOTE_MESSAGES.manufactureYear(2025);

    it('runs from the oldest listed year to this year', () => {
      expect(year(String(OLDEST_MANUFACTURE_YEAR - 1))).toEqual([message]);
      expect(year(String(OLDEST_MANUFACTURE_YEAR))).toBeUndefined();
      expect(year('2025')).toBeUndefined();
      expect(year(2025)).toBeUndefined();
      expect(year('2026')).toEqual([message]);
      expect(message).toBe(`Enter a year from ${OLDEST_MANUFACTURE_YEAR} to 2025`);
    });

    it('moves with the clock', () => {
      vi.setSystemTime(new Date(2026, 0, 1, 12));
      expect(year('2026')).toBeUndefined();
    });

    it('wants four digits', () => {
      expect(year('15')).toEqual([message]);
      expect(year('2015.0')).toEqual([message]);
    });
  });

  it('takes no-claims bonus years 0 to 5, as text or number', () => {
    for (const ncb of ['0', '5', 0, 3]) expect(fieldErrors(fullQuoteSchema, { ...full, ncb })).toEqual({});
    expect(fieldErrors(fullQuoteSchema, { ...full, ncb: '6' })).toEqual({ ncb: [QUOTE_MESSAGES.ncb] });
    expect(fieldErrors(fullQuoteSchema, { ...full, ncb: 'No' })).toEqual({ ncb: [QUOTE_MESSAGES.ncb] });
  });

  it('checks the coded choices', () => {
    expect(
      fieldErrors(fullQuoteSchema, {
        ...full,
        vehicle_type: 'Bus',
        is_registered: 'X',
        hire_purchase: 'MAYBE',
        cover_type: 'T',
        seating_capacity: 'four',
      }),
    ).toEqual({
      vehicle_type: [QUOTE_MESSAGES.vehicleType],
      is_registered: [QUOTE_MESSAGES.registered],
      hire_purchase: [QUOTE_MESSAGES.yesNo],
      cover_type: [QUOTE_MESSAGES.coverType],
      seating_capacity: [QUOTE_MESSAGES.seatingCapacity],
    });
  });

  it('accepts every vehicle type code and the unregistered, no-lease, rent variant', () => {
    const capacities = { Car: '1500', 'Motor-Cycle': '150', 'Three-Wheeler': '200', 'Dual-Purpose': '2500' };
    for (const [vehicle_type, engine_capacity] of Object.entries(capacities)) {
      expect(fieldErrors(fullQuoteSchema, { ...full, vehicle_type, engine_capacity })).toEqual({});
    }
    const variant = {
      ...full,
      is_registered: 'U',
      hire_purchase: 'NO',
      purpose_of_use: 'Rent',
      covers: ['flood'],
    };
    expect(parsed(fullQuoteSchema, variant)).toMatchObject({
      is_registered: 'U',
      hire_purchase: 'NO',
      covers: ['flood'],
    });
  });
});

const thirdParty = {
  vehicle_type: 'Motor-Cycle',
  vehicle_make: 'Bajaj',
  vehicle_model: 'Pulsar',
  engine_capacity: 149,
  veh_reg_format: 'WP ABC-1234',
  veh_reg_format_1: 'wp',
  veh_reg_format_2: 'bcd',
  veh_reg_format_3: '1234',
  chassis_no: 'MD2A1',
  engine_no: 'DHZ12',
};

describe('thirdPartyQuoteSchema', () => {
  it('fills the spec defaults and assembles the registration number', () => {
    expect(parsed(thirdPartyQuoteSchema, thirdParty)).toMatchObject({
      cover_type: 'T',
      hire_purchase: 'NO',
      is_registered: 'R',
      purpose_of_use: 'Private',
      bank_name: 'ONLINE',
      veh_registration_no: 'WP-BCD-1234',
    });
  });

  it('does not ask for full-insurance fields', () => {
    expect(parsed(thirdPartyQuoteSchema, { ...thirdParty, sum_insured: '5' })).not.toHaveProperty(
      'sum_insured',
    );
  });

  it("says 'required' for make, model, capacity, chassis, engine and registration parts", () => {
    expect(fieldErrors(thirdPartyQuoteSchema, { vehicle_type: 'Car' })).toEqual({
      vehicle_make: [REQUIRED],
      vehicle_model: [REQUIRED],
      engine_capacity: [REQUIRED],
      chassis_no: [REQUIRED],
      engine_no: [REQUIRED],
      veh_reg_format_1: [REQUIRED],
      veh_reg_format_2: [REQUIRED],
      veh_reg_format_3: [REQUIRED],
    });
  });

  it('wants chassis and engine numbers of at least 3 characters', () => {
    expect(
      fieldErrors(thirdPartyQuoteSchema, { ...thirdParty, chassis_no: 'AB', engine_no: ' E1 ' }),
    ).toEqual({
      chassis_no: ['enter minimum 3 characters'],
      engine_no: ['enter minimum 3 characters'],
    });
    expect(
      fieldErrors(thirdPartyQuoteSchema, { ...thirdParty, chassis_no: 'ABC', engine_no: 'E12' }),
    ).toEqual({});
  });

  it('checks the registration by its format, alongside the other fields', () => {
    expect(
      fieldErrors(thirdPartyQuoteSchema, { ...thirdParty, veh_reg_format_2: 'BC', engine_no: '' }),
    ).toEqual({
      engine_no: [REQUIRED],
      veh_reg_format_2: ['not valid'],
    });
  });

  it('refuses the Rent usage, offered for full insurance only', () => {
    expect(fieldErrors(thirdPartyQuoteSchema, { ...thirdParty, purpose_of_use: 'Rent' })).toEqual({
      purpose_of_use: [QUOTE_MESSAGES.rentOnlyFull],
    });
  });

  it('refuses cover type C', () => {
    expect(fieldErrors(thirdPartyQuoteSchema, { ...thirdParty, cover_type: 'C' })).toEqual({
      cover_type: [QUOTE_MESSAGES.coverType],
    });
  });
});

describe('engine_capacity', () => {
  const { wholeNumber, range, electric } = ENGINE_CAPACITY_MESSAGES;
  const capacityOf = (schema: typeof fullQuoteSchema | typeof thirdPartyQuoteSchema, fields: object) =>
    fieldErrors(schema, { ...(schema === fullQuoteSchema ? full : thirdParty), ...fields }).engine_capacity;

  it('is required for both insurance types, and refuses 0, negatives, fractions and huge values', () => {
    for (const schema of [fullQuoteSchema, thirdPartyQuoteSchema]) {
      const type = schema === fullQuoteSchema ? 'Car' : 'Motor-Cycle';
      const limits = schema === fullQuoteSchema ? range(500, 8_000) : range(45, 2_500);
      const capacity = (engine_capacity: unknown) =>
        capacityOf(schema, { vehicle_type: type, engine_capacity });
      expect(capacity(undefined)).toEqual([REQUIRED]);
      expect(capacity(' ')).toEqual([REQUIRED]);
      expect(capacity(0)).toEqual([limits]);
      expect(capacity('-150')).toEqual([wholeNumber]);
      expect(capacity(-150)).toEqual([wholeNumber]);
      expect(capacity(1499.5)).toEqual([wholeNumber]);
      expect(capacity('1,500')).toEqual([wholeNumber]);
      expect(capacity('1500cc')).toEqual([wholeNumber]);
      expect(capacity(99_999_999_999)).toEqual([limits]);
      expect(capacity('abc')).toEqual([wholeNumber]);
    }
  });

  it('has bounds by vehicle type, edges included, read as a number from text or JSON', () => {
    const at = (vehicle_type: string, engine_capacity: unknown) =>
      capacityOf(fullQuoteSchema, { vehicle_type, engine_capacity, fuel_type: 'Petrol' });
    expect(at('Car', 499)).toEqual([range(500, 8_000)]);
    expect(at('Car', '500')).toBeUndefined();
    expect(at('Car', 8_000)).toBeUndefined();
    expect(at('Car', 8_001)).toEqual([range(500, 8_000)]);
    expect(at('Motor-Cycle', 44)).toEqual([range(45, 2_500)]);
    expect(at('Motor-Cycle', 45)).toBeUndefined();
    expect(at('Three-Wheeler', 1_001)).toEqual([range(100, 1_000)]);
    expect(at('Dual-Purpose', '2982')).toBeUndefined();
    expect(range(500, 8_000)).toBe('Enter an engine capacity from 500 to 8,000 cc');
    expect(parsed(fullQuoteSchema, { ...full, engine_capacity: ' 1496 ' }).engine_capacity).toBe(1_496);
  });

  it('is not asked of an electric vehicle, and refused for one', () => {
    const leaf = { vehicle_type: 'Car', fuel_type: 'Electric', engine_capacity: '' };
    expect(capacityOf(fullQuoteSchema, leaf)).toBeUndefined();
    expect(parsed(fullQuoteSchema, { ...full, ...leaf }).engine_capacity).toBeUndefined();
    expect(capacityOf(fullQuoteSchema, { ...leaf, engine_capacity: 1500 })).toEqual([electric]);
    // Third party asks the fuel only for this: without it the capacity is needed.
    expect(capacityOf(thirdPartyQuoteSchema, { ...leaf, fuel_type: 'electric' })).toBeUndefined();
    expect(capacityOf(thirdPartyQuoteSchema, { engine_capacity: '' })).toEqual([REQUIRED]);
  });
});

describe('STORED_QUOTE_FORM_DEFAULTS', () => {
  it('holds the defaults of section 3', () => {
    expect(STORED_QUOTE_FORM_DEFAULTS).toMatchObject({
      vehicle_type: 'Car',
      insurance_type: 'full-insurance',
      purpose_of_use: 'Private',
      // Price-affecting answers start unselected (decision 031).
      hire_purchase: '',
      is_registered: '',
      seating_capacity: '0',
      ncb: '',
      inquiry_type: 'comparison_request',
      inquiry_media: 'web',
      inquiry_code: 'webonline',
    });
  });
});
