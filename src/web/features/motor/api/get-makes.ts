import { useQuery } from '@tanstack/react-query';
import type { Make } from '#domain/motor/reference-calls';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/make?type=: the makes of a vehicle type, with the ids the model list asks for.

export const useMakes = (vehicleType: VehicleTypeCode) =>
  useQuery(referenceListOptions<Make>('/v1/vehicle/make', { type: vehicleType }));
