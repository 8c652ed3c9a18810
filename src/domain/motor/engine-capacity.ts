// Engine capacity in cc (docs/decisions/022): the regulator's third-party tariff goes by capacity band, so
// both quote payloads ask it, except for an electric vehicle, which has no capacity and is rated on its
// type's lowest band. The bounds per vehicle type are wide enough for every vehicle on Sri Lankan roads
// (a 49 cc moped, a 5,700 cc Land Cruiser) and refuse slips such as 0 or a typed year.
import { i18n } from '../i18n';
import { REQUIRED } from '../text-rules';
import { groupThousands } from '../money';
import type { VehicleTypeCode } from './vehicle-types';

export const ENGINE_CAPACITY_LIMITS: Record<VehicleTypeCode, { min: number; max: number }> = {
  Car: { min: 500, max: 8_000 },
  'Motor-Cycle': { min: 45, max: 2_500 },
  'Three-Wheeler': { min: 100, max: 1_000 },
  'Dual-Purpose': { min: 500, max: 8_000 },
};

export const ENGINE_CAPACITY_MESSAGES = {
  wholeNumber: /*i18n*/ 'Enter the engine capacity in cc as a whole number, e.g. 1500',
  range: (min: number, max: number) =>
    i18n._(/*i18n*/ 'Enter an engine capacity from {min} to {max} cc', {
      min: groupThousands(String(min)),
      max: groupThousands(String(max)),
    }),
  electric: /*i18n*/ 'Electric vehicles have no engine capacity: leave it empty',
} as const;

/** 1500 or '1500' -> '1,500 cc', as the pages and the cover note show it. */
export const engineCapacityText = (cc: number | string) => `${groupThousands(String(cc))} cc`;

/** The fuel type of the reference lists that has no engine. */
export const isElectric = (fuelType: unknown) =>
  typeof fuelType === 'string' && fuelType.trim().toLowerCase() === 'electric';

export interface EngineFields {
  vehicle_type: unknown;
  fuel_type?: unknown;
  engine_capacity?: unknown;
}

/** Message for the capacity of a vehicle, or undefined when it is right (or its own rule already failed). */
export function engineCapacityMessage(vehicle: EngineFields): string | undefined {
  const capacity = vehicle.engine_capacity;
  if (isElectric(vehicle.fuel_type))
    return capacity === undefined ? undefined : ENGINE_CAPACITY_MESSAGES.electric;
  if (capacity === undefined) return REQUIRED;
  const limits = Object.hasOwn(ENGINE_CAPACITY_LIMITS, String(vehicle.vehicle_type))
    ? ENGINE_CAPACITY_LIMITS[vehicle.vehicle_type as VehicleTypeCode]
    : undefined;
  // A text that failed the field's rule, or an unknown vehicle type, is reported at its own field.
  if (typeof capacity !== 'number' || limits === undefined) return undefined;
  return capacity >= limits.min && capacity <= limits.max
    ? undefined
    : ENGINE_CAPACITY_MESSAGES.range(limits.min, limits.max);
}
