import { useQuery } from '@tanstack/react-query';
import type { VehicleTypeCode } from '#domain/motor/vehicle-types';
import type { Option } from '#domain/motor/reference-calls';
import { referenceListOptions } from './reference-list';

// GET {sys}/v1/vehicle/fuel_type?type=: the fuel types of a vehicle type.

export const useFuelTypes = (vehicleType: VehicleTypeCode) =>
  useQuery(referenceListOptions<Option>('/v1/vehicle/fuel_type', { type: vehicleType }));
