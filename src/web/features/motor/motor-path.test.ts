import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MOTOR_ROUTE,
  motorPath,
  motorRouteOrDefault,
  motorTitle,
  readMotorRoute,
} from './motor-path';

describe('readMotorRoute', () => {
  it('accepts the hyphenated and the spaced forms, in any case', () => {
    expect(readMotorRoute({ vehicle_type: 'Three Wheeler', insurance_type: 'third party' })).toEqual({
      vehicleType: 'Three-Wheeler',
      insuranceType: 'third-party',
    });
    expect(readMotorRoute({ vehicle_type: 'motor-cycle', insurance_type: 'Full-Insurance' })).toEqual({
      vehicleType: 'Motor-Cycle',
      insuranceType: 'full-insurance',
    });
  });

  it('refuses an unknown vehicle or insurance type', () => {
    expect(readMotorRoute({ vehicle_type: 'Bus', insurance_type: 'full-insurance' })).toBeUndefined();
    expect(readMotorRoute({ vehicle_type: 'Car', insurance_type: 'comprehensive' })).toBeUndefined();
    expect(readMotorRoute({})).toBeUndefined();
  });
});

describe('motorRouteOrDefault', () => {
  it('keeps the known type and replaces the unknown one by the default', () => {
    expect(motorRouteOrDefault({ vehicle_type: 'Dual Purpose', insurance_type: 'comprehensive' })).toEqual({
      vehicleType: 'Dual-Purpose',
      insuranceType: 'full-insurance',
    });
    expect(motorRouteOrDefault({ vehicle_type: 'Bus', insurance_type: 'third-party' })).toEqual({
      vehicleType: 'Car',
      insuranceType: 'third-party',
    });
  });
});

describe('motorPath', () => {
  it('builds the page path and leaves out empty query values', () => {
    expect(
      motorPath(
        'Premium-Comparison',
        { vehicleType: 'Dual-Purpose', insuranceType: 'third-party' },
        {
          unq_hash: 'abc',
          promo: '',
          channel: undefined,
        },
      ),
    ).toBe('/motor/Dual-Purpose/third-party/Premium-Comparison?unq_hash=abc');
    expect(motorPath('Quotation', DEFAULT_MOTOR_ROUTE)).toBe('/motor/Car/full-insurance/Quotation');
  });

  it('escapes query values', () => {
    expect(motorPath('Inquiry', DEFAULT_MOTOR_ROUTE, { promo: 'FriMiLifeStyle?tok en' })).toBe(
      '/motor/Car/full-insurance/Inquiry?promo=FriMiLifeStyle%3Ftok+en',
    );
  });
});

describe('motorTitle', () => {
  it('names the vehicle and insurance types as the spec labels them', () => {
    expect(motorTitle({ vehicleType: 'Car', insuranceType: 'full-insurance' }, 'Quotation')).toBe(
      'Car / Jeep / SUV | Full Insurance | Quotation',
    );
    expect(motorTitle({ vehicleType: 'Dual-Purpose', insuranceType: 'third-party' }, 'Quotation')).toBe(
      'Van / Cab | Third Party | Quotation',
    );
  });
});
